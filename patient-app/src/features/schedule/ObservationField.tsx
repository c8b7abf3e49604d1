import { TextField } from '@mui/material';
import { useT } from '../../i18n/locale.context';

type Props = { value: string; onChange: (value: string) => void; error: string | undefined; minRows: number };

/** The patient's free observation on a request to the clinic (up to 1,000 characters). */
export function ObservationField({ value, onChange, error, minRows }: Props) {
  const t = useT();
  return (
    <TextField
      multiline
      minRows={minRows}
      name="observation"
      label={t('schedule.request.observation')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { maxLength: 1000 } }}
      error={Boolean(error)}
      helperText={error}
    />
  );
}
