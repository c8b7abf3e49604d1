import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { saveSession } from '../../auth/session';
import { feedbackFromError } from '../../errors/error-feedback.mappers';
import { useLocale } from '../../i18n/locale.context';
import { ChangePasswordDocument } from './password.documents';
import { type ChangeValues, checkChange, type FieldErrors } from './password-form.util';

const EMPTY: ChangeValues = { currentPassword: '', password: '', passwordConfirm: '' };

/**
 * The change-password form: values, errors under each field, the alert, and whether it was done. The answer is a new
 * session for this device (every session ended, this one too): it replaces the stored tokens.
 */
export function useChangePassword(hasPassword: boolean) {
  const locale = useLocale();
  const [changePassword, { loading }] = useMutation(ChangePasswordDocument);
  const [values, setValues] = useState<ChangeValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const change = (field: keyof ChangeValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...others }) => others);
    setDone(false);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    const checked = checkChange(values, hasPassword, locale);
    setErrors(checked.ok ? {} : checked.fieldErrors);
    if (!checked.ok) return;
    try {
      const { data } = await changePassword({ variables: { input: checked.input } });
      if (data) saveSession(data.changePassword);
      setValues(EMPTY);
      setDone(true);
    } catch (error) {
      const feedback = feedbackFromError(error, locale);
      setErrors(feedback.fieldErrors);
      setAlert(feedback.message ?? null);
    }
  };
  return { values, errors, alert, done, change, submit, busy: loading };
}
