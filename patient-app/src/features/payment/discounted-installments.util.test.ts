import { installmentOptions } from '@teleconsulta/schema';
import { describe, expect, it } from 'vitest';
import { discountedInstallments } from './discounted-installments.util';

const terms = { maxInstallments: 6, interestFreeInstallments: 3, installmentInterestBps: 199, minInstallmentCents: 500 };

describe('discountedInstallments', () => {
  it('gives the options of the lower amount under the same terms', () => {
    const full = installmentOptions(15000, terms);
    expect(discountedInstallments(full, 15000, 12000)).toEqual(installmentOptions(12000, terms));
  });

  it('keeps interest-free terms interest free', () => {
    const free = { ...terms, installmentInterestBps: 0 };
    expect(discountedInstallments(installmentOptions(10000, free), 10000, 9000)).toEqual(installmentOptions(9000, free));
  });

  it('never offers more installments than the full price had', () => {
    const full = installmentOptions(2000, terms);
    expect(full.map((o) => o.installments)).toEqual([1, 2, 3, 4]);
    expect(discountedInstallments(full, 2000, 1900).map((o) => o.installments)).toEqual([1, 2, 3, 4]);
  });

  it('answers the same options when nothing changed, or when there are none', () => {
    const full = installmentOptions(15000, terms);
    expect(discountedInstallments(full, 15000, 15000)).toEqual(full);
    expect(discountedInstallments([], 15000, 12000)).toEqual([]);
  });
});
