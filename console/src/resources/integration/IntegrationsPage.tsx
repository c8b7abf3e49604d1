import { useQuery } from '@apollo/client';
import { Alert, Stack } from '@mui/material';
import { Loading, Title, useTranslate } from 'react-admin';
import { toGatewayError } from '../../providers/gateway-error';
import { ApiKeysCard } from './ApiKeysCard';
import { IntegrationsDocument } from './integrations.documents';
import { WebhooksCard } from './WebhooksCard';

/** Integrations (issue 7): the company's API keys for the realtime API and its signed webhook endpoints. */
export default function IntegrationsPage() {
  const translate = useTranslate();
  const { data, loading, error, refetch } = useQuery(IntegrationsDocument, { fetchPolicy: 'network-only' });
  const reload = () => void refetch();
  if (loading && !data) return <Loading />;
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('app.integrations.title')} />
      {error && <Alert severity="error">{translate(toGatewayError(error).message, { _: toGatewayError(error).message })}</Alert>}
      <ApiKeysCard keys={data?.integrationApiKeys ?? []} onChanged={reload} />
      <WebhooksCard endpoints={data?.webhookEndpoints ?? []} onChanged={reload} />
    </Stack>
  );
}
