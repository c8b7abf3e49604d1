import { Alert, Paper, Stack, TextField } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { useT } from '../../i18n/locale.context';

type Props = {
  testId: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  heading: ReactNode;
  /** The refusal, above the inputs. */
  alert: string | null;
  /** The invited e-mail, shown read only (and offered to the password manager as the user name). */
  email: string;
  /** The form's own inputs and its button. */
  children: ReactNode;
};

/** The card an invitation is accepted with: its heading, the refusal, the invited e-mail, then the form's own inputs. */
export function InviteFormCard({ testId, onSubmit, heading, alert, email, children }: Props) {
  const t = useT();
  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={onSubmit} sx={{ p: { xs: 2, sm: 3 } }} data-testid={testId}>
      <Stack spacing={2.5}>
        {heading}
        {alert && (
          <Alert severity="error" role="alert" data-testid="invite-alert">
            {alert}
          </Alert>
        )}
        <TextField
          id="invite-email"
          label={t('invite.field.email')}
          value={email}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true }, input: { readOnly: true } }}
          autoComplete="username"
        />
        {children}
      </Stack>
    </Paper>
  );
}
