import RefreshIcon from '@mui/icons-material/Refresh';
import { Button } from '@mui/material';
import { useT } from '../i18n/locale.context';
import { StatusScreen } from '../layout/StatusScreen';

/** Shown when a route chunk did not arrive in time or failed; Retry imports it again. */
export function RouteLoadRetry({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <StatusScreen
      testId="route-load-error"
      title={t('routeLoad.title')}
      body={t('routeLoad.body')}
      action={
        <Button variant="contained" startIcon={<RefreshIcon />} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
