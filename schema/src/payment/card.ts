/**
 * Card number rules (BRAZIL.md §9): Luhn, brand by BIN, expiry, security code, masking. Only checks that help the
 * payer type the card right: the provider decides. Do not refuse a Luhn-valid card only for its detected brand
 * (BIN tables drift; card-validator calls Mercado Pago's Mastercard test number Maestro).
 */

export const CARD_BRANDS = ['VISA', 'MASTERCARD', 'AMEX', 'ELO', 'HIPERCARD', 'OTHER'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** Digits only: `4111 1111-1111 1111` → `4111111111111111`. */
export function normaliseCardNumber(number: string): string {
  return number.replace(/\D/g, '');
}

/**
 * Luhn (mod 10), BRAZIL.md §9.3: from the rightmost digit, every second digit doubled (9 subtracted above 9), the sum
 * a multiple of 10. Spaces and hyphens are ignored; anything else, or fewer than 12 or more than 19 digits, is invalid.
 */
export function luhnValid(number: string): boolean {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** Elo BINs (6 digits), single values and inclusive ranges, from the publicly documented lists. */
const ELO_BINS: Array<[number, number]> = [
  [401178, 401179],
  [431274, 431274],
  [438935, 438935],
  [451416, 451416],
  [457393, 457393],
  [457631, 457632],
  [504175, 504175],
  [506699, 506778],
  [509000, 509999],
  [627780, 627780],
  [636297, 636297],
  [636368, 636368],
  [650031, 650033],
  [650035, 650051],
  [650405, 650439],
  [650485, 650538],
  [650541, 650598],
  [650700, 650718],
  [650720, 650727],
  [650901, 650920],
  [651652, 651679],
  [655000, 655019],
  [655021, 655058],
];
/** Hipercard BINs (6 digits). */
const HIPERCARD_BINS = [606282, 384100, 384140, 384160];

/**
 * The brand of a card number by its BIN. Elo and Hipercard are looked at first, since their ranges sit inside the
 * Visa (4…) and other networks' prefixes; then Amex (34, 37), Visa (4), Mastercard (51–55, 2221–2720); else OTHER.
 */
export function cardBrand(number: string): CardBrand {
  const digits = normaliseCardNumber(number);
  if (digits.length < 6) return 'OTHER';
  const bin = Number(digits.slice(0, 6));
  if (ELO_BINS.some(([from, to]) => bin >= from && bin <= to)) return 'ELO';
  if (HIPERCARD_BINS.includes(bin)) return 'HIPERCARD';
  if (/^3[47]/.test(digits)) return 'AMEX';
  if (digits.startsWith('4')) return 'VISA';
  const four = Number(digits.slice(0, 4));
  if (/^5[1-5]/.test(digits) || (four >= 2221 && four <= 2720)) return 'MASTERCARD';
  return 'OTHER';
}

/** The year and month (1–12) of an instant in a time zone. */
function yearMonthIn(now: Date, timeZone: string): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric' }).formatToParts(now);
  const part = (type: 'year' | 'month') => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month') };
}

/**
 * Whether a card is past its expiry: a card is valid through the last day of its expiry month, in `timeZone`
 * (default America/Sao_Paulo, the payer's calendar). A 2-digit year means 20YY. An impossible month (not 1–12) or year
 * counts as expired.
 */
export function cardExpired(month: number, year: number, now: Date, timeZone = 'America/Sao_Paulo'): boolean {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year) || year < 0) return true;
  const fullYear = year < 100 ? 2000 + year : year;
  const today = yearMonthIn(now, timeZone);
  return fullYear < today.year || (fullYear === today.year && month < today.month);
}

/** The security code: 4 digits for Amex, 3 for every other brand. */
export function cvvValid(cvv: string, brand: CardBrand): boolean {
  return brand === 'AMEX' ? /^\d{4}$/.test(cvv) : /^\d{3}$/.test(cvv);
}

/** Only the last 4 digits, for display and storage: `4111 1111 1111 1111` → `•••• 1111`. */
export function maskCardNumber(number: string): string {
  const digits = normaliseCardNumber(number);
  return digits.length >= 4 ? `•••• ${digits.slice(-4)}` : '••••';
}

/**
 * The name printed on the card: at most 50 characters (trimmed), at least 2 letters, and only letters (accents
 * included), spaces, apostrophes, dots and hyphens.
 */
export function holderNameValid(name: string): boolean {
  const value = name.trim();
  if (value.length > 50) return false;
  if (!/^[\p{L}\p{M} '’.-]+$/u.test(value)) return false;
  return (value.match(/\p{L}/gu) ?? []).length >= 2;
}
