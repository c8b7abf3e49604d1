import { Alert, Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** A secret the API returns once: shown until the page changes, with a copy button. */
export function SecretOnce({ label, secret, testId }: { label: string; secret: string; testId: string }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid={testId}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate(label)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box component="code" sx={{ wordBreak: 'break-all', fontSize: 14 }} data-testid={`${testId}-value`}>
          {secret}
        </Box>
        <Button
          size="small"
          onClick={() => {
            void navigator.clipboard?.writeText(secret).then(
              () => setCopied(true),
              () => undefined,
            );
          }}
        >
          {translate(copied ? 'app.integrations.copied' : 'app.integrations.copy')}
        </Button>
      </Box>
    </Alert>
  );
}
