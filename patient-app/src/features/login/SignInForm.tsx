import { useMutation } from '@apollo/client/react';
import { Alert, Button, Stack } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { saveSession } from '../../auth/session';
import { feedbackFromError } from '../../errors/error-feedback.mappers';
import { graphql } from '../../gql';
import { useLocale, useT } from '../../i18n/locale.context';
import { PATHS } from '../../routing/paths.constants';
import { SignInField } from './SignInField';
import {
  type FieldErrors,
  SIGN_IN_FIELDS,
  type SignInFieldName,
  type SignInMethod,
  type SignInValues,
  validateSignIn,
} from './sign-in-form.util';

const SignInDocument = graphql(`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      ...SessionTokens
    }
  }
`);

/** The inputs of one sign-in method: checked here with the shared validators, then sent to signIn; then on to `next`. */
export function SignInForm({ method, next = PATHS.home }: { method: SignInMethod; next?: string }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const [signIn, { loading }] = useMutation(SignInDocument);
  const [values, setValues] = useState<SignInValues>({});
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const fields = SIGN_IN_FIELDS[method];

  const change = (name: SignInFieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setFieldErrors(({ [name]: _, ...others }) => others);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    const validation = validateSignIn(method, values, locale);
    setFieldErrors(validation.ok ? {} : validation.fieldErrors);
    if (!validation.ok) return;
    try {
      const { data } = await signIn({ variables: { input: validation.input } });
      if (data) saveSession(data.signIn);
      await navigate(next, { replace: true });
    } catch (error) {
      const feedback = feedbackFromError(error, locale);
      const unmatched = Object.entries(feedback.fieldErrors).filter(([field]) => !fields.includes(field as SignInFieldName));
      setFieldErrors(feedback.fieldErrors);
      setAlert(feedback.message ?? unmatched[0]?.[1] ?? null);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-busy={loading}>
      {alert && (
        <Alert severity="error" data-testid="sign-in-alert">
          {alert}
        </Alert>
      )}
      {fields.map((name, index) => (
        <SignInField
          key={name}
          name={name}
          value={values[name] ?? ''}
          error={fieldErrors[name]}
          onChange={(value) => change(name, value)}
          autoFocus={index === 0}
        />
      ))}
      <Button type="submit" variant="contained" size="large" loading={loading} fullWidth>
        {t('signIn.submit')}
      </Button>
    </Stack>
  );
}
