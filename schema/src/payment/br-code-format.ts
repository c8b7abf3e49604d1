/**
 * PIX BR Code ("copia e cola"), the EMV® QRCPS-MPM subset of BRAZIL.md §1.1–1.2: the format both the encoder
 * (br-code-build.ts) and the strict parser (br-code-parse.ts) follow, the Pix limits they both check and the
 * CRC-16/CCITT-FALSE of field 63. Sources: BCB *Manual de Padrões para Iniciação do Pix* and *Manual do BR Code*.
 *
 * Every object is `ID (2 digits) + LENGTH (2 digits, 00–99) + VALUE`; templates 26, 62 and 80–99 nest the same format.
 * The payload is kept to printable ASCII (accents folded), so characters are bytes and lengths and the CRC agree.
 */

/** The GUI of template 26 (and of the Pix unreserved templates), compared case-insensitively when parsing. */
export const PIX_GUI = 'br.gov.bcb.pix';
/** Field 62-05 when there is no txid (always so in a dynamic BR Code: the txid lives in the PSP's payload). */
export const PIX_NO_TXID = '***';
export const MERCHANT_NAME_MAX = 25;
export const MERCHANT_CITY_MAX = 15;
/** Key (26-01) and location (26-25): at most 77 characters (DICT key and API Pix `location` maxLength). */
export const KEY_OR_URL_MAX = 77;
export const TXID_PATTERN = /^[A-Za-z0-9]{1,25}$/;
export const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, final XOR 0) of the string's UTF-8 bytes, as
 * 4 upper-case hex digits. Field 63 is the CRC of the whole payload up to and including the literal `6304`.
 * Check value: `crc16ccittFalse('123456789') === '29B1'`.
 */
export function crc16ccittFalse(s: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(s)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * Printable ASCII only, so that characters are bytes: accents are stripped (NFD, then the combining marks removed:
 * `São José` → `Sao Jose`, `ç` → `c`), any white space (tab, new line, no-break space…) becomes a plain space and any
 * other character outside U+0020–U+007E is removed. Case is kept.
 */
export function foldAscii(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s/gu, ' ')
    .replace(/[^\x20-\x7e]/gu, '');
}

/** One TLV object; throws when the value does not fit the two-digit length. */
export function tlv(id: string, value: string): string {
  if (value.length > 99) throw new Error(`BR Code field ${id} is ${value.length} characters long; a field holds at most 99`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

export type TlvField = { id: string; value: string };

/** Splits a TLV string into its objects; an error (with why) when a length runs past the end or an id repeats. */
export function splitTlv(s: string, where: string): { fields: TlvField[] } | { error: string } {
  const fields: TlvField[] = [];
  let at = 0;
  while (at < s.length) {
    const head = s.slice(at, at + 4);
    if (!/^\d{4}$/.test(head)) return { error: `${where}: expected a 2-digit id and a 2-digit length at position ${at}` };
    const id = head.slice(0, 2);
    const length = Number(head.slice(2));
    const value = s.slice(at + 4, at + 4 + length);
    if (value.length !== length) return { error: `${where}: field ${id} declares ${length} characters but only ${value.length} remain` };
    if (fields.some((f) => f.id === id)) return { error: `${where}: field ${id} appears twice` };
    fields.push({ id, value });
    at += 4 + length;
  }
  return { fields };
}
