import { useQuery } from '@apollo/client/react';
import { MenuItem } from '@mui/material';
import { useT } from '../../i18n/locale.context';
import { SelectField } from '../../layout/SelectField';
import { MessageAppointmentsDocument } from './messages.documents';

type Props = {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** Only the professionals who attend this person (whom the message is about); null: all the patient reaches. */
  patientId: string | null;
};

/**
 * Whom a new message is for: the clinic, or a professional who attends the person it is about: the professionals of
 * that person's appointments, each once. The services refuse anyone else.
 */
export function AddresseeField({ value, onChange, error, patientId }: Props) {
  const t = useT();
  const { data } = useQuery(MessageAppointmentsDocument, { fetchPolicy: 'cache-and-network' });
  const professionals = new Map<string, string>();
  for (const a of data?.appointments.items ?? [])
    if (a.doctorId && a.professionalName && (!patientId || a.patientId === patientId)) professionals.set(a.doctorId, a.professionalName);
  return (
    <SelectField
      name="professionalId"
      label={t('messages.form.to')}
      value={value}
      onChange={onChange}
      error={error}
      helperText={error ?? t('messages.form.toHint')}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'message-addressee' } }}
    >
      <MenuItem value="">{t('messages.form.toClinic')}</MenuItem>
      {[...professionals].map(([id, name]) => (
        <MenuItem key={id} value={id} data-testid="message-addressee-option">
          {name}
        </MenuItem>
      ))}
    </SelectField>
  );
}
