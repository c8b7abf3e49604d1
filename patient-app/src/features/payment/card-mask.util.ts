/** Input masks of the card form: what the patient types, written the way it is printed on the card. */

/** The digits of a typed value (spaces, slashes and anything else dropped). */
export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** How many digits a card number has: 15 for American Express, 16 otherwise. */
export function cardNumberLength(amex: boolean): number {
  return amex ? 15 : 16;
}

/** "0000 0000 0000 0000", or American Express's "0000 000000 00000" (4-6-5); extra digits are dropped. */
export function maskCardNumberInput(value: string, amex: boolean): string {
  const digits = digitsOf(value).slice(0, cardNumberLength(amex));
  const groups = amex ? [4, 6, 5] : [4, 4, 4, 4];
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/**
 * "MM/YY": the slash comes with the third digit, so deleting back over it never puts it back. A first digit above 1
 * can only be a month of one digit ("4" → "04").
 */
export function maskValidityInput(value: string): string {
  let digits = digitsOf(value);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The security code: 4 digits for American Express, 3 otherwise. */
export function maskSecurityCodeInput(value: string, amex: boolean): string {
  return digitsOf(value).slice(0, amex ? 4 : 3);
}
