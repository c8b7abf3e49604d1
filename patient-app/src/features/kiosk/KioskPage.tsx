import { useApolloClient, useQuery } from '@apollo/client/react';
import { AppBar, Button, Container, Paper, Stack, Toolbar, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { clearSession, getRefreshToken, hasSession } from '../../auth/session';
import { env } from '../../env';
import { graphql } from '../../gql';
import { useT } from '../../i18n/locale.context';
import { RouteLoading } from '../../routing/RouteLoading';
import { SignInForm } from '../login/SignInForm';
import { KioskFlow } from './KioskFlow';
import { kioskPrinterUrl } from './kiosk-printer.util';

const KioskViewerDocument = graphql(`
  query KioskViewer {
    me {
      id
      name
      roles
    }
  }
`);

const KioskSignOutDocument = graphql(`
  mutation KioskSignOut($refreshToken: String!) {
    signOut(refreshToken: $refreshToken)
  }
`);

/**
 * /kioski (kioski-mode) and /t (SPEC §2, hidden): the reception's tablet. A patient identifies themself by CPF and birth
 * date (a patient sign-in), joins the queue, tells the complaint and answers the pre-assessment; the tag prints through
 * the local print helper; finishing (or 90 s on the ticket) signs them out for the next patient.
 */
export default function KioskPage() {
  const t = useT();
  const client = useApolloClient();
  const [params] = useSearchParams();
  const printerUrl = kioskPrinterUrl(params.get('printer'), env.printHelperUrl);
  const [, setGeneration] = useState(0);
  const signedIn = hasSession();
  const viewer = useQuery(KioskViewerDocument, { skip: !signedIn, fetchPolicy: 'network-only' });
  const here = `${window.location.pathname}${window.location.search}`;

  const finish = useCallback(async () => {
    const refreshToken = getRefreshToken();
    clearSession();
    setGeneration((n) => n + 1);
    await client.clearStore();
    if (refreshToken) {
      await client.mutate({ mutation: KioskSignOutDocument, variables: { refreshToken } }).catch(() => undefined);
    }
  }, [client]);

  const patient = viewer.data?.me?.roles.includes('P') ?? false;
  const body = (() => {
    if (signedIn && !viewer.data && !viewer.error) return <RouteLoading />;
    if (signedIn && patient) return <KioskFlow printerUrl={printerUrl} onFinish={() => void finish()} />;
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 520, mx: 'auto' }} data-testid="kiosk-identify">
        <Stack spacing={2}>
          <Typography variant="h4" component="h2">
            {t('kiosk.identify.title')}
          </Typography>
          <Typography color="text.secondary">{t('kiosk.identify.body')}</Typography>
          <SignInForm key={String(signedIn)} method="CPF" next={here} />
        </Stack>
      </Paper>
    );
  })();

  return (
    <>
      <AppBar position="static" elevation={0}>
        <Toolbar>
          <Typography variant="h6" component="h1" sx={{ flexGrow: 1 }} noWrap>
            {`${env.productName} · ${t('kiosk.title')}`}
          </Typography>
          {signedIn && patient && (
            <Button color="inherit" onClick={() => void finish()} data-testid="kiosk-not-me">
              {`${t('kiosk.signOutPrompt')} ${viewer.data?.me?.name ?? ''}`}
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
        {body}
      </Container>
    </>
  );
}
