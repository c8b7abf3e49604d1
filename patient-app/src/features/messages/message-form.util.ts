import { type Locale, translateIssues, ZMessageCreate, ZMessageResponse } from '@teleconsulta/schema';

/** personId: a dependent the message is about ('' for the patient themself). */
export type NewMessageForm = { subject: string; body: string; appointment: string; professionalId: string; personId: string };
export type NewMessageField = keyof NewMessageForm;

/** A form's outcome: the input to send, or the translated message of each field that is wrong (nothing is sent). */
type Checked<T, F extends string> = { input: T; fieldErrors: null } | { input: null; fieldErrors: Partial<Record<F, string>> };

const errorsOf = <F extends string>(issues: ReturnType<typeof translateIssues>): Partial<Record<F, string>> => {
  const out: Partial<Record<F, string>> = {};
  for (const { field, message } of issues) out[field as F] ??= message;
  return out;
};

/**
 * A new message to the clinic, checked with the services' own rules (SPEC §5 texts, "Subject" and "Message" labels):
 * subject and body trimmed and required; the dependent, the appointment and the professional addressed only when chosen.
 */
export function checkNewMessage(
  form: NewMessageForm,
  locale: Locale,
): Checked<{ subject: string; body: string; personId?: string; appointment?: string; professionalId?: string }, NewMessageField> {
  const parsed = ZMessageCreate.safeParse({
    subject: form.subject,
    body: form.body,
    personId: form.personId || null,
    appointment: form.appointment || null,
    professionalId: form.professionalId || null,
  });
  if (!parsed.success) return { input: null, fieldErrors: errorsOf(translateIssues(parsed.error, locale, 'message')) };
  const { subject, body, personId, appointment, professionalId } = parsed.data;
  return {
    input: {
      subject,
      body,
      ...(personId ? { personId } : {}),
      ...(appointment ? { appointment } : {}),
      ...(professionalId ? { professionalId } : {}),
    },
    fieldErrors: null,
  };
}

/** A reply in a thread: its body, trimmed and required. */
export function checkReply(body: string, locale: Locale): Checked<{ body: string }, 'body'> {
  const parsed = ZMessageResponse.safeParse({ body });
  if (!parsed.success) return { input: null, fieldErrors: errorsOf(translateIssues(parsed.error, locale, 'message')) };
  return { input: { body: parsed.data.body }, fieldErrors: null };
}
