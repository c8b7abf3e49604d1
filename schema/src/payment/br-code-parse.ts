/** Reading a PIX BR Code back, strictly, never throwing; the format is br-code-format.ts. */
import {
  crc16ccittFalse,
  KEY_OR_URL_MAX,
  MERCHANT_CITY_MAX,
  MERCHANT_NAME_MAX,
  PIX_GUI,
  PIX_NO_TXID,
  PRINTABLE_ASCII,
  splitTlv,
  TXID_PATTERN,
} from './br-code-format.js';

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
