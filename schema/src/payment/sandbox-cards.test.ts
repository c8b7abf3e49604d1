import { describe, expect, it } from 'vitest';
import { cardBrand, luhnValid } from './card.js';
import { SANDBOX_CARDS, sandboxCardOutcome, sandboxCardTimesOutAfterAccept } from './sandbox-cards.js';

describe('sandbox cards', () => {
  it.each(Object.entries(SANDBOX_CARDS))('%s (%s) is Luhn valid', (_name, number) => expect(luhnValid(number)).toBe(true));
  it('has the brands it says', () => {
    expect(cardBrand(SANDBOX_CARDS.APPROVED)).toBe('VISA');
    expect(cardBrand(SANDBOX_CARDS.APPROVED_MASTERCARD)).toBe('MASTERCARD');
  });
  it.each([
    [SANDBOX_CARDS.APPROVED, 'APPROVED'],
    [SANDBOX_CARDS.APPROVED_MASTERCARD, 'APPROVED'],
    [SANDBOX_CARDS.IN_ANALYSIS, 'IN_ANALYSIS'],
    [SANDBOX_CARDS.REFUSED, 'REFUSED'],
    [SANDBOX_CARDS.TIMEOUT_AFTER_ACCEPT, 'APPROVED'],
    ['4000 0000 0000 0002', 'REFUSED'],
    ['378282246310005', 'APPROVED'],
    ['5067766783888311', 'APPROVED'],
    ['4111111111111112', 'REFUSED'],
  ] as const)('%s → %s', (number, outcome) => expect(sandboxCardOutcome(number)).toBe(outcome));
  it('times out after accepting only the TIMEOUT_AFTER_ACCEPT card', () => {
    expect(sandboxCardTimesOutAfterAccept('4000-0000-0000-0119')).toBe(true);
    expect(sandboxCardTimesOutAfterAccept(SANDBOX_CARDS.APPROVED)).toBe(false);
  });
});
