import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { CANCEL_REASON_MAX, fieldLabel, format } from '@teleconsulta/schema';
import { type FormEvent, useId, useState } from 'react';
import { feedbackFromError } from '../../errors/error-feedback.mappers';
import { useLocale, useT } from '../../i18n/locale.context';

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
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ReturnType<typeof feedbackFromError> | null>(null);
  const [tried, setTried] = useState(false);
  const missing = reason.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (missing || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onCancel(reason.trim());
      setReason('');
      setTried(false);
      onClose();
    } catch (failure) {
      setError(feedbackFromError(failure, locale));
    } finally {
      setBusy(false);
    }
  };

  const fieldError = error?.fieldErrors.reason ?? (tried && missing ? format('required', locale, fieldLabel('reason', locale)) : undefined);
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
          <TextField
            autoFocus
            required
            fullWidth
            multiline
            minRows={2}
            name="reason"
            label={t('appointments.cancel.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(fieldError)}
            helperText={fieldError}
            slotProps={{ htmlInput: { maxLength: CANCEL_REASON_MAX } }}
          />
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
