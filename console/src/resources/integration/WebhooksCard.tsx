import { useLazyQuery, useMutation } from '@apollo/client';
import { Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { type Locale, translateIssues, ZWebhookEndpointInput } from '@teleconsulta/schema';
import { Fragment, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { toGatewayError } from '../../providers/gateway-error';
import { formatInstant } from '../local-date';
import { IntegrationCard } from './IntegrationCard';
import { CreateWebhookDocument, SetWebhookActiveDocument, WebhookAttemptsDocument, type WebhookRecord } from './integrations.documents';

/** The latest delivery attempts of one endpoint. */
function Attempts({ endpointId }: { endpointId: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [load, { data, called }] = useLazyQuery(WebhookAttemptsDocument, { fetchPolicy: 'network-only' });
  if (!called) {
    return (
      <Button size="small" onClick={() => void load({ variables: { endpointId } })}>
        {translate('app.integrations.webhooks.attempts')}
      </Button>
    );
  }
  const attempts = data?.webhookAttempts ?? [];
  if (data && attempts.length === 0) return <Typography variant="body2">{translate('app.integrations.webhooks.no_attempts')}</Typography>;
  return (
    <Stack spacing={0.5} data-testid="webhook-attempts">
      {attempts.map((a) => (
        <Typography key={a.id} variant="body2">
          {formatInstant(a.at, locale)} — {translate('app.integrations.webhooks.attempt', { sequence: a.sequence, attempt: a.attempt })}:{' '}
          {translate(a.delivered ? 'app.integrations.webhooks.delivered' : 'app.integrations.webhooks.failed')}
          {a.statusCode !== null ? ` (${a.statusCode})` : a.error ? ` (${a.error})` : ''}
        </Typography>
      ))}
    </Stack>
  );
}

/** The company's webhook endpoints: add one (its signing secret shown once), pause or resume, read the attempts. */
export function WebhooksCard({ endpoints, onChanged }: { endpoints: WebhookRecord[]; onChanged: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [url, setUrl] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateWebhookDocument);
  const [setActive] = useMutation(SetWebhookActiveDocument);

  const failed = (error: unknown) => {
    const failure = toGatewayError(error);
    const issue = failure.fields.find((f) => f.field === 'url');
    if (issue) setFieldError(issue.message);
    else setFormError(translate(failure.message, { _: failure.message }));
  };

  const submit = async () => {
    setFormError(null);
    const checked = ZWebhookEndpointInput.safeParse({ url });
    if (!checked.success) {
      setFieldError(translateIssues(checked.error, locale as Locale)[0]?.message ?? null);
      return;
    }
    setFieldError(null);
    try {
      const { data } = await create({ variables: { url: checked.data.url } });
      setSecret(data?.createWebhookEndpoint.secret ?? null);
      setUrl('');
      onChanged();
    } catch (error) {
      failed(error);
    }
  };

  const toggle = async (endpoint: WebhookRecord) => {
    try {
      await setActive({ variables: { id: endpoint.id, active: !endpoint.active } });
      onChanged();
    } catch (error) {
      failed(error);
    }
  };

  return (
    <IntegrationCard
      section="webhooks"
      secret={secret}
      secretTestId="webhook-secret"
      formError={formError}
      input={
        <TextField
          label={translate('app.integrations.webhooks.url')}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          error={fieldError !== null}
          helperText={fieldError ?? ' '}
          size="small"
          sx={{ minWidth: 360 }}
          inputProps={{ 'data-testid': 'webhook-url' }}
        />
      }
      action={{ label: translate('app.integrations.webhooks.add'), onClick: () => void submit(), disabled: loading }}
      empty={endpoints.length === 0}
    >
      <Table size="small" data-testid="webhooks">
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.integrations.webhooks.url')}</TableCell>
            <TableCell>{translate('app.integrations.webhooks.last_delivered')}</TableCell>
            <TableCell>{translate('app.integrations.webhooks.failures')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {endpoints.map((endpoint) => (
            <Fragment key={endpoint.id}>
              <TableRow data-webhook-url={endpoint.url}>
                <TableCell>
                  <code>{endpoint.url}</code>
                  <Typography variant="caption" display="block" data-testid="webhook-status">
                    {translate(endpoint.active ? 'app.integrations.webhooks.active' : 'app.integrations.webhooks.paused')}
                  </Typography>
                </TableCell>
                <TableCell>{endpoint.lastDeliveredSequence}</TableCell>
                <TableCell>{endpoint.failures}</TableCell>
                <TableCell align="right">
                  <Button size="small" onClick={() => void toggle(endpoint)}>
                    {translate(endpoint.active ? 'app.integrations.webhooks.pause' : 'app.integrations.webhooks.resume')}
                  </Button>
                </TableCell>
              </TableRow>
              <TableRow>
                <TableCell colSpan={4}>
                  <Attempts endpointId={endpoint.id} />
                </TableCell>
              </TableRow>
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </IntegrationCard>
  );
}
