import { Alert, Button, Link } from '@mui/material';
import { checkForm, format, type Locale, ZPasswordReset } from '@teleconsulta/schema';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PasswordTextField } from './PasswordTextField';
import { PublicPasswordCard } from './PublicPasswordCard';
import { ConsoleResetPasswordDocument } from './password.documents';
import { usePasswordForm } from './password-form';

/** #/reset-password/:token, the mailed link: the new password and its confirmation; a used or expired link offers a new one. */
export const ResetPasswordPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const token = useParams().token ?? '';
  const [done, setDone] = useState(false);
  const form = usePasswordForm({
    document: ConsoleResetPasswordDocument,
    check: (values, at) => checkForm(ZPasswordReset, { token, password: values.password, passwordConfirm: values.passwordConfirm }, at),
    initial: { password: '', passwordConfirm: '' },
    onDone: () => setDone(true),
  });
  if (done) {
    return (
      <PublicPasswordCard title={translate('app.password.reset_title')} testId="reset-password-done">
        <Alert severity="success" role="status">
          {translate('app.password.reset_done')}
        </Alert>
        <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
          {translate('app.password.sign_in')}
        </Button>
      </PublicPasswordCard>
    );
  }
  const linkGone = form.alert?.code === 'PASSWORD_RESET_INVALID' || form.errors.token !== undefined;
  return (
    <PublicPasswordCard
      title={translate('app.password.reset_title')}
      intro={translate('app.password.reset_intro')}
      alert={form.alert?.text ?? form.errors.token}
      onSubmit={form.submit}
      testId="reset-password"
    >
      {linkGone && (
        <Alert severity="info">
          <Link component={RouterLink} to="/forgot-password" data-testid="reset-ask-again">
            {translate('app.password.ask_again')}
          </Link>
        </Alert>
      )}
      <PasswordTextField
        name="password"
        label={translate('app.password.new')}
        value={form.values.password ?? ''}
        error={form.errors.password}
        helperText={format('passwordRule', locale as Locale)}
        autoComplete="new-password"
        onChange={(value) => form.change('password', value)}
        autoFocus
      />
      <PasswordTextField
        name="passwordConfirm"
        label={translate('app.password.confirm')}
        value={form.values.passwordConfirm ?? ''}
        error={form.errors.passwordConfirm}
        autoComplete="new-password"
        onChange={(value) => form.change('passwordConfirm', value)}
      />
      <Button type="submit" variant="contained" size="large" loading={form.busy} fullWidth>
        {translate('app.password.reset_submit')}
      </Button>
      <Link component={RouterLink} to="/login" sx={{ alignSelf: 'center' }}>
        {translate('app.password.back_to_sign_in')}
      </Link>
    </PublicPasswordCard>
  );
};
