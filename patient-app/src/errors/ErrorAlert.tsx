import { useApolloClient } from '@apollo/client/react';
import { Alert, Button } from '@mui/material';
import { errorText } from '@teleconsulta/schema';
import { useNavigate } from 'react-router-dom';
import { useLocale, useT } from '../i18n/locale.context';
import { PATHS } from '../routing/paths.constants';
import { feedbackFromError, feedbackText, isNotFoundError } from './error-feedback.mappers';

/**
 * A failed query as one alert: the server's translated message, or "server unreachable". Retry refetches every
 * query on screen, so the app bar recovers together with the page after an outage. A record that does not exist (or an
 * id no record can have) is "not found" with the way back instead: retrying cannot help.
 */
export function ErrorAlert({ error }: { error: unknown }) {
  const t = useT();
  const locale = useLocale();
  const client = useApolloClient();
  const navigate = useNavigate();
  if (isNotFoundError(error)) {
    const back = () => (window.history.length > 1 ? navigate(-1) : navigate(PATHS.home));
    return (
      <Alert
        severity="warning"
        data-testid="not-found-alert"
        action={
          <Button color="inherit" size="small" onClick={() => void back()}>
            {t('common.back')}
          </Button>
        }
      >
        {errorText('NOT_FOUND', locale)}
      </Alert>
    );
  }
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
