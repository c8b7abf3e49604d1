import { describe, expect, it } from 'vitest';
import { buildPixBrCode, pixTxid } from './br-code-build.js';
import { crc16ccittFalse, foldAscii } from './br-code-format.js';
import { parsePixBrCode } from './br-code-parse.js';

const EVP = '123e4567-e12b-12d1-a456-426655440000';
/** BRAZIL.md §1.2 test vectors, with their CRCs. */
const VECTORS: Array<[string, string]> = [
  [
    '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D',
    '1D3D',
  ],
  [
    '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-426655440000520400005303986540510.005802BR5913Fulano de Tal6008BRASILIA62070503***6304288F',
    '288F',
  ],
  [
    '00020101021226770014BR.GOV.BCB.PIX2555pix.example.com/qr/93598be0-1bd0-4997-8318-81776a1d8a995204000053039865802BR5907EMPRESA6009SAO PAULO62070503***6304EEAB',
    'EEAB',
  ],
  [
    '00020101021226480014br.gov.bcb.pix2526pix.example.com/qr/v2/12345204000053039865802BR5913Fulano de Tal6008Brasilia62070503***6304FC66',
    'FC66',
  ],
  [
    '00020101021226760014br.gov.bcb.pix2554pix.example.com/qr/v2/8b3da2f39a4140d1a91abd93113bd4415204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***80800014br.gov.bcb.pix2558pix.example.com/qr/v2/rec/94ed2badcbc04c15b0bb7fa35319489063047741',
    '7741',
  ],
  [
    '00020126180014br.gov.bcb.pix5204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***80800014br.gov.bcb.pix2558pix.example.com/qr/v2/rec/2353c790eefb11eaadc10242ac120002630462C9',
    '62C9',
  ],
];
const V1 = VECTORS[0]![0];
const V2 = VECTORS[1]![0];

describe('crc16ccittFalse (BRAZIL.md §1.2)', () => {
  it('has the check value 29B1', () => expect(crc16ccittFalse('123456789')).toBe('29B1'));
  it('pads to 4 upper-case hex digits', () => expect(crc16ccittFalse('')).toBe('FFFF'));
  it.each(VECTORS)('matches the CRC of vector %#', (payload, crc) => expect(crc16ccittFalse(payload.slice(0, -4))).toBe(crc));
});

describe('foldAscii', () => {
  it('strips accents and keeps case', () => expect(foldAscii('São José dos Pinhais — Ação')).toBe('Sao Jose dos Pinhais  Acao'));
  it('turns white space into spaces and drops other non-ASCII', () => expect(foldAscii('Clínica\u00a0Ω\tÇ')).toBe('Clinica  C'));
});

describe('buildPixBrCode', () => {
  it('reproduces vector 1 (static, no amount)', () =>
    expect(buildPixBrCode({ key: EVP, merchantName: 'Fulano de Tal', merchantCity: 'BRASILIA' })).toBe(V1));
  it('reproduces vector 2 (static, R$ 10.00)', () =>
    expect(buildPixBrCode({ key: EVP, merchantName: 'Fulano de Tal', merchantCity: 'BRASILIA', amountCents: 1000 })).toBe(V2));
  it('reproduces vector 4 (dynamic, 01=12, city case kept)', () =>
    expect(buildPixBrCode({ url: 'pix.example.com/qr/v2/1234', merchantName: 'Fulano de Tal', merchantCity: 'Brasilia' })).toBe(
      VECTORS[3]![0],
    ));
  it('drops an https:// scheme from the url', () =>
    expect(buildPixBrCode({ url: 'https://pix.example.com/qr/v2/1234', merchantName: 'Fulano de Tal', merchantCity: 'Brasilia' })).toBe(
      VECTORS[3]![0],
    ));
  it('folds and cuts name (25) and city (15), formats the amount, adds txid, postal code and 01=12 when unique', () => {
    const code = buildPixBrCode({
      key: 'clinica@example.com',
      merchantName: 'Clínica São Lucas de Cardiologia Ltda',
      merchantCity: 'São José dos Campos',
      amountCents: 15005,
      txid: 'Abc123',
      postalCode: '12245-000',
      unique: true,
      description: 'Consulta',
    });
    expect(code).toContain('010212');
    expect(code).toContain('5406150.05');
    expect(code).toContain('5925Clinica Sao Lucas de Card');
    expect(code).toContain('6015Sao Jose dos Ca');
    expect(code).toContain('610812245000');
    expect(code).toContain('62100506Abc123');
    const parsed = parsePixBrCode(code);
    expect(parsed).toEqual({
      ok: true,
      value: expect.objectContaining({
        key: 'clinica@example.com',
        description: 'Consulta',
        amountCents: 15005,
        txid: 'Abc123',
        pointOfInitiation: '12',
        postalCode: '12245000',
      }),
    });
  });
  it('formats amounts under a real and whole reais', () => {
    expect(buildPixBrCode({ key: EVP, merchantName: 'A', merchantCity: 'B', amountCents: 5 })).toContain('54040.05');
    expect(buildPixBrCode({ key: EVP, merchantName: 'A', merchantCity: 'B', amountCents: 15000 })).toContain('5406150.00');
  });
  it.each([
    [{ merchantName: 'A', merchantCity: 'B' }, /exactly one/],
    [{ key: EVP, url: 'pix.example.com/qr/1', merchantName: 'A', merchantCity: 'B' }, /exactly one/],
    [{ key: EVP, merchantName: 'A', merchantCity: 'B', txid: 'abc-123' }, /txid/],
    [{ key: EVP, merchantName: 'A', merchantCity: 'B', txid: 'a'.repeat(26) }, /txid/],
    [{ url: 'pix.example.com/qr/1', merchantName: 'A', merchantCity: 'B', txid: 'abc' }, /dynamic/],
    [{ url: `pix.example.com/${'x'.repeat(62)}`, merchantName: 'A', merchantCity: 'B' }, /url/],
    [{ key: EVP, merchantName: 'A', merchantCity: 'B', description: 'x'.repeat(40) }, /template \(26\)/],
    [{ key: EVP, merchantName: 'A', merchantCity: 'B', amountCents: 10.5 }, /amountCents/],
    [{ key: EVP, merchantName: 'A', merchantCity: 'B', amountCents: 0 }, /amountCents/],
    [{ key: EVP, merchantName: '  ', merchantCity: 'B' }, /merchantName/],
    [{ key: EVP, merchantName: 'A', merchantCity: 'B', postalCode: '1234' }, /postalCode/],
  ])('throws a clear error for %o', (input, message) => expect(() => buildPixBrCode(input)).toThrow(message));
  it('accepts a description that just fits template 26', () => {
    // 18 (GUI) + 40 (EVP key) + 4 + 37 = 99
    expect(parsePixBrCode(buildPixBrCode({ key: EVP, merchantName: 'A', merchantCity: 'B', description: 'x'.repeat(37) })).ok).toBe(true);
  });
});

describe('parsePixBrCode', () => {
  it.each(VECTORS)('accepts vector %#', (payload, crc) => {
    const parsed = parsePixBrCode(payload);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.value.crc).toBe(crc);
  });
  it('reads the fields of vector 2', () =>
    expect(parsePixBrCode(V2)).toEqual({
      ok: true,
      value: {
        pointOfInitiation: null,
        gui: 'br.gov.bcb.pix',
        key: EVP,
        description: null,
        url: null,
        fss: null,
        merchantCategoryCode: '0000',
        currency: '986',
        amountCents: 1000,
        countryCode: 'BR',
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
        postalCode: null,
        txid: '***',
        recurrenceUrl: null,
        otherFields: [],
        crc: '288F',
      },
    }));
  it('reads a dynamic code with an upper-case GUI (vector 3)', () =>
    expect(parsePixBrCode(VECTORS[2]![0])).toMatchObject({
      ok: true,
      value: { pointOfInitiation: '12', gui: 'BR.GOV.BCB.PIX', key: null, url: 'pix.example.com/qr/93598be0-1bd0-4997-8318-81776a1d8a99' },
    }));
  it('reads the recurrence location of a "QR composto" (vector 5)', () =>
    expect(parsePixBrCode(VECTORS[4]![0])).toMatchObject({
      ok: true,
      value: { recurrenceUrl: 'pix.example.com/qr/v2/rec/94ed2badcbc04c15b0bb7fa353194890' },
    }));
  it('rejects the ✗ vector (62 declares 08 for a 7-character value)', () =>
    expect(
      parsePixBrCode(
        '00020126360014BR.GOV.BCB.PIX0114+5511943214321520400005303986540566.665802BR5907EMPRESA6008BRASILIA62080503***6304170E',
      ).ok,
    ).toBe(false));
  it('rejects vector 2 with the CRC of vector 1 (1D3D)', () =>
    expect(parsePixBrCode(`${V2.slice(0, -4)}1D3D`)).toEqual({ ok: false, reason: expect.stringContaining('CRC') }));
  it('accepts a lower-case CRC', () => expect(parsePixBrCode(V1.replace(/1D3D$/, '1d3d')).ok).toBe(true));
  it.each([
    ['empty', ''],
    ['trailing garbage', `${V1}0`],
    ['63 not last', `${V1}9902ab`],
    ['00 not first', resign(V1.replace('000201', '').replace('5204', '0002015204'))],
    ['wrong GUI', resign(V1.replace('0014br.gov.bcb.pix', '0014br.gov.bcb.pax'))],
    ['wrong currency', resign(V1.replace('5303986', '5303840'))],
    ['bad txid', resign(V1.replace('62070503***', '62070503a-b'))],
    ['bad amount', resign(V2.replace('540510.00', '540510,00'))],
    ['non-ASCII', resign(V1.replace('Fulano de Tal', 'Fulano de Tál'))],
  ])('rejects %s', (_label, payload) => expect(parsePixBrCode(payload).ok).toBe(false));
});

/** Recomputes field 63 of a payload ending in `6304XXXX`. */
function resign(payload: string): string {
  const body = payload.slice(0, -4);
  return body + crc16ccittFalse(body);
}

describe('pixTxid', () => {
  it('is 25 characters of [A-Za-z0-9]', () => {
    for (let i = 0; i < 50; i++) expect(pixTxid()).toMatch(/^[A-Za-z0-9]{25}$/);
  });
  it('draws again bytes that would bias the alphabet', () => {
    let call = 0;
    const txid = pixTxid((bytes) => {
      bytes.fill(call++ === 0 ? 255 : 0);
    });
    expect(txid).toBe('A'.repeat(25));
  });
  it('is accepted as a static txid', () =>
    expect(buildPixBrCode({ key: EVP, merchantName: 'A', merchantCity: 'B', txid: pixTxid() })).toMatch(/^0002/));
});
