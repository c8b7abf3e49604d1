import { TextField, type TextFieldProps } from '@mui/material';
import { useT } from '../../i18n/locale.context';
import type { ProfileForm } from './profile-form.hook';
import type { ProfileField } from './profile-form.util';

type Props = { form: ProfileForm; field: ProfileField } & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'>;

/** A field of the profile form: its label, value and change, its error (or hint) underneath. */
export function ProfileText({ form, field, helperText, ...props }: Props) {
  const t = useT();
  return (
    <TextField
      fullWidth
      name={field}
      id={`profile-${field}`}
      label={t(`profile.field.${field}`)}
      value={form.values[field]}
      onChange={(event) => form.change(field, event.target.value)}
      error={Boolean(form.errors[field])}
      helperText={form.errors[field] ?? helperText}
      {...props}
    />
  );
}
