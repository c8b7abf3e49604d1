/** The parts of a PIX BR Code the strict parser (br-code-parse.ts) reads and checks one by one, in payload order. */
import {
  crc16ccittFalse,
  KEY_OR_URL_MAX,
  MERCHANT_CITY_MAX,
  MERCHANT_NAME_MAX,
  PIX_GUI,
  PIX_NO_TXID,
  PRINTABLE_ASCII,
  splitTlv,
  type TlvField,
  TXID_PATTERN,
} from './br-code-format.js';

/** One part read: its value, or why the BR Code is refused. */
export type ReadResult<T> = { ok: true; value: T } | { ok: false; reason: string };

export function fail(reason: string): { ok: false; reason: string } {
  return { ok: false, reason };
}

const read = <T>(value: T): ReadResult<T> => ({ ok: true, value });

/** Printable ASCII, every length exact, 00 = `01` first and 63 last with the payload's CRC: the fields and the CRC. */
export function readEnvelope(payload: string): ReadResult<{ fields: TlvField[]; crc: string }> {
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
  return read({ fields, crc: last.value });
}

/** Template 26: the Pix GUI (any case), then at most one of key and url, each 1 to 77 characters. */
export function readMerchantAccount(accountValue: string | undefined) {
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
  return read({ gui, key, description: sub('02'), url, fss: sub('03') });
}

/** Field 54, when present: a dot-decimal number with at most 2 decimals, in cents. */
function readAmountCents(amount: string | undefined): ReadResult<number | null> {
  if (amount === undefined) return read(null);
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match || amount.length > 13) return fail('field 54 (amount) must be a dot-decimal number with at most 2 decimals');
  return read(Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')));
}

/** Fields 52 to 61: the merchant category, currency (986), amount, country (BR), merchant name and city, postal code. */
export function readMerchantData(get: (id: string) => string | undefined) {
  const merchantCategoryCode = get('52');
  if (merchantCategoryCode === undefined || !/^\d{4}$/.test(merchantCategoryCode))
    return fail('field 52 (merchant category code) must be 4 digits');
  const currency = get('53');
  if (currency !== '986') return fail('field 53 (currency) must be 986');
  const amountCents = readAmountCents(get('54'));
  if (!amountCents.ok) return amountCents;
  const countryCode = get('58');
  if (countryCode !== 'BR') return fail('field 58 (country) must be BR');
  const merchantName = get('59');
  if (!merchantName || merchantName.length > MERCHANT_NAME_MAX) return fail('field 59 (merchant name) must be 1 to 25 characters');
  const merchantCity = get('60');
  if (!merchantCity || merchantCity.length > MERCHANT_CITY_MAX) return fail('field 60 (merchant city) must be 1 to 15 characters');
  return read({
    merchantCategoryCode,
    currency,
    amountCents: amountCents.value,
    countryCode,
    merchantName,
    merchantCity,
    postalCode: get('61') ?? null,
  });
}

/** Template 62's txid (62-05): `***` or 1 to 25 of [A-Za-z0-9]. */
export function readTxid(additional: string | undefined): ReadResult<string> {
  if (additional === undefined) return fail('field 62 (additional data) is missing');
  const additionalFields = splitTlv(additional, 'field 62');
  if ('error' in additionalFields) return fail(additionalFields.error);
  const txid = additionalFields.fields.find((f) => f.id === '05')?.value;
  if (txid === undefined || (txid !== PIX_NO_TXID && !TXID_PATTERN.test(txid)))
    return fail('field 62-05 (txid) must be *** or 1 to 25 of [A-Za-z0-9]');
  return read(txid);
}

const KNOWN = new Set(['00', '01', '26', '52', '53', '54', '58', '59', '60', '61', '62', '63']);

/**
 * The top-level fields not read above, raw, in payload order; the templates among them (80–99) must be well formed,
 * and the first with the Pix GUI and a 25 gives the recurrence location.
 */
export function readOtherFields(fields: readonly TlvField[]): ReadResult<{ recurrenceUrl: string | null; otherFields: TlvField[] }> {
  const otherFields = fields.filter((f) => !KNOWN.has(f.id));
  let recurrenceUrl: string | null = null;
  for (const field of otherFields) {
    if (Number(field.id) < 80) continue;
    const template = splitTlv(field.value, `field ${field.id}`);
    if ('error' in template) return fail(template.error);
    const templateGui = template.fields.find((f) => f.id === '00')?.value;
    const location = template.fields.find((f) => f.id === '25')?.value;
    if (templateGui?.toLowerCase() === PIX_GUI && location !== undefined && recurrenceUrl === null) recurrenceUrl = location;
  }
  return read({ recurrenceUrl, otherFields });
}
