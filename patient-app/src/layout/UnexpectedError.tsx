import { Button } from '@mui/material';
import { errorText } from '@teleconsulta/schema';
import { useLocale, useT } from '../i18n/locale.context';
import { StatusScreen } from './StatusScreen';

/** The router's error element: anything a route threw that no screen handles. */
export function UnexpectedError() {
  const t = useT();
  const locale = useLocale();
  return (
    <StatusScreen
      testId="unexpected-error"
      title={errorText('INTERNAL', locale)}
      body={t('unexpected.body')}
      action={
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('unexpected.reload')}
        </Button>
      }
    />
  );
}
