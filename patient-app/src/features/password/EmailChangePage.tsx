import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { feedbackFromError } from '../../errors/error-feedback.mappers';
import { useLocale, useT } from '../../i18n/locale.context';
import { PageTitle } from '../../layout/PageTitle';
import { RouteLoading } from '../../routing/RouteLoading';
import { PasswordField } from '../login/PasswordField';
import { PasswordAccountDocument, RequestEmailChangeDocument } from './password.documents';
import { checkEmailChange, type FieldErrors } from './password-form.util';

/** /account/email: a new sign-in e-mail, confirmed by a link mailed to it (the old address is told). */
export default function EmailChangePage() {
  const { data, error } = useQuery(PasswordAccountDocument, { fetchPolicy: 'network-only' });
  if (error && !data) return <ErrorAlert error={error} />;
  if (!data?.me) return <RouteLoading />;
  return <EmailChangeForm email={data.me.email ?? null} hasPassword={data.me.hasPassword} />;
}

function EmailChangeForm({ email, hasPassword }: { email: string | null; hasPassword: boolean }) {
  const t = useT();
  const locale = useLocale();
  const [request, { loading }] = useMutation(RequestEmailChangeDocument);
  const [values, setValues] = useState({ email: '', currentPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const change = (field: 'email' | 'currentPassword', value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...others }) => others);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    const checked = checkEmailChange(values, hasPassword, locale);
    setErrors(checked.ok ? {} : checked.fieldErrors);
    if (!checked.ok) return;
    try {
      await request({ variables: { input: { email: checked.input.email, currentPassword: checked.input.currentPassword ?? null } } });
      setSentTo(checked.input.email);
      setValues({ email: '', currentPassword: '' });
    } catch (error) {
      const feedback = feedbackFromError(error, locale);
      setErrors(feedback.fieldErrors);
      setAlert(feedback.message ?? null);
    }
  };
  return (
    <Stack spacing={3} sx={{ maxWidth: 560 }}>
      <PageTitle>{t('email.change.title')}</PageTitle>
      <Paper variant="outlined" component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2, sm: 3 } }} data-testid="email-change">
        <Stack spacing={2.5}>
          <Typography data-testid="email-current">{email ? t('email.change.current', { email }) : t('email.change.none')}</Typography>
          <Typography color="text.secondary">{t('email.change.intro')}</Typography>
          {alert && <Alert severity="error">{alert}</Alert>}
          {sentTo && (
            <Alert severity="success" role="status" data-testid="email-change-sent">
              {t('email.change.sent', { email: sentTo })}
            </Alert>
          )}
          <TextField
            id="email-new"
            name="email"
            type="email"
            label={t('email.field.new')}
            value={values.email}
            onChange={(event) => change('email', event.target.value)}
            error={errors.email !== undefined}
            helperText={errors.email}
            autoComplete="email"
            required
            fullWidth
          />
          {hasPassword && (
            <PasswordField
              idPrefix="email"
              name="currentPassword"
              label={t('password.field.current')}
              value={values.currentPassword}
              error={errors.currentPassword}
              autoComplete="current-password"
              onChange={(value) => change('currentPassword', value)}
            />
          )}
          <Button type="submit" variant="contained" size="large" loading={loading} sx={{ alignSelf: { sm: 'flex-start' } }}>
            {t('email.change.submit')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
