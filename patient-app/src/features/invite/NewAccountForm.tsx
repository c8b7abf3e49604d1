import { useMutation } from '@apollo/client/react';
import { Alert, Box, Button, Checkbox, FormControlLabel, FormHelperText, Paper, Stack, TextField, Typography } from '@mui/material';
import { format, termText } from '@teleconsulta/schema';
import { type FormEvent, useState } from 'react';
import { saveSession } from '../../auth/session';
import { feedbackFromError } from '../../errors/error-feedback.mappers';
import { useLocale, useT } from '../../i18n/locale.context';
import type { Accepted } from './InviteAccepted';
import { AcceptInvitationDocument, InviteSignInDocument } from './invite.documents';
import { invitationPlaces, type NewAccountField, type NewAccountValues, validateNewAccount } from './invite.util';
import { PasswordField } from './PasswordField';

type Props = { token: string; email: string; onAccepted: (accepted: Accepted) => void };

/**
 * The invited e-mail has no account: the person creates it here with their own name and password (SPEC §5 rule and
 * confirmation) and accepts the terms of use; the membership is created with it. Patients and professionals are then
 * signed in to the clinic they joined.
 */
export function NewAccountForm({ token, email, onAccepted }: Props) {
  const t = useT();
  const locale = useLocale();
  const terms = termText('TERMS_OF_USE', locale);
  const [accept, accepting] = useMutation(AcceptInvitationDocument);
  const [signIn, signingIn] = useMutation(InviteSignInDocument);
  const [values, setValues] = useState<NewAccountValues>({ name: '', password: '', passwordConfirm: '', acceptTerms: false });
  const [errors, setErrors] = useState<Partial<Record<NewAccountField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);

  const change = <K extends keyof NewAccountValues>(key: K, value: NewAccountValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    const field: NewAccountField = key === 'acceptTerms' ? 'termsVersion' : (key as NewAccountField);
    setErrors(({ [field]: _, ...others }) => others);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    const checked = validateNewAccount(values, locale);
    setErrors(checked.ok ? {} : checked.fieldErrors);
    if (!checked.ok) return;
    try {
      const { data } = await accept({ variables: { token, input: checked.input } });
      if (!data) return;
      const joined = data.acceptStaffInvitation;
      let signedIn = false;
      if (invitationPlaces(joined.roles).app) {
        const session = await signIn({
          variables: { input: { method: 'EMAIL', email, password: checked.input.password, companyId: joined.companyId } },
        }).catch(() => null);
        if (session?.data) {
          saveSession(session.data.signIn);
          signedIn = true;
        }
      }
      onAccepted({ ...joined, signedIn });
    } catch (error) {
      const feedback = feedbackFromError(error, locale);
      setErrors(feedback.fieldErrors as Partial<Record<NewAccountField, string>>);
      setAlert(feedback.message ?? null);
    }
  };

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, sm: 3 } }} data-testid="invite-new-account">
      <Stack spacing={2.5}>
        <Box>
          <Typography variant="h6" component="h2">
            {t('invite.new.title')}
          </Typography>
          <Typography color="text.secondary">{t('invite.new.intro')}</Typography>
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
          slotProps={{ htmlInput: { readOnly: true }, input: { readOnly: true } }}
          autoComplete="username"
        />
        <TextField
          id="invite-name"
          name="name"
          label={t('invite.field.name')}
          value={values.name}
          onChange={(event) => change('name', event.target.value)}
          error={errors.name !== undefined}
          helperText={errors.name}
          autoComplete="name"
          autoFocus
          required
          fullWidth
        />
        <PasswordField
          name="password"
          label={t('invite.field.password')}
          value={values.password}
          error={errors.password}
          helperText={format('passwordRule', locale)}
          autoComplete="new-password"
          onChange={(value) => change('password', value)}
        />
        <PasswordField
          name="passwordConfirm"
          label={t('invite.field.passwordConfirm')}
          value={values.passwordConfirm}
          error={errors.passwordConfirm}
          autoComplete="new-password"
          onChange={(value) => change('passwordConfirm', value)}
        />
        <Box>
          <Typography variant="subtitle2" component="h3" id="invite-terms-title">
            {terms.title}
          </Typography>
          <Box
            tabIndex={0}
            aria-labelledby="invite-terms-title"
            data-testid="invite-terms"
            sx={{
              mt: 1,
              maxHeight: 160,
              overflowY: 'auto',
              whiteSpace: 'pre-line',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              p: 1.5,
              typography: 'body2',
              color: 'text.secondary',
            }}
          >
            {terms.text}
          </Box>
          <FormControlLabel
            sx={{ mt: 1 }}
            control={
              <Checkbox name="acceptTerms" checked={values.acceptTerms} onChange={(event) => change('acceptTerms', event.target.checked)} />
            }
            label={t('invite.terms.accept')}
          />
          {errors.termsVersion && <FormHelperText error>{errors.termsVersion}</FormHelperText>}
        </Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={accepting.loading || signingIn.loading}
          fullWidth
          data-testid="invite-create-account"
        >
          {t('invite.new.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
