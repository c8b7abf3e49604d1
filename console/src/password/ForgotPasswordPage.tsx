import { Alert, Button, Link, TextField } from '@mui/material';
import { checkForm, ZPasswordResetRequest } from '@teleconsulta/schema';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { PublicPasswordCard } from './PublicPasswordCard';
import { ConsoleRequestPasswordResetDocument } from './password.documents';
import { usePasswordForm } from './password-form';

/** #/forgot-password: a link to set a new password, mailed to the account's own address; one answer for every e-mail. */
export const ForgotPasswordPage = () => {
  const translate = useTranslate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = usePasswordForm({
    document: ConsoleRequestPasswordResetDocument,
    check: (values, locale) => checkForm(ZPasswordResetRequest, { email: values.email, app: 'CONSOLE' }, locale),
    initial: { email: '' },
    onDone: (_data, input) => setSentTo(input.email),
  });
  const back = (
    <Link component={RouterLink} to="/login" sx={{ alignSelf: 'center' }}>
      {translate('app.password.back_to_sign_in')}
    </Link>
  );
  if (sentTo) {
    return (
      <PublicPasswordCard title={translate('app.password.forgot_title')} testId="forgot-password-sent">
        <Alert severity="success" role="status">
          {translate('app.password.forgot_sent', { email: sentTo })}
        </Alert>
        {back}
      </PublicPasswordCard>
    );
  }
  return (
    <PublicPasswordCard
      title={translate('app.password.forgot_title')}
      intro={translate('app.password.forgot_intro')}
      alert={form.alert?.text}
      onSubmit={form.submit}
      testId="forgot-password"
    >
      <TextField
        id="forgot-email"
        name="email"
        type="email"
        label={translate('app.password.email')}
        value={form.values.email}
        onChange={(event) => form.change('email', event.target.value)}
        error={form.errors.email !== undefined}
        helperText={form.errors.email}
        autoComplete="email"
        autoFocus
        required
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" loading={form.busy} fullWidth>
        {translate('app.password.forgot_submit')}
      </Button>
      {back}
    </PublicPasswordCard>
  );
};
