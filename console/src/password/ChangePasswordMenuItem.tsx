import KeyOutlined from '@mui/icons-material/KeyOutlined';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef } from 'react';
import { useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';

/** The user menu's "Change password" (#/account/password). */
export const ChangePasswordMenuItem = forwardRef<HTMLAnchorElement>((props, ref) => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      ref={ref}
      component={Link}
      to="/account/password"
      onClick={() => userMenu?.onClose()}
      data-testid="change-password-menu"
      {...props}
    >
      <ListItemIcon>
        <KeyOutlined fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.password.menu')}</ListItemText>
    </MenuItem>
  );
});
