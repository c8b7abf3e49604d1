import { type Locale, translateIssues, ZCompanyFinancial } from '@teleconsulta/schema';
import { toCompanyFinancialInput } from '../../providers/company-financial.queries';
import { toFormErrors } from '../../validation/form-errors';

/** The largest benefits club discount, in basis points (100 %). */
const MAX_CLUB_DISCOUNT_BPS = 10_000;

/**
 * The benefits club discount is typed as a percentage (10 or 12,5) and kept in basis points (1000, 1250): the input
 * shows basis points as a percentage, empty staying empty.
 */
export const bpsToPercent = (value: number | string | null | undefined): string =>
  value === null || value === undefined || value === '' ? '' : String(Number(value) / 100);

/**
 * A typed percentage as basis points: "10" → 1000, "12,5" → 1250, "0.01" → 1. Not rounded: a third decimal
 * ("10.555" → 1055.5) stays a fraction, which validation refuses, rather than saving a rounded value. Empty is null.
 */
export function percentToBps(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || String(value).trim() === '') return null;
  const number = typeof value === 'number' ? value : Number(String(value).trim().replace(',', '.'));
  // Shift the decimal point in text: 1.15 * 100 is 114.99999… in binary, 1.15e2 is 115.
  return Number.isFinite(number) ? Number(`${number}e2`) : Number.NaN;
}

/** A discount the form may save: whole basis points from 0 to 100 % (a percentage with at most 2 decimals). */
export function isValidClubDiscount(bps: unknown): boolean {
  return typeof bps === 'number' && Number.isInteger(bps) && bps >= 0 && bps <= MAX_CLUB_DISCOUNT_BPS;
}

/**
 * The shared zod schema the company service runs, in the current language: `{}` when valid. The club discount is
 * checked here too, with a message about the percentage the user typed (the schema speaks of basis points).
 */
export function validateCompanyFinancial(values: Record<string, unknown>, locale: Locale): Record<string, unknown> {
  const result = ZCompanyFinancial.safeParse(toCompanyFinancialInput(values));
  const errors: Record<string, unknown> = result.success ? {} : toFormErrors(translateIssues(result.error, locale));
  delete errors.benefitClubDiscountBps;
  if (!isValidClubDiscount(values.benefitClubDiscountBps)) {
    errors.benefitClubDiscountBps = 'resources.companyFinancials.validation.benefitClubDiscountBps';
  }
  return errors;
}
