import { TextField } from '@mui/material';
import { useState } from 'react';
import { PasswordRevealAdornment } from '../login/PasswordRevealAdornment';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helperText?: string;
  testId: string;
  autoFocus?: boolean;
};

/** The A1 certificate's password, with the eye that shows it (never remembered by the browser as a sign-in). */
export function CertificatePasswordField({ id, label, value, onChange, error, helperText, testId, autoFocus }: Props) {
  const [revealed, setRevealed] = useState(false);
  return (
    <TextField
      id={id}
      name={id}
      label={label}
      type={revealed ? 'text' : 'password'}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error ?? helperText}
      autoComplete="new-password"
      autoFocus={autoFocus}
      fullWidth
      slotProps={{
        input: { endAdornment: <PasswordRevealAdornment revealed={revealed} onToggle={() => setRevealed(!revealed)} /> },
        htmlInput: { maxLength: 200, 'data-testid': testId },
      }}
    />
  );
}
