import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { type Feedback, feedbackFromError } from '../../errors/error-feedback.mappers';
import { useLocale, useT } from '../../i18n/locale.context';
import { CancelReasonField } from './CancelReasonField';
import { useCancelReason } from './cancel-reason.hook';

type Props = {
  open: boolean;
  /** What is being cancelled, e.g. "Dr. House, Monday, June 15, 2:30 PM". */
  description: string;
  onClose: () => void;
  /** Cancels with the reason; rejects with the server's error. */
  onCancel: (reason: string) => Promise<unknown>;
};

/** SPEC §4: a free appointment is cancelled with a reason. The dialog asks for it and shows a refusal translated. */
export function CancelAppointmentDialog({ open, description, onClose, onCancel }: Props) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Feedback | null>(null);
  const reason = useCancelReason(error?.fieldErrors.reason);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = reason.take();
    if (text === null || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onCancel(text);
      reason.reset();
      onClose();
    } catch (failure) {
      setError(feedbackFromError(failure, locale));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate data-testid="cancel-dialog">
        <DialogTitle id={titleId}>{t('appointments.cancel.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>
          {error?.message && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="cancel-error">
              {error.message}
            </Alert>
          )}
          <CancelReasonField reason={reason} autoFocus />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('appointments.cancel.keep')}
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={busy} data-testid="cancel-confirm">
            {t('appointments.cancel.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
