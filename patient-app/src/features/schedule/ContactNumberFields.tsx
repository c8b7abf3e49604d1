import { Stack, TextField } from '@mui/material';
import { useT } from '../../i18n/locale.context';

type ContactField = 'countryCode' | 'contactNumber';

type Props = {
  values: Record<ContactField, string>;
  onChange: (field: ContactField, value: string) => void;
  /** The server's messages by input name; the hint shows under the number while it has none. */
  errors: Partial<Record<ContactField, string>> | undefined;
  hint: string;
  required?: boolean;
};

/** The contact number of a request to the clinic: its country code (+55 by default) and the number itself. */
export function ContactNumberFields({ values, onChange, errors, hint, required }: Props) {
  const t = useT();
  return (
    <Stack direction="row" spacing={2}>
      <TextField
        required={required}
        name="countryCode"
        label={t('schedule.request.countryCode')}
        value={values.countryCode}
        onChange={(event) => onChange('countryCode', event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 }, input: { startAdornment: <span aria-hidden>+</span> } }}
        error={Boolean(errors?.countryCode)}
        helperText={errors?.countryCode}
        sx={{ width: 120, flexShrink: 0 }}
      />
      <TextField
        required={required}
        fullWidth
        name="contactNumber"
        type="tel"
        autoComplete="tel-national"
        label={t('schedule.request.contactNumber')}
        value={values.contactNumber}
        onChange={(event) => onChange('contactNumber', event.target.value)}
        error={Boolean(errors?.contactNumber)}
        helperText={errors?.contactNumber ?? hint}
      />
    </Stack>
  );
}
