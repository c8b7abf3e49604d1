import HomeIcon from '@mui/icons-material/Home';
import { AppBar, Box, IconButton, Toolbar, Tooltip, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { currentCompanyName } from '../auth/viewer.util';
import { env } from '../env';
import { graphql } from '../gql';
import type { AppHeaderViewerFragment } from '../gql/graphql';
import { useT } from '../i18n/locale.context';
import { PATHS } from '../routing/paths.constants';
import { SignOutButton } from './SignOutButton';

graphql(`
  fragment AppHeaderViewer on Viewer {
    name
    companyId
    memberships {
      companyId
      companyName
    }
  }
`);

/** Product and company names, the home menu, the signed-in user and Sign out. */
export function AppHeader({ viewer }: { viewer: AppHeaderViewerFragment | null }) {
  const t = useT();
  const companyName = viewer ? currentCompanyName(viewer) : null;
  return (
    <AppBar position="sticky" elevation={0}>
      <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
        <Box component="nav" aria-label={t('nav.home')}>
          <Tooltip title={t('nav.home')}>
            <IconButton component={RouterLink} to={PATHS.home} color="inherit" edge="start" aria-label={t('nav.home')}>
              <HomeIcon />
            </IconButton>
          </Tooltip>
        </Box>
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
        <SignOutButton />
      </Toolbar>
    </AppBar>
  );
}
