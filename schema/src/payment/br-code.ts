/**
 * PIX BR Code ("copia e cola"), the EMV® QRCPS-MPM subset of BRAZIL.md §1.1–1.2: an encoder, a strict parser and the
 * CRC-16/CCITT-FALSE of field 63. Sources: BCB *Manual de Padrões para Iniciação do Pix* and *Manual do BR Code*.
 *
 * Every object is `ID (2 digits) + LENGTH (2 digits, 00–99) + VALUE`; templates 26, 62 and 80–99 nest the same format.
 * The payload is kept to printable ASCII (accents folded), so characters are bytes and lengths and the CRC agree.
 */

/** The GUI of template 26 (and of the Pix unreserved templates), compared case-insensitively when parsing. */
export const PIX_GUI = 'br.gov.bcb.pix';
/** Field 62-05 when there is no txid (always so in a dynamic BR Code: the txid lives in the PSP's payload). */
export const PIX_NO_TXID = '***';
const MERCHANT_NAME_MAX = 25;
const MERCHANT_CITY_MAX = 15;
/** Key (26-01) and location (26-25): at most 77 characters (DICT key and API Pix `location` maxLength). */
const KEY_OR_URL_MAX = 77;
const TXID_PATTERN = /^[A-Za-z0-9]{1,25}$/;
const TXID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Field 54: at most 13 characters, `9999999999.99`. */
const AMOUNT_MAX_CENTS = 999_999_999_999;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

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
function tlv(id: string, value: string): string {
  if (value.length > 99) throw new Error(`BR Code field ${id} is ${value.length} characters long; a field holds at most 99`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

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

/** What a valid BR Code says. Absent optional fields are null. */
export type PixBrCode = {
  /** Field 01: `11` reusable, `12` to be paid once (dynamic); null when absent. */
  pointOfInitiation: '11' | '12' | null;
  /** 26-00 as written (any case). */
  gui: string;
  /** 26-01, the Pix key of a static BR Code. */
  key: string | null;
  /** 26-02, the description of a static BR Code. */
  description: string | null;
  /** 26-25, the PSP location of a dynamic BR Code (no scheme). */
  url: string | null;
  /** 26-03, the ISPB of a Pix Saque/Troco facilitator. */
  fss: string | null;
  merchantCategoryCode: string;
  /** Always `986` (BRL). */
  currency: string;
  /** Field 54 in cents; null when the payer types the amount. */
  amountCents: number | null;
  /** Always `BR`. */
  countryCode: string;
  merchantName: string;
  merchantCity: string;
  postalCode: string | null;
  /** 62-05: the txid, or `***` when none. */
  txid: string;
  /** 25 of a Pix unreserved template (80–99), the Pix Automático recurrence location of a "QR composto". */
  recurrenceUrl: string | null;
  /** Any other top-level field (02–51 other merchant accounts, 64, 80–99 templates…), raw, in payload order. */
  otherFields: Array<{ id: string; value: string }>;
  /** Field 63 as written. */
  crc: string;
};

export type PixBrCodeParseResult = { ok: true; value: PixBrCode } | { ok: false; reason: string };

type Field = { id: string; value: string };

/** Splits a TLV string into its objects; null (with why) when a length runs past the end or an id repeats. */
function splitTlv(s: string, where: string): { fields: Field[] } | { error: string } {
  const fields: Field[] = [];
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

function fail(reason: string): PixBrCodeParseResult {
  return { ok: false, reason };
}

/**
 * Parses and checks a BR Code strictly: printable ASCII only, every length exact (nothing left over), no repeated id,
 * 00 = `01` first, 63 last with a CRC matching the payload, template 26 with the Pix GUI (any case) and at most one of
 * key and url, 52/53/58/59/60/62 present and well formed. Never throws.
 */
export function parsePixBrCode(payload: string): PixBrCodeParseResult {
  if (!PRINTABLE_ASCII.test(payload)) return fail('not printable ASCII');
  const split = splitTlv(payload, 'payload');
  if ('error' in split) return fail(split.error);
  const fields = split.fields;
  const first = fields[0];
  const last = fields[fields.length - 1];
  if (first?.id !== '00' || first.value !== '01') return fail('field 00 (payload format indicator 01) must come first');
  if (last?.id !== '63' || !/^[0-9A-Fa-f]{4}$/.test(last.value)) return fail('field 63 (CRC, 4 hex digits) must come last');
  const expectedCrc = crc16ccittFalse(payload.slice(0, -4));
  if (last.value.toUpperCase() !== expectedCrc) return fail(`CRC ${last.value} does not match the payload (expected ${expectedCrc})`);

  const get = (id: string) => fields.find((f) => f.id === id)?.value;
  const pointOfInitiation = get('01') ?? null;
  if (pointOfInitiation !== null && pointOfInitiation !== '11' && pointOfInitiation !== '12') return fail('field 01 must be 11 or 12');

  const accountValue = get('26');
  if (accountValue === undefined) return fail('field 26 (Pix merchant account) is missing');
  const account = splitTlv(accountValue, 'field 26');
  if ('error' in account) return fail(account.error);
  const sub = (id: string) => account.fields.find((f) => f.id === id)?.value ?? null;
  const gui = sub('00');
  if (gui === null || gui.toLowerCase() !== PIX_GUI) return fail(`field 26-00 must be the GUI ${PIX_GUI}`);
  const key = sub('01');
  const url = sub('25');
  if (key !== null && url !== null) return fail('field 26 holds both a key (01) and a url (25)');
  if (
    (key !== null && (key.length === 0 || key.length > KEY_OR_URL_MAX)) ||
    (url !== null && (url.length === 0 || url.length > KEY_OR_URL_MAX))
  )
    return fail('field 26 key or url must be 1 to 77 characters');

  const merchantCategoryCode = get('52');
  if (merchantCategoryCode === undefined || !/^\d{4}$/.test(merchantCategoryCode))
    return fail('field 52 (merchant category code) must be 4 digits');
  const currency = get('53');
  if (currency !== '986') return fail('field 53 (currency) must be 986');
  const amount = get('54');
  let amountCents: number | null = null;
  if (amount !== undefined) {
    const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(amount);
    if (!match || amount.length > 13) return fail('field 54 (amount) must be a dot-decimal number with at most 2 decimals');
    amountCents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  }
  const countryCode = get('58');
  if (countryCode !== 'BR') return fail('field 58 (country) must be BR');
  const merchantName = get('59');
  if (!merchantName || merchantName.length > MERCHANT_NAME_MAX) return fail('field 59 (merchant name) must be 1 to 25 characters');
  const merchantCity = get('60');
  if (!merchantCity || merchantCity.length > MERCHANT_CITY_MAX) return fail('field 60 (merchant city) must be 1 to 15 characters');
  const postalCode = get('61') ?? null;

  const additional = get('62');
  if (additional === undefined) return fail('field 62 (additional data) is missing');
  const additionalFields = splitTlv(additional, 'field 62');
  if ('error' in additionalFields) return fail(additionalFields.error);
  const txid = additionalFields.fields.find((f) => f.id === '05')?.value;
  if (txid === undefined || (txid !== PIX_NO_TXID && !TXID_PATTERN.test(txid)))
    return fail('field 62-05 (txid) must be *** or 1 to 25 of [A-Za-z0-9]');

  const known = new Set(['00', '01', '26', '52', '53', '54', '58', '59', '60', '61', '62', '63']);
  const otherFields = fields.filter((f) => !known.has(f.id));
  let recurrenceUrl: string | null = null;
  for (const field of otherFields) {
    if (Number(field.id) < 80) continue;
    const template = splitTlv(field.value, `field ${field.id}`);
    if ('error' in template) return fail(template.error);
    const templateGui = template.fields.find((f) => f.id === '00')?.value;
    const location = template.fields.find((f) => f.id === '25')?.value;
    if (templateGui?.toLowerCase() === PIX_GUI && location !== undefined && recurrenceUrl === null) recurrenceUrl = location;
  }

  return {
    ok: true,
    value: {
      pointOfInitiation,
      gui,
      key,
      description: sub('02'),
      url,
      fss: sub('03'),
      merchantCategoryCode,
      currency,
      amountCents,
      countryCode,
      merchantName,
      merchantCity,
      postalCode,
      txid,
      recurrenceUrl,
      otherFields,
      crc: last.value,
    },
  };
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
