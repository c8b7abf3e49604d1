import { Alert, Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { feedbackText } from '../../errors/error-feedback.mappers';
import { useMutationFeedback } from '../../errors/mutation-feedback.hook';
import { useT } from '../../i18n/locale.context';
import { PageTitle } from '../../layout/PageTitle';
import { SignOutButton } from '../../layout/SignOutButton';
import { AcceptTermsOfUseDocument } from './terms.documents';

type Props = { terms: { version: string; title: string; text: string }; onAccepted: () => Promise<unknown> };

/** The terms of use to read (a scrolling box the keyboard reaches), "Accept" and "Sign out": nothing else of the app. */
export function TermsScreen({ terms, onAccepted }: Props) {
  const t = useT();
  const [accept, { loading }, feedback] = useMutationFeedback(AcceptTermsOfUseDocument);
  const [reloading, setReloading] = useState(false);

  const handleAccept = async () => {
    const result = await accept({ variables: { version: terms.version } }).catch(() => null);
    if (!result?.data) return;
    setReloading(true);
    await onAccepted().finally(() => setReloading(false));
  };

  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 3, sm: 6 } }} data-testid="terms-gate">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Stack spacing={2}>
          <PageTitle>{terms.title}</PageTitle>
          <Typography color="text.secondary">{t('terms.lead')}</Typography>
          <Box
            tabIndex={0}
            role="region"
            aria-label={terms.title}
            data-testid="terms-text"
            sx={{
              maxHeight: { xs: '50vh', sm: '55vh' },
              overflowY: 'auto',
              whiteSpace: 'pre-line',
              p: 2,
              bgcolor: 'action.hover',
              borderRadius: 1,
            }}
          >
            {terms.text}
          </Box>
          <Typography variant="caption" color="text.secondary" data-testid="terms-version">
            {t('terms.version', { version: terms.version })}
          </Typography>
          {feedback && (
            <Alert severity="error" data-testid="terms-error">
              {feedbackText(feedback)}
            </Alert>
          )}
          <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <SignOutButton />
            <Button variant="contained" onClick={handleAccept} disabled={loading || reloading} data-testid="terms-accept">
              {t('terms.accept')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Container>
  );
}
