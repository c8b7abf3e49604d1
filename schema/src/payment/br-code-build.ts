/** Building a PIX BR Code (static or dynamic) and drawing the txid of a static one; the format is br-code-format.ts. */
import {
  crc16ccittFalse,
  foldAscii,
  KEY_OR_URL_MAX,
  MERCHANT_CITY_MAX,
  MERCHANT_NAME_MAX,
  PIX_GUI,
  PIX_NO_TXID,
  PRINTABLE_ASCII,
  TXID_PATTERN,
  tlv,
} from './br-code-format.js';

const TXID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Field 54: at most 13 characters, `9999999999.99`. */
const AMOUNT_MAX_CENTS = 999_999_999_999;

/** Folded, trimmed, cut to `max` characters (and trimmed again, so a cut never leaves a trailing space). */
function foldField(value: string, max: number, label: string): string {
  const folded = foldAscii(value).trim().slice(0, max).trim();
  if (!folded) throw new Error(`BR Code ${label} is empty`);
  return folded;
}

export type PixBrCodeInput = {
  /** Static BR Code: the receiver's Pix key (26-01), as the DICT stores it. Exactly one of `key` and `url`. */
  key?: string;
  /** Dynamic BR Code: the PSP's location (26-25) without scheme (a leading `https://` is dropped), ≤ 77 characters. */
  url?: string;
  /** Field 59: folded to ASCII and cut to 25 characters (case kept). */
  merchantName: string;
  /** Field 60: folded to ASCII and cut to 15 characters (case kept). */
  merchantCity: string;
  /** Field 54, a positive integer of cents; omitted, the payer types the amount. */
  amountCents?: number;
  /** Field 62-05 of a static BR Code: 1–25 of `[A-Za-z0-9]`; default `***`. A dynamic BR Code always carries `***`. */
  txid?: string;
  /** Field 26-02 (infoAdicional) of a static BR Code, folded to ASCII; template 26 must still fit 99 characters. */
  description?: string;
  /** Field 61, the CEP: 8 digits (a hyphen is dropped). */
  postalCode?: string;
  /** Field 01 = `12` (may be paid once). Always so for a dynamic BR Code; a static one omits field 01 unless this is set. */
  unique?: boolean;
};

/**
 * Builds a BR Code, fields in the order 00, 01?, 26, 52 (`0000`), 53 (`986`), 54?, 58 (`BR`), 59, 60, 61?, 62, 63.
 * Throws an Error naming the field for any input that cannot be encoded.
 */
export function buildPixBrCode(input: PixBrCodeInput): string {
  const key = input.key?.trim();
  const url = input.url?.trim().replace(/^https:\/\//i, '');
  if (!key === !url) throw new Error('BR Code needs exactly one of key (static) and url (dynamic)');
  let account = tlv('00', PIX_GUI);
  if (key) {
    if (key.length > KEY_OR_URL_MAX || !PRINTABLE_ASCII.test(key)) throw new Error('BR Code key must be at most 77 ASCII characters');
    account += tlv('01', key);
  }
  if (input.description !== undefined && foldAscii(input.description).trim()) {
    if (url) throw new Error('BR Code description (26-02) belongs to a static BR Code; a dynamic one carries it in the PSP payload');
    account += tlv('02', foldAscii(input.description).trim());
  }
  if (url) {
    if (url.length > KEY_OR_URL_MAX || !PRINTABLE_ASCII.test(url) || /^[a-z]+:\/\//i.test(url))
      throw new Error('BR Code url must be a location without scheme, at most 77 ASCII characters');
    account += tlv('25', url);
  }
  if (account.length > 99)
    throw new Error(
      `BR Code merchant account template (26) is ${account.length} characters long; it must fit 99 (shorten the description)`,
    );

  const txid = input.txid ?? PIX_NO_TXID;
  if (url && txid !== PIX_NO_TXID) throw new Error('A dynamic BR Code carries txid *** (the txid lives in the PSP payload)');
  if (txid !== PIX_NO_TXID && !TXID_PATTERN.test(txid)) throw new Error('BR Code txid must be 1 to 25 characters of [A-Za-z0-9]');

  let payload = tlv('00', '01');
  if (url || input.unique) payload += tlv('01', '12');
  payload += tlv('26', account) + tlv('52', '0000') + tlv('53', '986');
  if (input.amountCents !== undefined) {
    const cents = input.amountCents;
    if (!Number.isSafeInteger(cents) || cents <= 0 || cents > AMOUNT_MAX_CENTS)
      throw new Error('BR Code amountCents must be a positive integer of at most 13 characters as reais');
    payload += tlv('54', `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);
  }
  payload += tlv('58', 'BR');
  payload += tlv('59', foldField(input.merchantName, MERCHANT_NAME_MAX, 'merchantName'));
  payload += tlv('60', foldField(input.merchantCity, MERCHANT_CITY_MAX, 'merchantCity'));
  if (input.postalCode !== undefined) {
    const cep = input.postalCode.replace(/[\s.-]/g, '');
    if (!/^\d{8}$/.test(cep)) throw new Error('BR Code postalCode must be a CEP of 8 digits');
    payload += tlv('61', cep);
  }
  payload += `${tlv('62', tlv('05', txid))}6304`;
  return payload + crc16ccittFalse(payload);
}

/**
 * A random txid for a static BR Code: 25 characters of `[A-Za-z0-9]`, uniform (bytes ≥ 248 are drawn again, so no
 * letter is likelier than another). Uses Web Crypto (`globalThis.crypto.getRandomValues`, in Node 20 and browsers);
 * `fill` replaces it in tests.
 */
export function pixTxid(fill: (bytes: Uint8Array) => void = (bytes) => globalThis.crypto.getRandomValues(bytes)): string {
  const limit = 256 - (256 % TXID_ALPHABET.length);
  let txid = '';
  const bytes = new Uint8Array(32);
  while (txid.length < 25) {
    fill(bytes);
    for (const byte of bytes) {
      if (byte < limit && txid.length < 25) txid += TXID_ALPHABET[byte % TXID_ALPHABET.length];
    }
  }
  return txid;
}
