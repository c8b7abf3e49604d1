import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { useState } from 'react';
import { useT } from '../../i18n/locale.context';

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

/** A password input with show/hide, its error (or hint) underneath. */
export function PasswordField({ name, label, value, error, helperText, autoComplete, onChange, autoFocus }: Props) {
  const t = useT();
  const [revealed, setRevealed] = useState(false);
  return (
    <TextField
      id={`invite-${name}`}
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
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={t(revealed ? 'signIn.hidePassword' : 'signIn.showPassword')}
                onClick={() => setRevealed(!revealed)}
              >
                {revealed ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
