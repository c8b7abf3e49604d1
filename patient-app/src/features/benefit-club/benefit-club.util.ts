import type { Locale } from '@teleconsulta/schema';

/** A discount in basis points as the number of a percentage in the page language: 1000 → "10", 1250 → "12,5" / "12.5". */
export function discountPercent(bps: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(bps / 100);
}
