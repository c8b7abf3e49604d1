import { useApolloClient } from '@apollo/client/react';
import { Alert, Button } from '@mui/material';
import { useLocale, useT } from '../i18n/locale.context';
import { feedbackFromError, feedbackText } from './error-feedback.mappers';

/**
 * A failed query as one alert: the server's translated message, or "server unreachable". Retry refetches every
 * query on screen, so the app bar recovers together with the page after an outage.
 */
export function ErrorAlert({ error }: { error: unknown }) {
  const t = useT();
  const locale = useLocale();
  const client = useApolloClient();
  const text = feedbackText(feedbackFromError(error, locale));
  const retry = () => void client.refetchObservableQueries().catch(() => undefined);
  return (
    <Alert
      severity="error"
      data-testid="error-alert"
      action={
        <Button color="inherit" size="small" onClick={retry}>
          {t('common.retry')}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
