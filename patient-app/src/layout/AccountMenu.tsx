import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import AlternateEmailOutlined from '@mui/icons-material/AlternateEmailOutlined';
import FamilyRestroomOutlined from '@mui/icons-material/FamilyRestroomOutlined';
import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import PolicyOutlined from '@mui/icons-material/PolicyOutlined';
import { IconButton, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PROFESSIONAL_PATHS } from '../features/professional/professional.paths';
import { useT } from '../i18n/locale.context';
import { healthRecordPath, PATHS, profileEditPath } from '../routing/paths.constants';

/**
 * The signed-in user's own account (issue 18): their name, a patient's profile and health record (their `personId`)
 * and dependents, and changing the password.
 */
type Props = { name: string; patient?: boolean; personId?: string | null; professional?: boolean };

export function AccountMenu({ name, patient = false, personId = null, professional = false }: Props) {
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
        {patient && personId && (
          <MenuItem onClick={() => go(profileEditPath(personId))} data-testid="account-my-profile">
            <ListItemIcon>
              <PersonOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('profile.account.myProfile')}</ListItemText>
          </MenuItem>
        )}
        {patient && personId && (
          <MenuItem onClick={() => go(healthRecordPath(personId))} data-testid="account-health-record">
            <ListItemIcon>
              <FolderSharedOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('healthRecord.menu')}</ListItemText>
          </MenuItem>
        )}
        {professional && (
          <MenuItem onClick={() => go(PROFESSIONAL_PATHS.myProfile)} data-testid="account-professional-profile">
            <ListItemIcon>
              <PersonOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('professional.profile.menu')}</ListItemText>
          </MenuItem>
        )}
        {patient && (
          <MenuItem onClick={() => go(PATHS.dependents)} data-testid="account-dependents">
            <ListItemIcon>
              <FamilyRestroomOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('dependents.account')}</ListItemText>
          </MenuItem>
        )}
        {patient && (
          <MenuItem onClick={() => go(PATHS.myData)} data-testid="account-my-data">
            <ListItemIcon>
              <PolicyOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t('privacy.account.menu')}</ListItemText>
          </MenuItem>
        )}
        <MenuItem onClick={() => go(PATHS.changeEmail)} data-testid="account-change-email">
          <ListItemIcon>
            <AlternateEmailOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('password.account.changeEmail')}</ListItemText>
        </MenuItem>
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
