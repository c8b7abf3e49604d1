import { useQuery } from '@apollo/client/react';
import { MenuItem } from '@mui/material';
import { useT } from '../../i18n/locale.context';
import { SelectField } from '../../layout/SelectField';
import { useDateFormat } from '../appointments/appointment-time.hook';
import { MessageAppointmentsDocument } from './messages.documents';

type Props = {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** Only the appointments of this person (whom the message is about); null: all the patient reaches. */
  patientId: string | null;
};

/** The optional appointment a new message is about: one of the appointments of the person it is about. */
export function AppointmentLinkField({ value, onChange, error, patientId }: Props) {
  const t = useT();
  const format = useDateFormat();
  const { data, loading } = useQuery(MessageAppointmentsDocument, { fetchPolicy: 'cache-and-network' });
  const appointments = (data?.appointments.items ?? []).filter((a) => !patientId || a.patientId === patientId);
  return (
    <SelectField
      name="appointment"
      label={t('messages.form.appointment')}
      value={value}
      onChange={onChange}
      error={error}
      helperText={error ?? (loading && !data ? t('common.loading') : t('messages.form.appointmentHint'))}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'message-appointment' } }}
    >
      <MenuItem value="">{t('messages.form.noAppointment')}</MenuItem>
      {appointments.map((a) => (
        <MenuItem key={a.id} value={a.id} data-testid="message-appointment-option" sx={{ whiteSpace: 'normal' }}>
          {t('messages.form.appointmentOption', {
            protocol: a.protocol,
            when: format.dateTime(a.startsAt, a.timeZone),
            who: [a.professionalName, a.patientName].filter(Boolean).join(' · '),
          })}
        </MenuItem>
      ))}
    </SelectField>
  );
}
