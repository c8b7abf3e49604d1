import { useMutation } from '@apollo/client';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { type Locale, translateIssues, ZEmergencyProtocolClose } from '@teleconsulta/schema';
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { CloseEmergencyProtocolDocument, type EmergencyProtocolRecord } from '../../../providers/emergency.documents';
import { toGatewayError } from '../../../providers/gateway-error';

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
    <Dialog open onClose={loading ? undefined : onClose} aria-labelledby="close-protocol-title" fullWidth maxWidth="sm">
      <DialogTitle id="close-protocol-title">{translate('app.emergency.board.close_title', { number: protocol.number })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {translate('app.emergency.board.close_confirm', { patient: protocol.patientName, queue: protocol.queueName })}
        </DialogContentText>
        {formError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {formError}
          </Alert>
        )}
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
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          {translate('ra.action.cancel')}
        </Button>
        <Button onClick={confirm} disabled={loading} color="error" variant="contained" data-testid="close-protocol-confirm">
          {translate('app.emergency.board.close_action')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
