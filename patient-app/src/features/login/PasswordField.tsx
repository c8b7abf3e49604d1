import { TextField } from '@mui/material';
import { useState } from 'react';
import { PasswordRevealAdornment } from './PasswordRevealAdornment';

type Props = {
  /** The input's id is `${idPrefix}-${name}` (default invite-…). */
  idPrefix?: string;
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  helperText?: string;
  autoComplete: 'new-password' | 'current-password';
  onChange: (value: string) => void;
  autoFocus?: boolean;
};

/** A password input with show/hide, its error (or hint) underneath. */
export function PasswordField({ idPrefix = 'invite', name, label, value, error, helperText, autoComplete, onChange, autoFocus }: Props) {
  const [revealed, setRevealed] = useState(false);
  return (
    <TextField
      id={`${idPrefix}-${name}`}
      name={name}
      label={label}
      type={revealed ? 'text' : 'password'}
      autoComplete={autoComplete}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== undefined}
      helperText={error ?? helperText}
      autoFocus={autoFocus}
      required
      fullWidth
      slotProps={{ input: { endAdornment: <PasswordRevealAdornment revealed={revealed} onToggle={() => setRevealed(!revealed)} /> } }}
    />
  );
}
