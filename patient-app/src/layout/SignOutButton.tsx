import { useApolloClient, useMutation } from '@apollo/client/react';
import LogoutIcon from '@mui/icons-material/Logout';
import { Button } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { clearSession, getRefreshToken } from '../auth/session';
import { graphql } from '../gql';
import { useT } from '../i18n/locale.context';
import { PATHS } from '../routing/paths.constants';

const SignOutDocument = graphql(`
  mutation SignOut($refreshToken: String!) {
    signOut(refreshToken: $refreshToken)
  }
`);

/** Revokes the refresh token on the gateway, then forgets the session here whatever the answer. */
export function SignOutButton() {
  const t = useT();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [signOut, { loading }] = useMutation(SignOutDocument);

  const handleClick = async () => {
    const refreshToken = getRefreshToken();
    if (refreshToken) await signOut({ variables: { refreshToken } }).catch(() => undefined);
    clearSession();
    await navigate(PATHS.login, { replace: true });
    await client.clearStore();
  };

  return (
    <Button color="inherit" startIcon={<LogoutIcon />} onClick={handleClick} disabled={loading} data-testid="sign-out">
      {t('nav.signOut')}
    </Button>
  );
}
