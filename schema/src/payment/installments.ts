/**
 * Card installments (parcelamento, BRAZIL.md §9.1) offered for an amount under a company's terms (its financial
 * settings). Everything is integer cents; no total is ever a float.
 */

/** 1 to 12 installments (same bound as MAX_INSTALLMENTS of the financial settings). */
const INSTALLMENTS_MAX = 12;

export type InstallmentTerms = {
  /** The most installments offered, 1–12 (clamped). */
  maxInstallments: number;
  /** Up to this many installments the payer pays the amount, no interest. */
  interestFreeInstallments: number;
  /** Monthly interest beyond the interest-free installments, in hundredths of a percent (199 = 1.99 % a month). */
  installmentInterestBps: number;
  /** No installment may be smaller (1× is always offered). */
  minInstallmentCents: number;
};

export type InstallmentOption = {
  /** How many installments: 1 to 12. */
  installments: number;
  /** The first installment, charged now: it carries the remainder cents of an interest-free split, so it is ≥ the others. */
  firstInstallmentCents: number;
  /** Each of the other installments (equal to the first when there is no remainder, and always with interest). */
  installmentCents: number;
  /** What the payer pays in all: first + (installments − 1) × installmentCents. */
  totalCents: number;
  /** totalCents − amount: 0 when interest free. */
  interestCents: number;
  interestFree: boolean;
};

/**
 * One option, offered or not. Interest free (n ≤ interestFreeInstallments, always 1×, and every n when the interest
 * is 0): the amount split in equal whole cents with the remainder on the first installment (R$ 100.00 in 3× →
 * 33.34 + 33.33 + 33.33). With interest: the Price table (French amortisation, compound monthly interest),
 * PMT = P·i / (1 − (1 + i)^−n) with i = bps / 10 000, rounded half up to the cent; every installment is that PMT and
 * the total is PMT × n (what the payer sees: "12x de R$ 10,47 (total R$ 125,64)"), so the interest absorbs the rounding.
 */
function option(amountCents: number, terms: InstallmentTerms, n: number): InstallmentOption {
  if (n === 1 || n <= terms.interestFreeInstallments || terms.installmentInterestBps <= 0) {
    const installmentCents = Math.floor(amountCents / n);
    return {
      installments: n,
      firstInstallmentCents: installmentCents + (amountCents % n),
      installmentCents,
      totalCents: amountCents,
      interestCents: 0,
      interestFree: true,
    };
  }
  const i = terms.installmentInterestBps / 10_000;
  const installmentCents = Math.round((amountCents * i) / (1 - (1 + i) ** -n));
  const totalCents = installmentCents * n;
  return {
    installments: n,
    firstInstallmentCents: installmentCents,
    installmentCents,
    totalCents,
    interestCents: totalCents - amountCents,
    interestFree: false,
  };
}

function checkAmount(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) throw new RangeError('amountCents must be a non-negative integer');
}

/**
 * The installment options for an amount: 1× to maxInstallments× (clamped to 1–12), leaving out every option whose
 * smallest installment is under minInstallmentCents, except 1×, which is always there. See `option` above for the
 * arithmetic. Throws a RangeError for an amount that is not a non-negative integer of cents.
 */
export function installmentOptions(amountCents: number, terms: InstallmentTerms): InstallmentOption[] {
  checkAmount(amountCents);
  const max = Math.min(Math.max(Math.floor(terms.maxInstallments), 1), INSTALLMENTS_MAX);
  const options: InstallmentOption[] = [];
  for (let n = 1; n <= max; n++) {
    const candidate = option(amountCents, terms, n);
    if (n === 1 || candidate.installmentCents >= terms.minInstallmentCents) options.push(candidate);
  }
  return options;
}

/** The option of `installments` installments when it is offered for this amount and these terms, else null. */
export function installmentOption(amountCents: number, terms: InstallmentTerms, installments: number): InstallmentOption | null {
  return installmentOptions(amountCents, terms).find((o) => o.installments === installments) ?? null;
}
