import { TextField, type TextFieldProps } from '@mui/material';

type Props = Omit<TextFieldProps, 'select' | 'onChange' | 'error'> & {
  onChange: (value: string) => void;
  /** The field's error: marks it and shows under it (unless `helperText` says otherwise). */
  error?: string | null;
};

/** A select (its options as children) that hands over the chosen value and shows its error underneath. */
export function SelectField({ onChange, error, helperText, ...props }: Props) {
  return (
    <TextField
      select
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={helperText ?? error}
      {...props}
    />
  );
}
