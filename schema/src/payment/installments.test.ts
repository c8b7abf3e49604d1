import { describe, expect, it } from 'vitest';
import { type InstallmentTerms, installmentOption, installmentOptions } from './installments.js';

const terms = (over: Partial<InstallmentTerms> = {}): InstallmentTerms => ({
  maxInstallments: 12,
  interestFreeInstallments: 3,
  installmentInterestBps: 199,
  minInstallmentCents: 500,
  ...over,
});

describe('installmentOptions (BRAZIL.md §9.1)', () => {
  it('splits interest free with the remainder on the first installment: 10000 in 3× = 3334 + 3333 + 3333', () =>
    expect(installmentOption(10_000, terms(), 3)).toEqual({
      installments: 3,
      firstInstallmentCents: 3334,
      installmentCents: 3333,
      totalCents: 10_000,
      interestCents: 0,
      interestFree: true,
    }));

  it('keeps every interest-free total equal to the amount', () => {
    for (const o of installmentOptions(9_999, terms({ interestFreeInstallments: 12, minInstallmentCents: 0 }))) {
      expect(o.firstInstallmentCents + (o.installments - 1) * o.installmentCents).toBe(9_999);
      expect(o.totalCents).toBe(9_999);
      expect(o.firstInstallmentCents).toBeGreaterThanOrEqual(o.installmentCents);
    }
  });

  it('uses the Price table beyond the interest-free installments', () => {
    // 10000 cents in 3× at 1.99 % a month: (1.0199)^3 = 1.0608959106, (1.0199)^-3 = 0.9425995…,
    // PMT = 10000 × 0.0199 / (1 − 0.9425995) = 199 / 0.0574005 = 3466.87 → 3467 cents; total 3 × 3467 = 10401.
    expect(installmentOption(10_000, terms({ interestFreeInstallments: 1 }), 3)).toEqual({
      installments: 3,
      firstInstallmentCents: 3467,
      installmentCents: 3467,
      totalCents: 10_401,
      interestCents: 401,
      interestFree: false,
    });
    // 10000 cents in 12× at 2.99 %: PMT = 299 / (1 − 1.0299^-12) = 1004.02 → 1004; total 12048.
    expect(installmentOption(10_000, terms({ installmentInterestBps: 299 }), 12)).toMatchObject({
      installmentCents: 1004,
      totalCents: 12_048,
      interestCents: 2_048,
    });
  });

  it('rounds the installment half up', () => {
    // 15000 in 6× at 1.99 %: PMT = 2676.98 → 2677.
    expect(installmentOption(15_000, terms(), 6)?.installmentCents).toBe(2677);
  });

  it('splits without interest when the interest is 0', () =>
    expect(installmentOption(10_000, terms({ interestFreeInstallments: 1, installmentInterestBps: 0 }), 6)).toMatchObject({
      firstInstallmentCents: 1670,
      installmentCents: 1666,
      totalCents: 10_000,
      interestFree: true,
    }));

  it('leaves out installments below the minimum, but always offers 1×', () => {
    // 1400 in 2× = 700; 3× = 466 is under 500, and so is everything after.
    expect(installmentOptions(1_400, terms()).map((o) => o.installments)).toEqual([1, 2]);
    // 2000: 3× = 666 (interest free); 4× with interest = 2000 × 0.0199 / (1 − 1.0199^-4) = 525.1 → 525; 5× = 424.
    expect(installmentOptions(2_000, terms()).map((o) => o.installments)).toEqual([1, 2, 3, 4]);
    expect(installmentOptions(300, terms()).map((o) => o.installments)).toEqual([1]);
    expect(installmentOptions(0, terms())).toEqual([
      { installments: 1, firstInstallmentCents: 0, installmentCents: 0, totalCents: 0, interestCents: 0, interestFree: true },
    ]);
  });

  it('clamps maxInstallments to 1–12', () => {
    expect(installmentOptions(100_000, terms({ maxInstallments: 20 }))).toHaveLength(12);
    expect(installmentOptions(100_000, terms({ maxInstallments: 0 }))).toHaveLength(1);
  });

  it('treats 1× as interest free even with no interest-free installments', () =>
    expect(installmentOption(10_000, terms({ interestFreeInstallments: 0 }), 1)).toMatchObject({ totalCents: 10_000, interestFree: true }));

  it('answers null for an option not offered', () => {
    expect(installmentOption(10_000, terms({ maxInstallments: 6 }), 7)).toBeNull();
    expect(installmentOption(1_000, terms(), 3)).toBeNull();
  });

  it.each([-1, 10.5, Number.NaN])('refuses the amount %d', (amount) =>
    expect(() => installmentOptions(amount, terms())).toThrow(RangeError),
  );
});
