import { type FormEvent, useState } from 'react';
import { feedbackFromError } from '../../errors/error-feedback.mappers';
import { useMutationFeedback } from '../../errors/mutation-feedback.hook';
import { useLocale, useT } from '../../i18n/locale.context';
import { type CepOutcome, useCepLookup } from './cep-lookup.hook';
import { UpdateMyProfileDocument } from './profile.documents';
import {
  checkProfile,
  isCompleteCep,
  maskCep,
  maskPhone,
  type ProfileErrors,
  type ProfileField,
  type ProfileValues,
  toProfileValues,
  withFoundAddress,
} from './profile-form.util';

const MASKS: Partial<Record<ProfileField, (value: string) => string>> = { cellPhone: maskPhone, telephone: maskPhone, zipCode: maskCep };

/**
 * The profile form: values, errors under each field, the alert, the CEP lookup's state and whether it was saved. A
 * complete CEP fills street, district, city and state (still editable); an unknown one is an error under the CEP; a
 * failed lookup says so (SPEC §8) and leaves the address to be typed. Nothing is saved while a field has an error.
 */
export function useProfileForm(personId: string, initial: ProfileValues) {
  const locale = useLocale();
  const t = useT();
  const [save, { loading }] = useMutationFeedback(UpdateMyProfileDocument);
  const cep = useCepLookup();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [cepAlert, setCepAlert] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const clearError = (field: ProfileField) => setErrors(({ [field]: _, ...others }) => others);
  const applyCep = (outcome: CepOutcome | null) => {
    if (!outcome) return;
    if (outcome.kind === 'found') {
      setValues((current) => withFoundAddress(current, outcome.address));
      setErrors(({ street: _s, neighborhood: _n, city: _c, region: _r, ...others }) => others);
    } else if (outcome.kind === 'unknown') setErrors((current) => ({ ...current, zipCode: t('profile.cep.unknown') }));
    else if (outcome.feedback.fieldErrors.cep) setErrors((current) => ({ ...current, zipCode: outcome.feedback.fieldErrors.cep }));
    else setCepAlert(outcome.feedback.message);
  };

  const change = (field: ProfileField, typed: string) => {
    const value = MASKS[field]?.(typed) ?? typed;
    setValues((current) => ({ ...current, [field]: value, ...(field === 'region' && current.region !== value ? { city: '' } : {}) }));
    clearError(field);
    setDone(false);
    if (field !== 'zipCode' || value === values.zipCode) return;
    setCepAlert(null);
    if (isCompleteCep(value)) void cep.lookup(value).then(applyCep);
    else cep.cancel();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    setDone(false);
    const checked = checkProfile(values, locale);
    setErrors(checked.ok ? {} : checked.fieldErrors);
    if (!checked.ok) return;
    try {
      const { data } = await save({ variables: { personId, input: checked.input } });
      if (data) setValues(toProfileValues(data.updateMyProfile));
      setDone(true);
    } catch (error) {
      const feedback = feedbackFromError(error, locale);
      setErrors(feedback.fieldErrors);
      setAlert(feedback.message);
    }
  };
  return { values, errors, alert, cepAlert, done, change, submit, busy: loading, looking: cep.looking };
}

export type ProfileForm = ReturnType<typeof useProfileForm>;
