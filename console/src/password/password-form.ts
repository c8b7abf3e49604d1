import { useMutation } from '@apollo/client';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Locale } from '@teleconsulta/schema';
import { type FormEvent, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { toGatewayError } from '../providers/gateway-error';

type Values = Record<string, string>;
type Checked<TInput> = { ok: true; input: TInput } | { ok: false; fieldErrors: Record<string, string> };

/**
 * A password form of the console: its values, the shared rule's (SPEC §5) or the server's message under each field,
 * and the alert above. `check` is the shared rule over the values (checkForm); `onDone` runs with the mutation's answer.
 */
export function usePasswordForm<TData, TInput>(options: {
  document: TypedDocumentNode<TData, { input: TInput }>;
  check: (values: Values, locale: Locale) => Checked<TInput>;
  initial: Values;
  onDone: (data: TData, input: TInput) => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [mutate, { loading }] = useMutation(options.document);
  const [values, setValues] = useState<Values>(options.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<{ code: string; text: string } | null>(null);

  const change = (field: string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...others }) => others);
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    const checked = options.check(values, locale as Locale);
    setErrors(checked.ok ? {} : checked.fieldErrors);
    if (!checked.ok) return;
    try {
      const { data } = await mutate({ variables: { input: checked.input } });
      if (data) options.onDone(data, checked.input);
      setValues(options.initial);
    } catch (error) {
      const failure = toGatewayError(error);
      setErrors(Object.fromEntries(failure.fields.map((f) => [f.field, f.message])));
      if (failure.fields.length === 0) setAlert({ code: failure.code, text: translate(failure.message, { _: failure.message }) });
    }
  };
  return { values, errors, alert, change, submit, busy: loading };
}
