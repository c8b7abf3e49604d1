import { useQuery } from '@apollo/client/react';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { format } from '@teleconsulta/schema';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { useLocale, useT } from '../../i18n/locale.context';
import { PageTitle } from '../../layout/PageTitle';
import { RouteLoading } from '../../routing/RouteLoading';
import { PasswordField } from '../login/PasswordField';
import { useChangePassword } from './change-password.hook';
import { PasswordAccountDocument } from './password.documents';

/**
 * /account/password: the signed-in user's new password. The current one is asked when the account has one; a person
 * who signs in by CPF or CNS and never had one sets it here. Every other device is signed out.
 */
export default function ChangePasswordPage() {
  const t = useT();
  const { data, error } = useQuery(PasswordAccountDocument, { fetchPolicy: 'network-only' });
  if (error && !data) return <ErrorAlert error={error} />;
  if (!data?.me) return <RouteLoading />;
  return <ChangePasswordForm hasPassword={data.me.hasPassword} title={t('password.change.title')} />;
}

function ChangePasswordForm({ hasPassword, title }: { hasPassword: boolean; title: string }) {
  const t = useT();
  const locale = useLocale();
  const form = useChangePassword(hasPassword);
  return (
    <Stack spacing={3} sx={{ maxWidth: 560 }}>
      <PageTitle>{title}</PageTitle>
      <Paper
        variant="outlined"
        component="form"
        noValidate
        onSubmit={form.submit}
        sx={{ p: { xs: 2, sm: 3 } }}
        data-testid="change-password"
      >
        <Stack spacing={2.5}>
          <Typography color="text.secondary">{t(hasPassword ? 'password.change.intro' : 'password.change.introSet')}</Typography>
          {form.alert && (
            <Alert severity="error" role="alert">
              {form.alert}
            </Alert>
          )}
          {form.done && (
            <Alert severity="success" role="status" data-testid="change-password-done">
              {t('password.change.done')}
            </Alert>
          )}
          {hasPassword && (
            <PasswordField
              idPrefix="change"
              name="currentPassword"
              label={t('password.field.current')}
              value={form.values.currentPassword}
              error={form.errors.currentPassword}
              autoComplete="current-password"
              onChange={(value) => form.change('currentPassword', value)}
            />
          )}
          <PasswordField
            idPrefix="change"
            name="password"
            label={t('password.field.new')}
            value={form.values.password}
            error={form.errors.password}
            helperText={format('passwordRule', locale)}
            autoComplete="new-password"
            onChange={(value) => form.change('password', value)}
          />
          <PasswordField
            idPrefix="change"
            name="passwordConfirm"
            label={t('password.field.confirm')}
            value={form.values.passwordConfirm}
            error={form.errors.passwordConfirm}
            autoComplete="new-password"
            onChange={(value) => form.change('passwordConfirm', value)}
          />
          <Button type="submit" variant="contained" size="large" loading={form.busy} sx={{ alignSelf: { sm: 'flex-start' } }}>
            {t('password.change.submit')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
