import { TextField } from '@mui/material';

type Props = {
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  helperText?: string;
  autoComplete: 'new-password' | 'current-password';
  onChange: (value: string) => void;
  autoFocus?: boolean;
};

/** A password input of the console's password forms, its error (or hint) underneath. */
export function PasswordTextField({ name, label, value, error, helperText, autoComplete, onChange, autoFocus }: Props) {
  return (
    <TextField
      id={`password-${name}`}
      name={name}
      type="password"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== undefined}
      helperText={error ?? helperText}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      required
      fullWidth
    />
  );
}
