import { useQuery } from '@apollo/client/react';
import { Container } from '@mui/material';
import { Navigate, Outlet } from 'react-router-dom';
import { hasSession } from '../auth/session';
import { useSessionLost } from '../auth/session-recovery.hook';
import { graphql } from '../gql';
import { PATHS } from '../routing/paths.constants';
import { AppHeader } from './AppHeader';

const SessionViewerDocument = graphql(`
  query SessionViewer {
    me {
      id
      roles
      ...AppHeaderViewer
    }
  }
`);

/**
 * Secure routes: sign-in first, then the app bar over the page.
 * Roles are read here too, so the pages' role checks are answered from the cache.
 */
export function SecureLayout() {
  const signedIn = hasSession();
  const { data } = useQuery(SessionViewerDocument, { skip: !signedIn });
  const sessionLost = useSessionLost(data?.me === null);

  if (!signedIn || sessionLost) return <Navigate to={PATHS.login} replace />;
  return (
    <>
      <AppHeader viewer={data?.me ?? null} />
      <Container component="main" maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
        <Outlet />
      </Container>
    </>
  );
}
