import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { clearSession, getRefreshToken, hasSession } from '../../auth/session';
import { useT } from '../../i18n/locale.context';
import { RouteLoading } from '../../routing/RouteLoading';
import { InviteSignOutDocument, InviteViewerDocument } from './invite.documents';
import { sameEmail } from './invite.util';

/**
 * Someone already signed in on this browser with another e-mail cannot accept the invitation (the services refuse it
 * too): the page says so and offers to sign out, instead of the forms.
 */
export function SessionGuard({ email, children }: { email: string; children: ReactNode }) {
  const t = useT();
  const client = useApolloClient();
  const [signedIn, setSignedIn] = useState(hasSession);
  const { data, loading } = useQuery(InviteViewerDocument, { skip: !signedIn, fetchPolicy: 'network-only' });
  const [signOut, signingOut] = useMutation(InviteSignOutDocument);
  if (signedIn && loading) return <RouteLoading />;
  const current = signedIn ? data?.me : null;
  if (!current || sameEmail(current.email, email)) return children;

  const leave = async () => {
    const refreshToken = getRefreshToken();
    if (refreshToken) await signOut({ variables: { refreshToken } }).catch(() => undefined);
    clearSession();
    // Only the viewer is forgotten here: the invitation on screen stays (the store is cleared when leaving the page).
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'me' });
    setSignedIn(false);
  };
  return (
    <Alert
      severity="warning"
      sx={{ wordBreak: 'break-word' }}
      data-testid="invite-other-account"
      action={
        <Button color="inherit" size="small" onClick={() => void leave()} disabled={signingOut.loading} data-testid="invite-sign-out">
          {t('invite.signOut')}
        </Button>
      }
    >
      {t('invite.otherAccount', { current: current.email ?? current.id, email })}
    </Alert>
  );
}
