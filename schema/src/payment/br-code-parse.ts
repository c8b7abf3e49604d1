/** Reading a PIX BR Code back, strictly, never throwing; the format is br-code-format.ts. */
import { fail, readEnvelope, readMerchantAccount, readMerchantData, readOtherFields, readTxid } from './br-code-parse-fields.js';

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

/**
 * Parses and checks a BR Code strictly: printable ASCII only, every length exact (nothing left over), no repeated id,
 * 00 = `01` first, 63 last with a CRC matching the payload, template 26 with the Pix GUI (any case) and at most one of
 * key and url, 52/53/58/59/60/62 present and well formed. Never throws.
 */
export function parsePixBrCode(payload: string): PixBrCodeParseResult {
  const envelope = readEnvelope(payload);
  if (!envelope.ok) return envelope;
  const { fields, crc } = envelope.value;
  const get = (id: string) => fields.find((f) => f.id === id)?.value;
  const pointOfInitiation = get('01') ?? null;
  if (pointOfInitiation !== null && pointOfInitiation !== '11' && pointOfInitiation !== '12') return fail('field 01 must be 11 or 12');
  const account = readMerchantAccount(get('26'));
  if (!account.ok) return account;
  const merchant = readMerchantData(get);
  if (!merchant.ok) return merchant;
  const txid = readTxid(get('62'));
  if (!txid.ok) return txid;
  const others = readOtherFields(fields);
  if (!others.ok) return others;
  return { ok: true, value: { pointOfInitiation, ...account.value, ...merchant.value, txid: txid.value, ...others.value, crc } };
}
