import { Alert, Button, Container } from '@mui/material';
import { errorText } from '@teleconsulta/schema';
import { useLocale, useT } from '../../i18n/locale.context';

/** SPEC §8 "Navigation Error" (kiosk): a kiosk page that failed to load or render, with a way back to its start. */
export function KioskNavigationError() {
  const t = useT();
  const locale = useLocale();
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Alert
        severity="error"
        data-testid="kiosk-navigation-error"
        action={
          <Button color="inherit" onClick={() => window.location.assign(window.location.pathname)}>
            {t('common.retry')}
          </Button>
        }
      >
        {errorText('NAVIGATION_ERROR', locale)}
      </Alert>
    </Container>
  );
}
