import { type FormEvent, useState } from 'react';
import { feedbackFromError } from '../../errors/error-feedback.mappers';
import type { PersonInput } from '../../gql/graphql';
import { useLocale } from '../../i18n/locale.context';
import { checkDependent, type DependentErrors, type DependentField, type DependentValues } from './dependent-form.util';

/**
 * The dependent form's state: values, the message under each field (checked here first, then the server's refusal),
 * the alert for anything else, and the save in progress. `save` sends the checked input; it throws when refused.
 */
export function useDependentForm(initial: DependentValues, save: (input: PersonInput) => Promise<unknown>) {
  const locale = useLocale();
  const [values, setValues] = useState<DependentValues>(initial);
  const [errors, setErrors] = useState<DependentErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (field: DependentField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...others }) => others);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setAlert(null);
    const checked = checkDependent(values, locale);
    setErrors(checked.ok ? {} : checked.fieldErrors);
    if (!checked.ok) return;
    setBusy(true);
    try {
      await save(checked.input);
    } catch (error) {
      const feedback = feedbackFromError(error, locale);
      setErrors(feedback.fieldErrors as DependentErrors);
      setAlert(feedback.message);
    } finally {
      setBusy(false);
    }
  };
  return { values, errors, alert, busy, change, submit };
}

export type DependentFormModel = ReturnType<typeof useDependentForm>;
