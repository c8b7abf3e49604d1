import { describe, expect, it } from 'vitest';
import { installmentLabel } from './installment-label.util';

/** A stand-in for formatBRL, so the test reads the label alone. */
const money = (cents: number) => `R$ ${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

describe('installmentLabel', () => {
  const free = { installments: 3, firstInstallmentCents: 3334, totalCents: 10000, interestFree: true };
  const interest = { installments: 3, firstInstallmentCents: 3500, totalCents: 10500, interestFree: false };

  it('says interest free in both languages', () => {
    expect(installmentLabel(free, 'en', money)).toBe('3x of R$ 33,34 interest free');
    expect(installmentLabel(free, 'pt-BR', money)).toBe('3x de R$ 33,34 sem juros');
  });

  it('shows the total when there is interest', () => {
    expect(installmentLabel(interest, 'en', money)).toBe('3x of R$ 35,00 (total R$ 105,00)');
    expect(installmentLabel(interest, 'pt-BR', money)).toBe('3x de R$ 35,00 (total R$ 105,00)');
  });

  it('names a single payment the same way', () => {
    expect(installmentLabel({ installments: 1, firstInstallmentCents: 10000, totalCents: 10000, interestFree: true }, 'en', money)).toBe(
      '1x of R$ 100,00 interest free',
    );
  });
});
