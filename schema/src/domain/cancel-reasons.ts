import type { Locale } from '../constants.js';

/**
 * The reasons the system writes in appointment.cancel_reason when it cancels (or ends) an appointment by itself; any
 * other reason is what a person typed. The stored value stays the code; the gateway answers its text in the request's
 * language, so the console, the patient app and the exports never show a code.
 */
export const SYSTEM_CANCEL_REASONS = {
  PAYMENT_EXPIRED: { en: 'The payment was not made in time', pt: 'O pagamento não foi feito a tempo' },
  EMERGENCY_LEFT: {
    en: 'The patient left the emergency queue before being attended',
    pt: 'O paciente saiu da fila do pronto atendimento antes de ser atendido',
  },
  EMERGENCY_CLOSED: { en: 'The attendance was closed by the manager', pt: 'O atendimento foi encerrado pelo gestor' },
  EMERGENCY_NO_ANSWER: { en: 'The patient did not answer the call', pt: 'O paciente não atendeu à chamada' },
  EMERGENCY_FORWARDED: { en: 'The patient was forwarded to another queue', pt: 'O paciente foi encaminhado para outra fila' },
  EMERGENCY_FINISHED: { en: 'The attendance was finished', pt: 'O atendimento foi finalizado' },
} as const satisfies Record<string, { en: string; pt: string }>;

export type SystemCancelReason = keyof typeof SYSTEM_CANCEL_REASONS;

const isSystemCancelReason = (reason: string): reason is SystemCancelReason => Object.hasOwn(SYSTEM_CANCEL_REASONS, reason);

/** A stored cancel reason as a person reads it: a system code in the language asked for, a typed reason as it was. */
export function cancelReasonText(reason: string | null | undefined, locale: Locale): string | null {
  if (reason === null || reason === undefined) return null;
  if (!isSystemCancelReason(reason)) return reason;
  const text = SYSTEM_CANCEL_REASONS[reason];
  return locale === 'en' ? text.en : text.pt;
}
