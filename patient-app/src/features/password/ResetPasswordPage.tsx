import { useMutation } from '@apollo/client/react';
import { Alert, Button, Link, Stack } from '@mui/material';
import { format } from '@teleconsulta/schema';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { clearSession } from '../../auth/session';
import { errorCodeOf, feedbackFromError } from '../../errors/error-feedback.mappers';
import { useLocale, useT } from '../../i18n/locale.context';
import { PATHS } from '../../routing/paths.constants';
import { PasswordField } from '../login/PasswordField';
import { PublicFormCard } from './PublicFormCard';
import { ResetPasswordDocument } from './password.documents';
import { checkReset, type FieldErrors } from './password-form.util';

/**
 * /reset-password/:token, the mailed link: a new password and its confirmation (SPEC §5). Every session of the account
 * ends, this browser's too. A used or expired link says so and offers a new one.
 */
export default function ResetPasswordPage() {
  const t = useT();
  const locale = useLocale();
  const token = useParams().token ?? '';
  const [reset, { loading }] = useMutation(ResetPasswordDocument);
  const [values, setValues] = useState({ password: '', passwordConfirm: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<{ text: string; linkGone: boolean } | null>(null);
  const [done, setDone] = useState(false);

  const change = (field: 'password' | 'passwordConfirm', value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...others }) => others);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    const checked = checkReset({ token, ...values }, locale);
    const { token: tokenError, ...fieldErrors } = checked.ok ? {} : checked.fieldErrors;
    setErrors(fieldErrors);
    if (tokenError) setAlert({ text: tokenError, linkGone: true });
    if (!checked.ok) return;
    try {
      await reset({ variables: { input: checked.input } });
      clearSession();
      setDone(true);
    } catch (error) {
      const feedback = feedbackFromError(error, locale);
      setErrors(feedback.fieldErrors);
      if (feedback.message) setAlert({ text: feedback.message, linkGone: errorCodeOf(error) === 'PASSWORD_RESET_INVALID' });
    }
  };

  if (done) {
    return (
      <PublicFormCard title={t('password.reset.title')} testId="reset-password-done">
        <Alert severity="success" role="status">
          {t('password.reset.done')}
        </Alert>
        <Button component={RouterLink} to={PATHS.login} variant="contained" size="large" fullWidth>
          {t('password.reset.signIn')}
        </Button>
      </PublicFormCard>
    );
  }
  return (
    <PublicFormCard
      title={t('password.reset.title')}
      intro={t('password.reset.intro')}
      alert={alert?.text}
      onSubmit={submit}
      testId="reset-password"
    >
      {alert?.linkGone && (
        <Alert severity="info" sx={{ mt: -1 }}>
          <Link component={RouterLink} to={PATHS.forgotPassword} data-testid="reset-ask-again">
            {t('password.reset.askAgain')}
          </Link>
        </Alert>
      )}
      <PasswordField
        idPrefix="reset"
        name="password"
        label={t('password.field.new')}
        value={values.password}
        error={errors.password}
        helperText={format('passwordRule', locale)}
        autoComplete="new-password"
        onChange={(value) => change('password', value)}
        autoFocus
      />
      <PasswordField
        idPrefix="reset"
        name="passwordConfirm"
        label={t('password.field.confirm')}
        value={values.passwordConfirm}
        error={errors.passwordConfirm}
        autoComplete="new-password"
        onChange={(value) => change('passwordConfirm', value)}
      />
      <Stack spacing={1.5}>
        <Button type="submit" variant="contained" size="large" loading={loading} fullWidth>
          {t('password.reset.submit')}
        </Button>
        <Link component={RouterLink} to={PATHS.login} sx={{ alignSelf: 'center' }}>
          {t('password.backToSignIn')}
        </Link>
      </Stack>
    </PublicFormCard>
  );
}
