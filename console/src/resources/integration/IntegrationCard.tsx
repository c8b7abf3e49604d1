import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { SecretOnce } from './SecretOnce';

type Props = {
  /** The translation section: app.integrations.<section>.title, .help, .secret_once and .empty. */
  section: 'keys' | 'webhooks';
  /** A secret just created, shown once. */
  secret: string | null;
  secretTestId: string;
  formError: string | null;
  /** The form's input and its submit button. */
  input: ReactNode;
  action: { label: string; onClick: () => void; disabled: boolean };
  empty: boolean;
  /** The list (a table) when there is something to list. */
  children: ReactNode;
};

/** One card of the integrations page: title and help, the secret shown once, the create form, the list. */
export function IntegrationCard({ section, secret, secretTestId, formError, input, action, empty, children }: Props) {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6">{translate(`app.integrations.${section}.title`)}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(`app.integrations.${section}.help`)}
        </Typography>
        {secret && <SecretOnce label={`app.integrations.${section}.secret_once`} secret={secret} testId={secretTestId} />}
        {formError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {formError}
          </Alert>
        )}
        <Stack direction="row" spacing={2} alignItems="flex-start" sx={{ mb: 2 }}>
          {input}
          <Button variant="contained" onClick={action.onClick} disabled={action.disabled} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
            {action.label}
          </Button>
        </Stack>
        {empty ? <Typography color="text.secondary">{translate(`app.integrations.${section}.empty`)}</Typography> : children}
      </CardContent>
    </Card>
  );
}
