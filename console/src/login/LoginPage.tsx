import { Link, Stack, Typography } from '@mui/material';
import { LocalesMenuButton, Login, LoginForm, PasswordInput, required, TextInput, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/** E-mail and password sign-in (the gateway's signIn with method EMAIL), with the language switcher. */
export const LoginPage = () => {
  const translate = useTranslate();
  return (
    <Login>
      <Typography component="h1" variant="h6" align="center">
        {translate('app.title')}
      </Typography>
      <LoginForm>
        <TextInput autoFocus source="email" type="email" autoComplete="email" label="ra.auth.email" validate={required()} />
        <PasswordInput source="password" autoComplete="current-password" label="ra.auth.password" validate={required()} />
      </LoginForm>
      <Stack direction="row" justifyContent="center">
        <Link component={RouterLink} to="/forgot-password" data-testid="forgot-password-link">
          {translate('app.password.forgot_link')}
        </Link>
      </Stack>
      <Stack direction="row" justifyContent="center" sx={{ pb: 1 }}>
        <LocalesMenuButton />
      </Stack>
    </Login>
  );
};
