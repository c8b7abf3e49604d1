import type { Locale } from '@teleconsulta/schema';
import { type FormEvent, useState } from 'react';
import { feedbackFromError } from '../../errors/error-feedback.mappers';
import { useLocale, useT } from '../../i18n/locale.context';
import { type CepOutcome, useCepLookup } from './cep-lookup.hook';
import { type AddressField, isCompleteCep, maskCep, maskPhone, withFoundAddress } from './profile-form.util';

type Checked<I, K extends string> = { ok: true; input: I } | { ok: false; fieldErrors: Partial<Record<K, string>> };

export type AddressFormOptions<K extends string, I> = {
  initial: Record<K | AddressField, string>;
  /** The shared rules (SPEC §5 messages) over the values. */
  check: (values: Record<K | AddressField, string>, locale: Locale) => Checked<I, K | AddressField>;
  /** Saves the checked input; answers the stored record's values (null: keep the form's). */
  save: (input: I) => Promise<Record<K | AddressField, string> | null>;
};

const MASKS: Record<string, (value: string) => string> = { cellPhone: maskPhone, telephone: maskPhone, zipCode: maskCep };

/**
 * A form with an address by CEP (a patient's profile, a professional's office): values, errors under each field, the
 * alert, the lookup's state and whether it was saved. A complete CEP fills street, district, city and state (still
 * editable); an unknown one is an error under the CEP; a failed lookup says so (SPEC §8) and leaves the address to be
 * typed. Nothing is saved while a field has an error.
 */
export function useAddressForm<K extends string, I>({ initial, check, save }: AddressFormOptions<K, I>) {
  type F = K | AddressField;
  const locale = useLocale();
  const t = useT();
  const cep = useCepLookup();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [cepAlert, setCepAlert] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const without = (...fields: F[]) =>
    setErrors(
      (current) => Object.fromEntries(Object.entries(current).filter(([k]) => !fields.includes(k as F))) as Partial<Record<F, string>>,
    );
  const applyCep = (outcome: CepOutcome | null) => {
    if (!outcome) return;
    if (outcome.kind === 'found') {
      setValues((current) => withFoundAddress(current, outcome.address));
      without('street', 'neighborhood', 'city', 'region');
    } else if (outcome.kind === 'unknown') setErrors((current) => ({ ...current, zipCode: t('profile.cep.unknown') }));
    else if (outcome.feedback.fieldErrors.cep) setErrors((current) => ({ ...current, zipCode: outcome.feedback.fieldErrors.cep }));
    else setCepAlert(outcome.feedback.message);
  };

  const change = (field: F, typed: string) => {
    const value = MASKS[field]?.(typed) ?? typed;
    setValues((current) => ({ ...current, [field]: value, ...(field === 'region' && current.region !== value ? { city: '' } : {}) }));
    without(field);
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
    const checked = check(values, locale);
    setErrors(checked.ok ? {} : checked.fieldErrors);
    if (!checked.ok) return;
    setBusy(true);
    try {
      const stored = await save(checked.input);
      if (stored) setValues(stored);
      setDone(true);
    } catch (error) {
      const feedback = feedbackFromError(error, locale);
      setErrors(feedback.fieldErrors as Partial<Record<F, string>>);
      setAlert(feedback.message);
    } finally {
      setBusy(false);
    }
  };
  return { values, errors, alert, cepAlert, done, change, submit, busy, looking: cep.looking };
}

/** What the address fields and the labelled inputs read of a form. */
export type AddressForm<K extends string> = {
  values: Record<K | AddressField, string>;
  errors: Partial<Record<K | AddressField, string>>;
  change: (field: K | AddressField, value: string) => void;
  cepAlert: string | null;
  looking: boolean;
};
