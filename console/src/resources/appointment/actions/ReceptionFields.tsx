import { Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { AppointmentRecord } from '../../../providers/appointment.documents';
import { formatInstant } from '../appointment.format';
import { useAppointmentReception } from './use-appointment-reception';

/** When the reception marked the patient as arrived, in the clinic's time zone ("Not yet" before). */
export const ArrivedAtField = (_props: { source: 'arrivedAt'; label?: string }) => {
  const record = useRecordContext<AppointmentRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { reception } = useAppointmentReception(record?.id);
  if (!record) return null;
  // "—" until the reception's view is read; "Not yet" when it says no one marked the arrival.
  const fresh = reception?.id === record.id ? reception : null;
  const text = !fresh
    ? '—'
    : fresh.arrivedAt
      ? formatInstant(fresh.arrivedAt, record.timeZone, locale)
      : translate('resources.appointments.actions.not_arrived');
  return (
    <Typography variant="body2" component="span" data-testid="appointment-arrived-at">
      {text}
    </Typography>
  );
};

/** The assistant physician (SPEC §3 medical_assistent), as the reception assigned them. */
export const AssistantPhysicianField = (_props: { source: 'assistantPhysician'; label?: string }) => {
  const record = useRecordContext<AppointmentRecord>();
  const { reception } = useAppointmentReception(record?.id);
  if (!record) return null;
  const fresh = reception?.id === record.id ? reception : null;
  const name = fresh ? (fresh.assistantPhysician?.name ?? null) : record.medicalAssistentName;
  return (
    <Typography variant="body2" component="span" data-testid="appointment-assistant">
      {name ?? '—'}
    </Typography>
  );
};
