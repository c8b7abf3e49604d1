import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, IconButton, Toolbar, Typography } from '@mui/material';
import { hasAnyRole, PROFESSIONAL_ROLES } from '@teleconsulta/schema';
import { currentCompanyName } from '../auth/viewer.util';
import { env } from '../env';
import { graphql } from '../gql';
import type { AppHeaderViewerFragment } from '../gql/graphql';
import { useT } from '../i18n/locale.context';
import { AccountMenu } from './AccountMenu';
import { SignOutButton } from './SignOutButton';

graphql(`
  fragment AppHeaderViewer on Viewer {
    name
    roles
    personId
    companyId
    memberships {
      companyId
      companyName
    }
  }
`);

type Props = {
  viewer: AppHeaderViewerFragment | null;
  /** On a phone the menu is a drawer this button opens; on a desktop it is always beside the page (no button). */
  onOpenMenu?: () => void;
  menuOpen?: boolean;
};

/** Product and company names, the menu button on a phone, the signed-in user and Sign out. */
export function AppHeader({ viewer, onOpenMenu, menuOpen = false }: Props) {
  const t = useT();
  const companyName = viewer ? currentCompanyName(viewer) : null;
  return (
    <AppBar position="sticky" elevation={0}>
      <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
        {onOpenMenu && (
          <IconButton
            color="inherit"
            edge="start"
            onClick={onOpenMenu}
            aria-label={t('nav.openMenu')}
            aria-controls="app-menu-drawer"
            aria-expanded={menuOpen}
            data-testid="open-menu"
          >
            <MenuIcon />
          </IconButton>
        )}
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h6" component="div" noWrap sx={{ lineHeight: 1.2 }}>
            {env.productName}
          </Typography>
          {companyName && (
            <Typography variant="body2" noWrap data-testid="header-company" sx={{ opacity: 0.85 }}>
              {companyName}
            </Typography>
          )}
        </Box>
        {viewer && (
          <Typography noWrap data-testid="signed-in-user" sx={{ display: { xs: 'none', sm: 'block' }, maxWidth: 240 }}>
            {viewer.name}
          </Typography>
        )}
        {viewer && (
          <AccountMenu
            name={viewer.name}
            patient={viewer.roles.includes('P')}
            personId={viewer.personId}
            professional={hasAnyRole(viewer.roles, PROFESSIONAL_ROLES)}
          />
        )}
        <SignOutButton />
      </Toolbar>
    </AppBar>
  );
}
