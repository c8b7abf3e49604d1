import { Alert } from '@mui/material';
import { errorText } from '@teleconsulta/schema';
import { useLocale } from '../../i18n/locale.context';

/** SPEC §8 "Access Denied", for a screen the signed-in user may not open. */
export function AccessDenied() {
  const locale = useLocale();
  return (
    <Alert severity="warning" data-testid="access-denied" role="alert">
      {errorText('ACCESS_DENIED', locale)}
    </Alert>
  );
}
