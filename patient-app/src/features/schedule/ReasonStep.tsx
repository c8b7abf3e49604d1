import { TextField } from '@mui/material';
import { APPOINTMENT_REASON_MAX } from '@teleconsulta/schema';
import { useT } from '../../i18n/locale.context';

/** The main complaint (SPEC §3 reason), in the patient's words; it can still be changed before the attendance. */
export function ReasonStep({ value, onChange }: { value: string; onChange: (reason: string) => void }) {
  const t = useT();
  return (
    <TextField
      name="reason"
      label={t('schedule.reason.label')}
      helperText={t('schedule.reason.hint', { count: value.length, max: APPOINTMENT_REASON_MAX })}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      multiline
      minRows={4}
      fullWidth
      slotProps={{ htmlInput: { maxLength: APPOINTMENT_REASON_MAX } }}
    />
  );
}
