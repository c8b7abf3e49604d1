/** Input masks of the person form: the record keeps digits only, the input shows the usual punctuation. */
const digitsOf = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');

function mask(value: string | null | undefined, pattern: string, max: number): string {
  const digits = digitsOf(value).slice(0, max);
  let out = '';
  let i = 0;
  for (const char of pattern) {
    if (i >= digits.length) break;
    if (char === '0') out += digits[i++];
    else out += char;
  }
  return out;
}

/** 000.000.000-00 */
export const maskCpf = (value: string | null | undefined) => mask(value, '000.000.000-00', 11);
/** 000 0000 0000 0000 (CNS) */
export const maskCns = (value: string | null | undefined) => mask(value, '000 0000 0000 0000', 15);
/** 00000-000 (CEP) */
export const maskZipCode = (value: string | null | undefined) => mask(value, '00000-000', 8);
/** The digits typed, or null when none. */
export const parseDigits = (value: string | null | undefined) => digitsOf(value) || null;
