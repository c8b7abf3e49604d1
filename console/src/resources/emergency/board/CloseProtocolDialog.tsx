import { useMutation } from '@apollo/client';
import { TextField } from '@mui/material';
import { type Locale, translateIssues, ZEmergencyProtocolClose } from '@teleconsulta/schema';
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { CloseEmergencyProtocolDocument, type EmergencyProtocolRecord } from '../../../providers/emergency.documents';
import { toGatewayError } from '../../../providers/gateway-error';
import { ConfirmActionDialog } from '../../ConfirmActionDialog';

/** "Close protocol": asks the manager for the reason (required, as the service requires it) and confirms. */
export function CloseProtocolDialog({
  protocol,
  onClose,
  onClosed,
}: {
  protocol: EmergencyProtocolRecord;
  onClose: () => void;
  onClosed: (closed: EmergencyProtocolRecord) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [close, { loading }] = useMutation(CloseEmergencyProtocolDocument);

  const confirm = async () => {
    const checked = ZEmergencyProtocolClose.safeParse({ reason });
    if (!checked.success) {
      setFieldError(translateIssues(checked.error, locale as Locale)[0]?.message ?? null);
      return;
    }
    try {
      const { data } = await close({ variables: { id: protocol.id, reason: checked.data.reason } });
      if (data) onClosed(data.closeEmergencyProtocol);
      notify('app.emergency.board.closed', { type: 'info', messageArgs: { number: protocol.number } });
      onClose();
    } catch (error) {
      const failure = toGatewayError(error);
      const reasonIssue = failure.fields.find((f) => f.field === 'reason');
      if (reasonIssue) setFieldError(reasonIssue.message);
      else setFormError(translate(failure.message, { _: failure.message }));
    }
  };

  return (
    <ConfirmActionDialog
      titleId="close-protocol-title"
      title={translate('app.emergency.board.close_title', { number: protocol.number })}
      text={translate('app.emergency.board.close_confirm', { patient: protocol.patientName, queue: protocol.queueName })}
      error={formError}
      busy={loading}
      onClose={onClose}
      onConfirm={confirm}
      confirmLabel={translate('app.emergency.board.close_action')}
      confirmTestId="close-protocol-confirm"
    >
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={2}
        name="reason"
        label={translate('app.emergency.board.reason')}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          setFieldError(null);
        }}
        error={fieldError !== null}
        helperText={fieldError ?? ' '}
        required
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </ConfirmActionDialog>
  );
}
