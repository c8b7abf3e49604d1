import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment } from '@mui/material';
import { useT } from '../../i18n/locale.context';

/** The eye at the end of a password input: shows the password typed, or hides it again. */
export function PasswordRevealAdornment({ revealed, onToggle }: { revealed: boolean; onToggle: () => void }) {
  const t = useT();
  return (
    <InputAdornment position="end">
      <IconButton edge="end" aria-label={t(revealed ? 'signIn.hidePassword' : 'signIn.showPassword')} onClick={onToggle}>
        {revealed ? <VisibilityOff /> : <Visibility />}
      </IconButton>
    </InputAdornment>
  );
}
