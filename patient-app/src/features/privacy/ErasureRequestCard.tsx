import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { feedbackFromError, feedbackText } from '../../errors/error-feedback.mappers';
import { useLocale, useT } from '../../i18n/locale.context';
import { useCompanySetup } from '../../layout/company-setup.hook';
import { useDateFormat } from '../appointments/appointment-time.hook';
import { MyErasureRequestsDocument, RequestErasureDocument } from './privacy.documents';

/**
 * "Ask for erasure" (LGPD art. 18 VI): the request reaches the clinic, which anonymises the data that may go or refuses
 * with an answer; what the law keeps (the health record, 20 years) is said before asking. The patient's latest request
 * shows its state: asked on a date, then done or refused with the clinic's answer.
 */
export function ErasureRequestCard() {
  const t = useT();
  const locale = useLocale();
  const format = useDateFormat();
  const { timeZone } = useCompanySetup();
  const { data } = useQuery(MyErasureRequestsDocument, { fetchPolicy: 'network-only' });
  const [send, { loading }] = useMutation(RequestErasureDocument, { refetchQueries: [MyErasureRequestsDocument] });
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const own = data?.myErasureRequests.find((r) => r.personId === data.me?.personId) ?? null;
  const request = async () => {
    setConfirming(false);
    setError(null);
    try {
      await send();
    } catch (e) {
      setError(feedbackText(feedbackFromError(e, locale)) ?? '');
    }
  };
  const state = own && {
    severity: own.status === 'REFUSED' ? ('warning' as const) : own.status === 'DONE' ? ('success' as const) : ('info' as const),
    text:
      own.status === 'REQUESTED'
        ? t('privacy.erasure.requested', { date: format.dateTime(own.createdAt, timeZone) })
        : own.status === 'DONE'
          ? t('privacy.erasure.done', { date: format.dateTime(own.answeredAt ?? own.createdAt, timeZone) })
          : t('privacy.erasure.refused', { date: format.dateTime(own.answeredAt ?? own.createdAt, timeZone), answer: own.answer ?? '' }),
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
        {state && (
          <Alert severity={state.severity} role="status" data-testid="privacy-erasure-outcome" data-status={own.status}>
            {state.text}
          </Alert>
        )}
        {error && (
          <Alert severity="error" role="alert" data-testid="privacy-erasure-error">
            {error}
          </Alert>
        )}
        {own?.status !== 'REQUESTED' && (
          <Button
            variant="outlined"
            color="error"
            onClick={() => setConfirming(true)}
            loading={loading}
            sx={{ alignSelf: { sm: 'flex-start' } }}
            data-testid="privacy-erasure-ask"
          >
            {t('privacy.erasure.ask')}
          </Button>
        )}
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
