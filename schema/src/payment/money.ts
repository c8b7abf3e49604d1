/**
 * Money is integer cents (centavos) everywhere; these turn cents into what people and APIs read, and back.
 */

export type MoneyLocale = 'pt-BR' | 'en';

function checkCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError('cents must be an integer');
}

/**
 * Reais for display, by Intl.NumberFormat with currency BRL: pt-BR `R$ 1.234,56`, `-R$ 1.234,56`; en `R$1,234.56`,
 * `-R$1,234.56` (what Node 20's ICU prints for en: the symbol with no space). Intl separates `R$` from the number with
 * a no-break space (U+00A0; some ICU versions U+202F): it is replaced by a plain space so tests and UI text match.
 * Zero is `R$ 0,00` / `R$0.00` (never `-R$ 0,00`). Throws a RangeError for a non-integer.
 */
export function formatBRL(cents: number, locale: MoneyLocale): string {
  checkCents(cents);
  const reais = (cents || 0) / 100;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' }).format(reais).replace(/[\u00a0\u202f]/g, ' ');
}

/**
 * Cents from a dot-decimal string as APIs write money (`150.00`, API Pix `valor.original`, BR Code field 54):
 * `150.00` → 15000, `150` → 15000, `0.5` → 50, `-1.25` → -125. At most 2 decimals, no thousands separator;
 * anything else (or beyond the safe integers) is null.
 */
export function centsFromDecimalString(value: string): number | null {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return match[1] && cents !== 0 ? -cents : cents;
}

/** The dot-decimal string of an amount of cents: 15000 → `150.00`, 5 → `0.05`, -125 → `-1.25`. Throws for a non-integer. */
export function decimalStringFromCents(cents: number): string {
  checkCents(cents);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A percentage of an amount, given in basis points (1000 = 10 %), in whole cents rounded half up. */
export function percentOfCents(cents: number, basisPoints: number): number {
  return Math.floor((cents * basisPoints + 5000) / 10000);
}
