import { TextField } from '@mui/material';
import { CANCEL_REASON_MAX } from '@teleconsulta/schema';
import { useT } from '../../i18n/locale.context';
import type { CancelReason } from './cancel-reason.hook';

/** The cancellation's reason (required, up to CANCEL_REASON_MAX characters), its error under it. */
export function CancelReasonField({ reason, autoFocus }: { reason: CancelReason; autoFocus?: boolean }) {
  const t = useT();
  return (
    <TextField
      autoFocus={autoFocus}
      required
      fullWidth
      multiline
      minRows={2}
      name="reason"
      label={t('appointments.cancel.reason')}
      value={reason.value}
      onChange={(event) => reason.change(event.target.value)}
      error={Boolean(reason.error)}
      helperText={reason.error}
      slotProps={{ htmlInput: { maxLength: CANCEL_REASON_MAX } }}
    />
  );
}
