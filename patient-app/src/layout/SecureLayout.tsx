import { useQuery } from '@apollo/client/react';
import { Box, Container, Drawer, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { hasSession } from '../auth/session';
import { useSessionLost } from '../auth/session-recovery.hook';
import { TermsGate } from '../features/terms/TermsGate';
import { graphql } from '../gql';
import { loginPath, PATHS } from '../routing/paths.constants';
import { AppHeader } from './AppHeader';
import { AppMenu } from './AppMenu';
import { useCompanySetup } from './company-setup.hook';
import { PoweredBy } from './PoweredBy';

const SessionViewerDocument = graphql(`
  query SessionViewer {
    me {
      id
      roles
      personId
      ...AppHeaderViewer
    }
  }
`);

const MENU_WIDTH = 248;

/**
 * Secure routes: sign-in first, then the app bar, the menu (beside the page on a desktop, a drawer on a phone) and the
 * page. Roles and the company's setup are read here too, so the pages' checks are answered from the cache. The terms of
 * use gate stands in front of all of it until the version in force is accepted.
 */
export function SecureLayout() {
  const signedIn = hasSession();
  const { data } = useQuery(SessionViewerDocument, { skip: !signedIn });
  const { setup } = useCompanySetup();
  const sessionLost = useSessionLost(data?.me === null);
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  // Back to the page asked for once signed in (a mailed link to a conversation, say): /login keeps only app paths.
  const asked = location.pathname === PATHS.home ? undefined : `${location.pathname}${location.search}`;
  if (!signedIn || sessionLost) return <Navigate to={loginPath(asked)} replace />;
  const menu = <AppMenu roles={data?.me?.roles ?? []} rules={setup?.rules ?? null} onNavigate={() => setMenuOpen(false)} />;
  return (
    <TermsGate>
      <AppHeader viewer={data?.me ?? null} onOpenMenu={desktop ? undefined : () => setMenuOpen(true)} menuOpen={menuOpen} />
      <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
        {desktop ? (
          <Box component="aside" sx={{ width: MENU_WIDTH, flexShrink: 0, alignSelf: 'stretch', borderRight: 1, borderColor: 'divider' }}>
            <Box sx={{ position: 'sticky', top: 64, pt: 2 }}>{menu}</Box>
          </Box>
        ) : (
          <Drawer
            id="app-menu-drawer"
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            slotProps={{ paper: { sx: { width: MENU_WIDTH, pt: 1 } } }}
          >
            {menu}
          </Drawer>
        )}
        <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column', minHeight: 'calc(100vh - 64px)' }}>
          <Container component="main" maxWidth="md" sx={{ py: { xs: 3, sm: 5 }, flexGrow: 1 }}>
            <Outlet />
          </Container>
          <PoweredBy show={setup?.displayPoweredBy ?? false} />
        </Box>
      </Box>
    </TermsGate>
  );
}
