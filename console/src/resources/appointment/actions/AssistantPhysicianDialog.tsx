import { useMutation, useQuery } from '@apollo/client';
import { Button, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { AppointmentRecord } from '../../../providers/appointment.documents';
import { ConfirmActionDialog } from '../../ConfirmActionDialog';
import { actionFailure } from './action-failure';
import { AssignAssistantPhysicianDocument, ReceptionProfessionalsDocument } from './reception.documents';

const t = (key: string) => `resources.appointments.actions.assistant.${key}`;

/**
 * "Assistant physician": one of the company's active professionals (not the appointment's own), or — when one is
 * assigned — remove them (`assignAssistantPhysician(id, null)`).
 */
export function AssistantPhysicianDialog({
  appointment,
  current,
  onClose,
  onDone,
}: {
  appointment: AppointmentRecord;
  /** The assistant physician assigned now, if any. */
  current: { id: string; name: string } | null;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [professionalId, setProfessionalId] = useState(current?.id ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { data } = useQuery(ReceptionProfessionalsDocument, { fetchPolicy: 'cache-first' });
  const [assign, { loading }] = useMutation(AssignAssistantPhysicianDocument);
  const options = (data?.professionals.items ?? []).filter((p) => p.id !== appointment.doctorId);
  // The current assistant stays choosable while the list loads (or when inactive since).
  if (current && !options.some((p) => p.id === current.id)) options.unshift(current);

  const send = async (id: string | null) => {
    setFormError(null);
    try {
      await assign({ variables: { id: appointment.id, professionalId: id } });
      notify(t(id ? 'assigned' : 'removed'), { type: 'success' });
      onClose();
      await onDone();
    } catch (error) {
      const failure = actionFailure(error, translate, { professionalId: 'professionalId' });
      setFieldError(failure.fields.professionalId ?? null);
      setFormError(failure.form);
    }
  };

  const confirm = () => {
    if (!professionalId) {
      setFieldError(translate(t('errors.professional_required')));
      return;
    }
    void send(professionalId);
  };

  return (
    <ConfirmActionDialog
      tone="primary"
      titleId="assistant-title"
      title={translate(t('title'), { protocol: appointment.protocol })}
      text={translate(t('content'))}
      error={formError}
      errorTestId="assistant-error"
      busy={loading}
      onClose={onClose}
      onConfirm={confirm}
      confirmLabel={translate(t('confirm'))}
      confirmTestId="assistant-confirm"
      extraAction={
        current ? (
          <Button color="error" onClick={() => void send(null)} disabled={loading} data-testid="assistant-remove" sx={{ mr: 'auto' }}>
            {translate(t('remove'))}
          </Button>
        ) : null
      }
    >
      <TextField
        select
        fullWidth
        required
        name="professionalId"
        label={translate(t('professional'))}
        value={professionalId}
        onChange={(event) => {
          setProfessionalId(event.target.value);
          setFieldError(null);
        }}
        error={fieldError !== null}
        helperText={fieldError ?? (data && options.length === 0 ? translate(t('none')) : ' ')}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'assistant-select' } as object } }}
      >
        {options.map((p) => (
          <MenuItem key={p.id} value={p.id} data-testid="assistant-option">
            {p.name}
          </MenuItem>
        ))}
      </TextField>
    </ConfirmActionDialog>
  );
}
