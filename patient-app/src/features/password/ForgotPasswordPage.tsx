import { useMutation } from '@apollo/client/react';
import { Alert, Button, Link, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { feedbackFromError } from '../../errors/error-feedback.mappers';
import { useLocale, useT } from '../../i18n/locale.context';
import { PATHS } from '../../routing/paths.constants';
import { PublicFormCard } from './PublicFormCard';
import { RequestPasswordResetDocument } from './password.documents';
import { checkResetRequest, type FieldErrors } from './password-form.util';

/**
 * /forgot-password: the e-mail of the account; the same answer whether or not an account has it (the link goes only
 * to an account's own address). A failure to send is told (SPEC §8 "A new password could not be sent").
 */
export default function ForgotPasswordPage() {
  const t = useT();
  const locale = useLocale();
  const [request, { loading }] = useMutation(RequestPasswordResetDocument);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    const checked = checkResetRequest(email, locale);
    setErrors(checked.ok ? {} : checked.fieldErrors);
    if (!checked.ok) return;
    try {
      await request({ variables: { input: checked.input } });
      setSentTo(checked.input.email);
    } catch (error) {
      const feedback = feedbackFromError(error, locale);
      setErrors(feedback.fieldErrors);
      setAlert(feedback.message ?? null);
    }
  };

  const back = (
    <Link component={RouterLink} to={PATHS.login} sx={{ alignSelf: 'center' }}>
      {t('password.backToSignIn')}
    </Link>
  );
  if (sentTo) {
    return (
      <PublicFormCard title={t('password.forgot.title')} testId="forgot-password-sent">
        <Alert severity="success" role="status">
          {t('password.forgot.sent', { email: sentTo })}
        </Alert>
        {back}
      </PublicFormCard>
    );
  }
  return (
    <PublicFormCard
      title={t('password.forgot.title')}
      intro={t('password.forgot.intro')}
      alert={alert}
      onSubmit={submit}
      testId="forgot-password"
    >
      <TextField
        id="forgot-email"
        name="email"
        type="email"
        label={t('password.field.email')}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setErrors({});
        }}
        error={errors.email !== undefined}
        helperText={errors.email}
        autoComplete="email"
        autoFocus
        required
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" loading={loading} fullWidth>
        {t('password.forgot.submit')}
      </Button>
      {back}
    </PublicFormCard>
  );
}
