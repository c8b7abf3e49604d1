import type { Locale } from '@teleconsulta/schema';

/** Integer cents as Brazilian reais in the console's language: R$ 89,90 (pt-BR) or R$89.90 (en). */
export function formatBrl(cents: number | null | undefined, locale: string): string {
  if (cents === null || cents === undefined) return '';
  return new Intl.NumberFormat(locale as Locale, { style: 'currency', currency: 'BRL' }).format(cents / 100);
}

/** Hundredths of a percent as a percentage: 1250 → 12,5% (pt-BR) or 12.5% (en). */
export function formatPercent(hundredths: number | null | undefined, locale: string): string {
  if (hundredths === null || hundredths === undefined) return '';
  return new Intl.NumberFormat(locale as Locale, { style: 'percent', maximumFractionDigits: 2 }).format(hundredths / 10_000);
}

/** Form values are in units (reais, percent) and the API in hundredths: these convert between them. */
/** react-admin hands an empty input '' (its own format of null), which must stay empty rather than become 0. */
export const hundredthsToUnits = (value: number | string | null | undefined): string =>
  value === null || value === undefined || value === '' ? '' : String(Number(value) / 100);
export function unitsToHundredths(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  // Shift the decimal point in text: 1.005 * 100 is 100.49999… in binary, 1.005e2 is 100.5.
  return Number.isFinite(number) ? Math.round(Number(`${number}e2`)) : null;
}
