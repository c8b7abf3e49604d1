import { useMutation } from '@apollo/client';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { type Locale, translateIssues, ZIntegrationApiKeyInput } from '@teleconsulta/schema';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { toGatewayError } from '../../providers/gateway-error';
import { type ApiKeyRecord, CreateApiKeyDocument, RevokeApiKeyDocument } from './integrations.documents';
import { SecretOnce } from './SecretOnce';

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
  const date = (iso: string) => new Date(iso).toLocaleString(locale);

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
    <Card>
      <CardContent>
        <Typography variant="h6">{translate('app.integrations.keys.title')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.integrations.keys.help')}
        </Typography>
        {secret && <SecretOnce label="app.integrations.keys.secret_once" secret={secret} testId="api-key-secret" />}
        {formError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {formError}
          </Alert>
        )}
        <Stack direction="row" spacing={2} alignItems="flex-start" sx={{ mb: 2 }}>
          <TextField
            label={translate('app.integrations.keys.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={fieldError !== null}
            helperText={fieldError ?? ' '}
            size="small"
            inputProps={{ 'data-testid': 'api-key-name' }}
          />
          <Button variant="contained" onClick={() => void submit()} disabled={loading} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
            {translate('app.integrations.keys.create')}
          </Button>
        </Stack>
        {keys.length === 0 ? (
          <Typography color="text.secondary">{translate('app.integrations.keys.empty')}</Typography>
        ) : (
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
        )}
      </CardContent>
    </Card>
  );
}
