import { useMutation } from '@apollo/client/react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { feedbackFromError, feedbackText } from '../../errors/error-feedback.mappers';
import { useLocale, useT } from '../../i18n/locale.context';
import { ErasureRequestDocument } from './privacy.documents';

/**
 * "Ask for erasure" (LGPD art. 18 VI): the request reaches the clinic as a message, in the patient's language, and the
 * clinic answers it in its inbox; what the law keeps (the health record, 20 years) is said before asking.
 */
export function ErasureRequestCard() {
  const t = useT();
  const locale = useLocale();
  const [send, { loading }] = useMutation(ErasureRequestDocument);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const request = async () => {
    setConfirming(false);
    try {
      await send({ variables: { input: { subject: t('privacy.erasure.subject'), body: t('privacy.erasure.message') } } });
      setOutcome({ ok: true, text: t('privacy.erasure.sent') });
    } catch (error) {
      setOutcome({ ok: false, text: feedbackText(feedbackFromError(error, locale)) ?? '' });
    }
  };
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="erasure-title"
      sx={{ p: { xs: 2, sm: 3 } }}
      data-testid="privacy-erasure"
    >
      <Stack spacing={2}>
        <Typography id="erasure-title" variant="h6" component="h2">
          {t('privacy.erasure.title')}
        </Typography>
        <Typography color="text.secondary">{t('privacy.erasure.body')}</Typography>
        {outcome && (
          <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'} data-testid="privacy-erasure-outcome">
            {outcome.text}
          </Alert>
        )}
        <Button
          variant="outlined"
          color="error"
          onClick={() => setConfirming(true)}
          loading={loading}
          sx={{ alignSelf: { sm: 'flex-start' } }}
        >
          {t('privacy.erasure.ask')}
        </Button>
      </Stack>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="erasure-title">
        <DialogContent>
          <DialogContentText>{t('privacy.erasure.confirm')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('privacy.erasure.cancel')}</Button>
          <Button variant="contained" color="error" onClick={() => void request()} data-testid="privacy-erasure-send">
            {t('privacy.erasure.send')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
