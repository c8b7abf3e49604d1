import { useMutation } from '@apollo/client/react';
import { Alert, Box, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { fieldLabel, format } from '@teleconsulta/schema';
import { type FormEvent, useState } from 'react';
import { saveSession } from '../../auth/session';
import { env } from '../../env';
import { feedbackFromError } from '../../errors/error-feedback.mappers';
import { useLocale, useT } from '../../i18n/locale.context';
import type { Accepted } from './InviteAccepted';
import { AcceptInvitationDocument, InviteSignInDocument, InviteSignOutDocument } from './invite.documents';
import { invitationPlaces } from './invite.util';
import { PasswordField } from './PasswordField';

type Props = { token: string; email: string; onAccepted: (accepted: Accepted) => void };

/**
 * The invited e-mail has an account: the person signs in as that e-mail (the ordinary sign-in, with its throttle),
 * the invitation is accepted with that session, and patients and professionals are signed in to the clinic they
 * joined. The first session only proves who accepts: it is signed out afterwards.
 */
export function SignInToAccept({ token, email, onAccepted }: Props) {
  const t = useT();
  const locale = useLocale();
  const [signIn] = useMutation(InviteSignInDocument);
  const [accept] = useMutation(AcceptInvitationDocument);
  const [signOut] = useMutation(InviteSignOutDocument);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    if (password === '') {
      setError(format('required', locale, fieldLabel('password', locale)));
      return;
    }
    setBusy(true);
    let proof: { accessToken: string; refreshToken: string } | null = null;
    try {
      proof = (await signIn({ variables: { input: { method: 'EMAIL', email, password } } })).data?.signIn ?? null;
      if (!proof) return;
      const { data } = await accept({
        variables: { token, input: null },
        context: { headers: { Authorization: `Bearer ${proof.accessToken}` } },
      });
      if (!data) return;
      const joined = data.acceptStaffInvitation;
      let signedIn = false;
      if (invitationPlaces(joined.roles).app) {
        const session = await signIn({ variables: { input: { method: 'EMAIL', email, password, companyId: joined.companyId } } }).catch(
          () => null,
        );
        if (session?.data) {
          saveSession(session.data.signIn);
          signedIn = true;
        }
      }
      onAccepted({ ...joined, signedIn });
    } catch (failure) {
      const feedback = feedbackFromError(failure, locale);
      setAlert(feedback.message ?? Object.values(feedback.fieldErrors)[0] ?? null);
    } finally {
      if (proof) await signOut({ variables: { refreshToken: proof.refreshToken } }).catch(() => undefined);
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, sm: 3 } }} data-testid="invite-sign-in">
      <Stack spacing={2.5}>
        <Box>
          <Typography variant="h6" component="h2">
            {t('invite.existing.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ wordBreak: 'break-word' }}>
            {t('invite.existing.intro', { product: env.productName, email })}
          </Typography>
        </Box>
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
          autoComplete="username"
          slotProps={{ htmlInput: { readOnly: true }, input: { readOnly: true } }}
        />
        <PasswordField
          name="password"
          label={t('invite.field.password')}
          value={password}
          error={error}
          autoComplete="current-password"
          autoFocus
          onChange={(value) => {
            setPassword(value);
            setError(undefined);
          }}
        />
        <Button type="submit" variant="contained" size="large" loading={busy} fullWidth data-testid="invite-sign-in-accept">
          {t('invite.existing.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
