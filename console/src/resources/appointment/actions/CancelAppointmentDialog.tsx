import { useMutation } from '@apollo/client';
import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AppointmentRecord } from '../../../providers/appointment.documents';
import { ConfirmActionDialog } from '../../ConfirmActionDialog';
import { actionFailure } from './action-failure';
import { CancelAppointmentDocument } from './reception.documents';
import { CANCEL_REASON_MAX } from './reception.rules';

const t = (key: string) => `resources.appointments.actions.cancel.${key}`;

/**
 * "Cancel appointment": asks first, with the reason (required). A paid appointment says that its refund opens next;
 * `onCancelled` then tells the user and opens it.
 */
export function CancelAppointmentDialog({
  appointment,
  onClose,
  onCancelled,
}: {
  appointment: AppointmentRecord;
  onClose: () => void;
  onCancelled: () => Promise<unknown>;
}) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [cancel, { loading }] = useMutation(CancelAppointmentDocument);
  const paid = appointment.status === 'PAID';

  const confirm = async () => {
    const trimmed = reason.trim();
    if (trimmed === '') {
      setReasonError(translate(t('errors.reason_required')));
      return;
    }
    setFormError(null);
    try {
      await cancel({ variables: { id: appointment.id, reason: trimmed } });
      await onCancelled();
    } catch (error) {
      const failure = actionFailure(error, translate, { reason: 'reason' });
      setReasonError(failure.fields.reason ?? null);
      setFormError(failure.form);
    }
  };

  return (
    <ConfirmActionDialog
      titleId="cancel-appointment-title"
      title={translate(t('title'), { protocol: appointment.protocol })}
      text={[translate(t('content')), paid ? translate(t('content_paid')) : ''].filter(Boolean).join(' ')}
      error={formError}
      errorTestId="cancel-error"
      busy={loading}
      onClose={onClose}
      onConfirm={confirm}
      confirmLabel={translate(t('confirm'))}
      confirmTestId="cancel-confirm"
    >
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={2}
        required
        name="reason"
        label={translate(t('reason'))}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setReasonError(null);
        }}
        error={reasonError !== null}
        helperText={reasonError ?? ' '}
        slotProps={{ htmlInput: { maxLength: CANCEL_REASON_MAX, 'data-testid': 'cancel-reason' } }}
      />
    </ConfirmActionDialog>
  );
}
