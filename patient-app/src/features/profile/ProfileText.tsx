import { TextField, type TextFieldProps } from '@mui/material';
import { useT } from '../../i18n/locale.context';
import type { AddressForm } from './address-form.hook';
import type { AddressField } from './profile-form.util';

/** The fields with a label of their own (profile.field.*): a patient's profile and a professional's. */
export type LabelledField =
  | 'name'
  | 'cellPhone'
  | 'telephone'
  | 'mail'
  | 'bio'
  | 'zipCode'
  | 'street'
  | 'number'
  | 'complement'
  | 'neighborhood'
  | 'city'
  | 'region';

type Props<K extends LabelledField> = { form: AddressForm<K>; field: K | AddressField } & Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'error'
>;

/** A field of a profile form: its label, value and change, its error (or hint) underneath. */
export function ProfileText<K extends LabelledField>({ form, field, helperText, ...props }: Props<K>) {
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
