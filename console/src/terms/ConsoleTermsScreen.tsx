import { useMutation } from '@apollo/client';
import { Alert, Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { toGatewayError } from '../providers/gateway-error';
import { ConsoleAcceptTermsDocument } from './terms.documents';

type Props = { terms: { version: string; title: string; text: string }; onAccepted: () => Promise<unknown> };

/** The terms of use to read (a scrolling box the keyboard reaches), "Accept" and "Sign out": nothing else of the console. */
export function ConsoleTermsScreen({ terms, onAccepted }: Props) {
  const translate = useTranslate();
  const logout = useLogout();
  const [accept, { loading }] = useMutation(ConsoleAcceptTermsDocument);
  const [failure, setFailure] = useState<string | null>(null);

  const handleAccept = async () => {
    setFailure(null);
    try {
      await accept({ variables: { version: terms.version } });
      await onAccepted();
    } catch (error) {
      const message = toGatewayError(error).message;
      setFailure(translate(message, { _: message }));
    }
  };

  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 3, sm: 6 } }} data-testid="terms-gate">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {terms.title}
          </Typography>
          <Typography color="text.secondary">{translate('app.terms.lead')}</Typography>
          <Box
            tabIndex={0}
            role="region"
            aria-label={terms.title}
            data-testid="terms-text"
            sx={{ maxHeight: '55vh', overflowY: 'auto', whiteSpace: 'pre-line', p: 2, bgcolor: 'action.hover', borderRadius: 1 }}
          >
            {terms.text}
          </Box>
          <Typography variant="caption" color="text.secondary" data-testid="terms-version">
            {translate('app.terms.version', { version: terms.version })}
          </Typography>
          {failure && (
            <Alert severity="error" data-testid="terms-error">
              {failure}
            </Alert>
          )}
          <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => logout()} data-testid="terms-sign-out">
              {translate('ra.auth.logout')}
            </Button>
            <Button variant="contained" onClick={handleAccept} disabled={loading} data-testid="terms-accept">
              {translate('app.terms.accept')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Container>
  );
}
