import { useQuery } from '@apollo/client';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { checkWithCurrentPassword, format, type Locale, ZPasswordChange } from '@teleconsulta/schema';
import { useState } from 'react';
import { Loading, Title, useLocaleState, useTranslate } from 'react-admin';
import { createSessionStore } from '../providers/session.store';
import { PasswordTextField } from './PasswordTextField';
import { ConsoleChangePasswordDocument, ConsolePasswordAccountDocument } from './password.documents';
import { usePasswordForm } from './password-form';

/** #/account/password: the signed-in user's new password; every other session ends and this one gets new tokens. */
export const ChangePasswordPage = () => {
  const { data } = useQuery(ConsolePasswordAccountDocument, { fetchPolicy: 'network-only' });
  if (!data?.me) return <Loading />;
  return <ChangePasswordForm hasPassword={data.me.hasPassword} />;
};

const ChangePasswordForm = ({ hasPassword }: { hasPassword: boolean }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [done, setDone] = useState(false);
  const form = usePasswordForm({
    document: ConsoleChangePasswordDocument,
    check: (values, at) => checkWithCurrentPassword(ZPasswordChange, { currentPassword: '', ...values }, hasPassword, at),
    initial: { currentPassword: '', password: '', passwordConfirm: '' },
    onDone: (answer) => {
      createSessionStore(localStorage).save(answer.changePassword);
      setDone(true);
    },
  });
  const field = (name: 'currentPassword' | 'password' | 'passwordConfirm', label: string, hint?: string) => (
    <PasswordTextField
      name={name}
      label={translate(label)}
      value={form.values[name] ?? ''}
      error={form.errors[name]}
      helperText={hint}
      autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
      onChange={(value) => {
        setDone(false);
        form.change(name, value);
      }}
    />
  );
  return (
    <Card sx={{ mt: 2, maxWidth: 560 }} component="form" noValidate onSubmit={form.submit} data-testid="change-password">
      <Title title="app.password.change_title" />
      <CardContent>
        <Stack spacing={2.5}>
          <Typography variant="h5" component="h2">
            {translate('app.password.change_title')}
          </Typography>
          <Typography color="text.secondary">
            {translate(hasPassword ? 'app.password.change_intro' : 'app.password.change_intro_set')}
          </Typography>
          {form.alert && <Alert severity="error">{form.alert.text}</Alert>}
          {done && (
            <Alert severity="success" role="status" data-testid="change-password-done">
              {translate('app.password.change_done')}
            </Alert>
          )}
          {hasPassword && field('currentPassword', 'app.password.current')}
          {field('password', 'app.password.new', format('passwordRule', locale as Locale))}
          {field('passwordConfirm', 'app.password.confirm')}
          <Button type="submit" variant="contained" loading={form.busy} sx={{ alignSelf: 'flex-start' }}>
            {translate('app.password.change_submit')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
