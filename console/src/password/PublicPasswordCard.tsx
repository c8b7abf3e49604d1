import { Alert, Container, Paper, Stack, Typography } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { LocalesMenuButton, useTranslate } from 'react-admin';

type Props = {
  title: string;
  intro?: string;
  alert?: string | null;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  testId: string;
  children: ReactNode;
};

/** A signed-out page of the console (forgot password, the link's new password), framed like its sign-in page. */
export function PublicPasswordCard({ title, intro, alert, onSubmit, testId, children }: Props) {
  const translate = useTranslate();
  return (
    <Container component="main" maxWidth="xs" sx={{ py: { xs: 4, sm: 8 } }}>
      <Typography variant="h6" component="p" align="center" color="primary" sx={{ mb: 2 }}>
        {translate('app.title')}
      </Typography>
      <Paper variant="outlined" component="form" noValidate onSubmit={onSubmit} sx={{ p: { xs: 2.5, sm: 4 } }} data-testid={testId}>
        <Stack spacing={2.5}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {intro && <Typography color="text.secondary">{intro}</Typography>}
          {alert && (
            <Alert severity="error" role="alert" data-testid="password-alert">
              {alert}
            </Alert>
          )}
          {children}
        </Stack>
      </Paper>
      <Stack direction="row" sx={{ justifyContent: 'center', mt: 1 }}>
        <LocalesMenuButton />
      </Stack>
    </Container>
  );
}
