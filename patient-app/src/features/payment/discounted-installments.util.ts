import { type InstallmentTerms, installmentOption, installmentOptions } from '@teleconsulta/schema';
import type { InstallmentOptionFieldsFragment } from '../../gql/graphql';

type Option = Omit<InstallmentOptionFieldsFragment, '__typename'>;

/**
 * The installments of the price once a voucher lowers it. The page gives the options of the full price only, and the
 * company's terms are not public: they are read back from those options (the most installments, the interest-free
 * ones, the monthly interest that gives the first option with interest) and the shared `installmentOptions` computes
 * the options of the new amount. Never more installments than the full price had (a smaller amount can only lose
 * some to the minimum installment, which the server checks again).
 */
export function discountedInstallments(options: readonly Option[], priceCents: number, amountCents: number): Option[] {
  if (options.length === 0 || amountCents === priceCents) return [...options];
  const terms = termsOf(options, priceCents);
  const offered = new Set(options.map((o) => o.installments));
  return installmentOptions(amountCents, terms).filter((o) => offered.has(o.installments));
}

function termsOf(options: readonly Option[], priceCents: number): InstallmentTerms {
  const maxInstallments = Math.max(...options.map((o) => o.installments));
  const interestFreeInstallments = Math.max(1, ...options.filter((o) => o.interestFree).map((o) => o.installments));
  const withInterest = options.find((o) => !o.interestFree);
  const base = { maxInstallments, interestFreeInstallments, minInstallmentCents: 0 };
  return { ...base, installmentInterestBps: withInterest ? interestBps(withInterest, priceCents, base) : 0 };
}

/** The smallest whole basis points whose installment is the option's (the installment grows with the interest). */
function interestBps(target: Option, priceCents: number, base: Omit<InstallmentTerms, 'installmentInterestBps'>): number {
  const installment = (bps: number) =>
    installmentOption(priceCents, { ...base, installmentInterestBps: bps }, target.installments)?.installmentCents ?? 0;
  let low = 1;
  let high = 10_000;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (installment(middle) >= target.installmentCents) high = middle;
    else low = middle + 1;
  }
  return low;
}
