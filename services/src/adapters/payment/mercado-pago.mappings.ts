import { cardBrand, decimalStringFromCents } from '@teleconsulta/schema';
import type { Payer, ProviderStatus } from './payment-provider.js';

/** Mercado Pago's words and ours: statuses, card methods, the payer's mistakes, dates and amounts. */

/**
 * MP payment status → ours. approved → APPROVED; pending → PENDING for a PIX (waiting for the transfer) and
 * IN_ANALYSIS for a card; in_process and authorized (reserved, not yet captured) → IN_ANALYSIS; rejected →
 * REFUSED; cancelled → EXPIRED when status_detail is `expired` (MP cancels an unpaid PIX at date_of_expiration),
 * else CANCELLED; refunded and charged_back → REFUNDED; in_mediation (a dispute opened on a paid charge) →
 * APPROVED (still paid until MP decides). Anything else is not understood: null (the caller calls it an outage).
 */
export function mercadoPagoStatus(status: string, statusDetail: string | null, isPix: boolean): ProviderStatus | null {
  switch (status) {
    case 'approved':
    case 'in_mediation':
      return 'APPROVED';
    case 'pending':
      return isPix ? 'PENDING' : 'IN_ANALYSIS';
    case 'in_process':
    case 'authorized':
      return 'IN_ANALYSIS';
    case 'rejected':
      return 'REFUSED';
    case 'cancelled':
      return statusDetail === 'expired' ? 'EXPIRED' : 'CANCELLED';
    case 'refunded':
    case 'charged_back':
      return 'REFUNDED';
    default:
      return null;
  }
}

/**
 * MP's `payment_method_id` of a card, from its BIN (schema's cardBrand): visa, master, amex, elo, hipercard. A number
 * our table calls OTHER but that starts with 2 or 5 is sent as `master` (MP's own Mastercard test number, 5031 4332…,
 * lies outside 51–55; MP checks the number against the method and refuses a mismatch itself). Null: no brand MP takes.
 */
export function mercadoPagoCardMethod(number: string): string | null {
  switch (cardBrand(number)) {
    case 'VISA':
      return 'visa';
    case 'MASTERCARD':
      return 'master';
    case 'AMEX':
      return 'amex';
    case 'ELO':
      return 'elo';
    case 'HIPERCARD':
      return 'hipercard';
    default:
      return /^[25]/.test(number) ? 'master' : null;
  }
}

/**
 * Cause codes of POST /v1/card_tokens that mean "the card data typed is wrong" (MP's response-handling guide for card
 * tokens): the charge is REFUSED with the status_detail MP itself uses for that mistake, so the payer is told what to
 * fix. Any other 4xx is not the payer's doing: ProviderUnavailableError.
 */
export const CARD_TOKEN_CAUSES: Record<string, string> = {
  '205': 'cc_rejected_bad_filled_card_number',
  E301: 'cc_rejected_bad_filled_card_number',
  '208': 'cc_rejected_bad_filled_date',
  '209': 'cc_rejected_bad_filled_date',
  '325': 'cc_rejected_bad_filled_date',
  '326': 'cc_rejected_bad_filled_date',
  '224': 'cc_rejected_bad_filled_security_code',
  E302: 'cc_rejected_bad_filled_security_code',
  '221': 'cc_rejected_bad_filled_other',
  '316': 'cc_rejected_bad_filled_other',
  '212': 'cc_rejected_bad_filled_other',
  '213': 'cc_rejected_bad_filled_other',
  '214': 'cc_rejected_bad_filled_other',
  '322': 'cc_rejected_bad_filled_other',
  '323': 'cc_rejected_bad_filled_other',
  '324': 'cc_rejected_bad_filled_other',
};
/** Cause codes of POST /v1/payments (card) that are the payer's data: 2067 invalid identification number (the CPF). */
export const PAYMENT_CAUSES: Record<string, string> = { '2067': 'cc_rejected_bad_filled_other' };

/** ISO 8601 with milliseconds and the offset, in Brasília time (-03:00, no DST since 2019): `2026-05-25T13:01:02.000-03:00`. */
export function mercadoPagoDate(at: Date): string {
  const local = new Date(at.getTime() - 3 * 3600_000).toISOString().slice(0, 23);
  return `${local}-03:00`;
}

/** Reais as a JSON number with at most 2 decimals, exactly the cents (15050 → 150.5, never 150.49999…). */
export const reais = (cents: number) => Number(decimalStringFromCents(cents));

// Mercado Pago requires the payer's e-mail; a patient without one is sent as an address that receives nothing.
export const payerOf = (payer: Payer) => ({
  email: payer.email ?? 'sem-email@teleconsulta.invalid',
  ...(payer.document ? { identification: { type: 'CPF', number: payer.document } } : {}),
});
