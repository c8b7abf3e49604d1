import { TextField, type TextFieldProps } from '@mui/material';
import { useState } from 'react';
import { useT } from '../../i18n/locale.context';
import { DateInput } from '../../layout/DateInput';
import { maskCns, maskCpf } from './document-mask.util';
import { PasswordRevealAdornment } from './PasswordRevealAdornment';
import type { SignInFieldName } from './sign-in-form.util';

type Props = { name: SignInFieldName; value: string; error: string | undefined; onChange: (value: string) => void; autoFocus: boolean };

const numeric = { htmlInput: { inputMode: 'numeric' } } as const;

/** Per input: type, autofill hint, keyboard and mask. */
const INPUTS: Record<SignInFieldName, { props: TextFieldProps; mask?: (value: string) => string }> = {
  email: { props: { type: 'email', autoComplete: 'username' } },
  password: { props: { autoComplete: 'current-password' } },
  cpf: { props: { autoComplete: 'off', placeholder: '000.000.000-00', slotProps: numeric }, mask: maskCpf },
  cns: { props: { autoComplete: 'off', placeholder: '000 0000 0000 0000', slotProps: numeric }, mask: maskCns },
  // birthDate: a DateInput (below), typed in the language's order
  birthDate: { props: {} },
};

/** One sign-in input with a stable id, name and label, and its error underneath. */
export function SignInField({ name, value, error, onChange, autoFocus }: Props) {
  const t = useT();
  const [revealed, setRevealed] = useState(false);
  const { props, mask } = INPUTS[name];
  if (name === 'birthDate')
    return (
      <DateInput
        id={`sign-in-${name}`}
        name={name}
        label={t(`signIn.field.${name}` as const)}
        value={value}
        onChange={onChange}
        error={error}
        autoFocus={autoFocus}
        openTo="year"
        disableFuture
        required
        fullWidth
      />
    );
  const passwordProps: TextFieldProps = {
    type: revealed ? 'text' : 'password',
    slotProps: { input: { endAdornment: <PasswordRevealAdornment revealed={revealed} onToggle={() => setRevealed(!revealed)} /> } },
  };
  return (
    <TextField
      {...props}
      {...(name === 'password' ? passwordProps : {})}
      id={`sign-in-${name}`}
      name={name}
      label={t(`signIn.field.${name}` as const)}
      value={value}
      onChange={(event) => onChange(mask ? mask(event.target.value) : event.target.value)}
      error={error !== undefined}
      helperText={error}
      autoFocus={autoFocus}
      required
      fullWidth
    />
  );
}
