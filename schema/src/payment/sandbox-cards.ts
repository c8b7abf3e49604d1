import { luhnValid, normaliseCardNumber } from './card.js';

/**
 * The built-in sandbox provider's test cards (all Luhn valid), after the usual gateway conventions (BRAZIL.md §9.2:
 * 4111… and 5555…4444 approve, Stripe's 4000…0002 is a generic decline). Any expiry in the future and any CVV of the
 * brand's length work.
 */
export const SANDBOX_CARDS = {
  /** Visa, approved at once. */
  APPROVED: '4111111111111111',
  /** Mastercard, approved at once. */
  APPROVED_MASTERCARD: '5555555555554444',
  /** Visa, left in analysis (IN_ANALYSIS) until settled by hand (sandboxSettleCard). */
  IN_ANALYSIS: '4000000000000127',
  /** Visa, refused. */
  REFUSED: '4000000000000002',
  /**
   * Visa, approved and captured, but the provider's answer is lost (the caller sees a time-out): a retry with the same
   * reference must find the captured charge, not charge again (idempotency, SECURITY.md T15).
   */
  TIMEOUT_AFTER_ACCEPT: '4000000000000119',
} as const;

/**
 * A card payment's input (GraphQL PayInput) with a sandbox card, as the demo's patient pays: the tests, the e2e
 * fixtures and the benches pay through the API with it.
 */
export const sandboxCardInput = (cardNumber: string = SANDBOX_CARDS.APPROVED, installments = 1) => ({
  method: 'CREDIT_CARD' as const,
  cardNumber,
  holderName: 'Maria Silva',
  validity: '12/39',
  securityCode: '123',
  installments,
});

export type SandboxCardOutcome = 'APPROVED' | 'IN_ANALYSIS' | 'REFUSED';

/**
 * What the sandbox answers for a card number (spaces and hyphens ignored): IN_ANALYSIS and REFUSED for their test
 * cards, REFUSED for a number that fails Luhn, APPROVED for any other number (TIMEOUT_AFTER_ACCEPT included: its
 * charge is approved; see sandboxCardTimesOutAfterAccept).
 */
export function sandboxCardOutcome(number: string): SandboxCardOutcome {
  const digits = normaliseCardNumber(number);
  if (!luhnValid(number)) return 'REFUSED';
  if (digits === SANDBOX_CARDS.IN_ANALYSIS) return 'IN_ANALYSIS';
  if (digits === SANDBOX_CARDS.REFUSED) return 'REFUSED';
  return 'APPROVED';
}

/** Whether the sandbox captures this card's charge and then fails to answer (the TIMEOUT_AFTER_ACCEPT card). */
export function sandboxCardTimesOutAfterAccept(number: string): boolean {
  return luhnValid(number) && normaliseCardNumber(number) === SANDBOX_CARDS.TIMEOUT_AFTER_ACCEPT;
}
