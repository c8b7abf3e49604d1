import { useMutation } from '@apollo/client';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { AppointmentRecord } from '../../../providers/appointment.documents';
import { ConfirmActionDialog } from '../../ConfirmActionDialog';
import { actionFailure } from './action-failure';
import { MarkNoShowDocument } from './reception.documents';

const t = (key: string) => `resources.appointments.actions.no_show.${key}`;

/** "Mark no-show": a final status, so it asks first (`changeAppointmentStatus(id, NO_SHOW)`). */
export function NoShowDialog({
  appointment,
  onClose,
  onDone,
}: {
  appointment: AppointmentRecord;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [formError, setFormError] = useState<string | null>(null);
  const [markNoShow, { loading }] = useMutation(MarkNoShowDocument);

  const confirm = async () => {
    setFormError(null);
    try {
      await markNoShow({ variables: { id: appointment.id } });
      notify(t('done'), { type: 'success' });
      onClose();
      await onDone();
    } catch (error) {
      setFormError(actionFailure(error, translate).form);
    }
  };

  return (
    <ConfirmActionDialog
      titleId="no-show-title"
      title={translate(t('title'), { protocol: appointment.protocol })}
      text={translate(t('content'))}
      error={formError}
      errorTestId="no-show-error"
      busy={loading}
      onClose={onClose}
      onConfirm={confirm}
      confirmLabel={translate(t('confirm'))}
      confirmTestId="no-show-confirm"
    >
      {null}
    </ConfirmActionDialog>
  );
}
