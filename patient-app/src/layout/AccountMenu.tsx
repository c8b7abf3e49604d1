import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import { IconButton, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../i18n/locale.context';
import { PATHS } from '../routing/paths.constants';

/** The signed-in user's own account (issue 18): their name, and changing the password. */
export function AccountMenu({ name }: { name: string }) {
  const t = useT();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const go = (path: string) => {
    setAnchor(null);
    void navigate(path);
  };
  return (
    <>
      <IconButton
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('password.account')}
        aria-haspopup="menu"
        aria-controls={anchor ? 'account-menu' : undefined}
        aria-expanded={anchor !== null}
        data-testid="account-menu"
      >
        <AccountCircleOutlined />
      </IconButton>
      <Menu id="account-menu" anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <ListSubheader sx={{ lineHeight: 2.5 }}>{name}</ListSubheader>
        <MenuItem onClick={() => go(PATHS.changePassword)} data-testid="account-change-password">
          <ListItemIcon>
            <KeyOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('password.account.changePassword')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
