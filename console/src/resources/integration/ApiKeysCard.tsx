import { useMutation } from '@apollo/client';
import { Button, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material';
import { type Locale, translateIssues, ZIntegrationApiKeyInput } from '@teleconsulta/schema';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { toGatewayError } from '../../providers/gateway-error';
import { formatInstant } from '../local-date';
import { IntegrationCard } from './IntegrationCard';
import { type ApiKeyRecord, CreateApiKeyDocument, RevokeApiKeyDocument } from './integrations.documents';

/** The company's API keys: create one (its secret shown once), list them, revoke one. */
export function ApiKeysCard({ keys, onChanged }: { keys: ApiKeyRecord[]; onChanged: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateApiKeyDocument);
  const [revoke] = useMutation(RevokeApiKeyDocument);
  const date = (iso: string) => formatInstant(iso, locale);

  const submit = async () => {
    setFormError(null);
    const checked = ZIntegrationApiKeyInput.safeParse({ name });
    if (!checked.success) {
      setFieldError(translateIssues(checked.error, locale as Locale)[0]?.message ?? null);
      return;
    }
    setFieldError(null);
    try {
      const { data } = await create({ variables: { name: checked.data.name } });
      setSecret(data?.createIntegrationApiKey.secret ?? null);
      setName('');
      onChanged();
    } catch (error) {
      const failure = toGatewayError(error);
      const issue = failure.fields.find((f) => f.field === 'name');
      if (issue) setFieldError(issue.message);
      else setFormError(translate(failure.message, { _: failure.message }));
    }
  };

  const revokeKey = async (key: ApiKeyRecord) => {
    if (!window.confirm(translate('app.integrations.keys.revoke_confirm', { name: key.name }))) return;
    try {
      await revoke({ variables: { id: key.id } });
      onChanged();
    } catch (error) {
      const failure = toGatewayError(error);
      setFormError(translate(failure.message, { _: failure.message }));
    }
  };

  return (
    <IntegrationCard
      section="keys"
      secret={secret}
      secretTestId="api-key-secret"
      formError={formError}
      input={
        <TextField
          label={translate('app.integrations.keys.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={fieldError !== null}
          helperText={fieldError ?? ' '}
          size="small"
          inputProps={{ 'data-testid': 'api-key-name' }}
        />
      }
      action={{ label: translate('app.integrations.keys.create'), onClick: () => void submit(), disabled: loading }}
      empty={keys.length === 0}
    >
      <Table size="small" data-testid="api-keys">
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.integrations.keys.name')}</TableCell>
            <TableCell>{translate('app.integrations.keys.prefix')}</TableCell>
            <TableCell>{translate('app.integrations.keys.created')}</TableCell>
            <TableCell>{translate('app.integrations.keys.status')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {keys.map((key) => (
            <TableRow key={key.id} data-key-name={key.name}>
              <TableCell>{key.name}</TableCell>
              <TableCell>
                <code>{key.prefix}…</code>
              </TableCell>
              <TableCell>{date(key.createdAt)}</TableCell>
              <TableCell data-testid="api-key-status">
                {translate(key.revokedAt ? 'app.integrations.keys.revoked' : 'app.integrations.keys.active')}
              </TableCell>
              <TableCell align="right">
                {!key.revokedAt && (
                  <Button color="error" size="small" onClick={() => void revokeKey(key)}>
                    {translate('app.integrations.keys.revoke')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </IntegrationCard>
  );
}
