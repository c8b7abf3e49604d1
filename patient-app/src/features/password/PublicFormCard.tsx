import { Alert, Container, Paper, Stack, Typography } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { env } from '../../env';

type Props = {
  title: string;
  intro?: string;
  /** The refusal, above the inputs. */
  alert?: string | null;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  testId: string;
  children: ReactNode;
};

/** A signed-out page's form (forgot password, the link's new password), framed like the sign-in page. */
export function PublicFormCard({ title, intro, alert, onSubmit, testId, children }: Props) {
  return (
    <Container component="main" maxWidth="xs" sx={{ py: { xs: 4, sm: 8 } }}>
      <Typography variant="h5" component="p" color="primary" sx={{ textAlign: 'center', fontWeight: 700, mb: 3 }}>
        {env.productName}
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
    </Container>
  );
}
