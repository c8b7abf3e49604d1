import { createHash, createVerify } from 'node:crypto';
import { SignPdf } from '@signpdf/signpdf';
import { now } from '@teleconsulta/schema';
import forge from 'node-forge';
import { PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { a1Signing } from './a1-signing.adapter.js';
import type { DocumentSigner } from './signing.port.js';
import { createTestChain, issueA1, signatureOfPdf, type TestChain } from './test-chain.js';

const CPF = '52998224725';
let chain: TestChain;
let doctor: DocumentSigner;
let pdf: Buffer;

beforeAll(async () => {
  chain = createTestChain();
  const { pkcs12 } = issueA1(chain, { name: 'Ana Conceição Souza', cpf: CPF, birthDate: '1980-03-15' }, 'senha');
  doctor = {
    name: 'Dra. Ana Conceição Souza',
    cpf: '529.982.247-25',
    reason: 'Prescrição médica (receita simples)',
    location: 'São Paulo, SP',
    contactInfo: 'CRM-SP 123456',
    credential: { kind: 'a1', pkcs12, password: 'senha' },
  };
  const document = await PDFDocument.create();
  document.addPage().drawText('Dipirona 500 mg', { x: 50, y: 700 });
  pdf = Buffer.from(await document.save());
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function signatureDictionary(signed: Buffer): Promise<PDFDict> {
  const document = await PDFDocument.load(signed);
  const field = document.getForm().getFields()[0];
  const value = field?.acroField.dict.lookup(PDFName.of('V'));
  if (!(value instanceof PDFDict)) throw new Error('no signature dictionary');
  return value;
}

async function refusalOf(signer: DocumentSigner, input = pdf, at?: Date): Promise<unknown> {
  const before = Buffer.from(input);
  const answer = await a1Signing(at ? { now: () => at } : {})
    .sign(input, signer)
    .then(
      (signed) => ({ answered: signed.length }),
      (error: unknown) => error,
    );
  expect(input.equals(before)).toBe(true);
  return answer;
}

describe('a1Signing', () => {
  it('signs the whole file but /Contents with a detached SHA-256 CAdES-B-B CMS by the A1, its chain included', async () => {
    const signed = await a1Signing().sign(pdf, doctor);
    const { covered, cms, end } = signatureOfPdf(signed);
    expect(end).toBe(signed.length);
    expect(signed.subarray(0, 5).toString()).toBe('%PDF-');

    const attributes = cms.rawCapture.authenticatedAttributes as forge.asn1.Asn1[];
    // An attribute is SEQUENCE { type OID, values SET }: its first value, by type.
    const attributeValue = (oid: string) => {
      const [type, values] = attributes
        .map((attribute) => attribute.value as forge.asn1.Asn1[])
        .find(([type]) => forge.asn1.derToOid(type?.value as string) === oid) ?? [undefined, undefined];
      return type && Array.isArray(values?.value) ? values.value[0] : undefined;
    };
    const digest = attributeValue(forge.pki.oids.messageDigest as string)?.value as string;
    expect(Buffer.from(digest, 'binary')).toEqual(createHash('sha256').update(covered).digest());
    // PAdES baseline: the signing certificate is bound (ESS signing-certificate-v2); the time is the dictionary's /M.
    expect(attributeValue('1.2.840.113549.1.9.16.2.47')).toBeDefined();
    expect(attributeValue(forge.pki.oids.signingTime as string)).toBeUndefined();
    expect(forge.asn1.derToOid(cms.rawCapture.digestAlgorithm as string)).toBe(forge.pki.oids.sha256);

    // The signature over the DER of the signed attributes (a SET), verified with the certificate's public key.
    const signedAttributes = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes);
    const signer = cms.certificates.find((c) => c.subject.getField('CN').value.endsWith(`:${CPF}`));
    const verify = createVerify('sha256').update(Buffer.from(forge.asn1.toDer(signedAttributes).getBytes(), 'binary'));
    const signature = Buffer.from(cms.rawCapture.signature as string, 'binary');
    expect(verify.verify(forge.pki.publicKeyToPem(signer?.publicKey as forge.pki.PublicKey), signature)).toBe(true);
    expect(cms.certificates).toHaveLength(3);
  });

  it('fills the signature dictionary from the signer, Portuguese included', async () => {
    const at = new Date(now().getTime() + 60_000);
    const dictionary = await signatureDictionary(await a1Signing({ now: () => at }).sign(pdf, doctor));
    const text = (key: string) => dictionary.lookup(PDFName.of(key), PDFString).decodeText();

    expect(text('Name')).toBe('Dra. Ana Conceição Souza');
    expect(text('Reason')).toBe('Prescrição médica (receita simples)');
    expect(text('Location')).toBe('São Paulo, SP');
    expect(text('ContactInfo')).toBe('CRM-SP 123456');
    expect(dictionary.lookup(PDFName.of('SubFilter'))).toBe(PDFName.of('ETSI.CAdES.detached'));
    expect(Math.abs(dictionary.lookup(PDFName.of('M'), PDFString).decodeDate().getTime() - at.getTime())).toBeLessThan(1000);
  });

  it.each([
    ['NOT_PKCS12', { pkcs12: Buffer.from('%PDF-1.7 not a certificate') }],
    ['WRONG_PASSWORD', { password: 'errada' }],
  ])('refuses with %s and answers nothing', async (reason, credential) => {
    const signer = { ...doctor, credential: { ...doctor.credential, ...credential } };
    expect(await refusalOf(signer)).toMatchObject({ name: 'SigningError', reason });
  });

  it('refuses with EXPIRED a certificate not valid at the signing instant', async () => {
    const later = new Date(now().getTime() + 400 * 86_400_000);
    expect(await refusalOf(doctor, pdf, later)).toMatchObject({ reason: 'EXPIRED' });
  });

  it('refuses with NO_CPF a certificate without ICP-Brasil person data', async () => {
    const { pkcs12 } = issueA1(chain, { name: 'Ana Conceição Souza', cpf: null, birthDate: null }, 'senha');
    expect(await refusalOf({ ...doctor, credential: { kind: 'a1', pkcs12, password: 'senha' } })).toMatchObject({
      reason: 'NO_CPF',
    });
  });

  it("refuses with CPF_MISMATCH another person's certificate", async () => {
    expect(await refusalOf({ ...doctor, cpf: '111.444.777-35' })).toMatchObject({ reason: 'CPF_MISMATCH' });
  });

  it('refuses with NOT_PDF what is not a PDF', async () => {
    expect(await refusalOf(doctor, Buffer.from('<html>receita</html>'))).toMatchObject({ reason: 'NOT_PDF' });
  });

  it('answers FAILED, and no document, when the signing library fails half-way', async () => {
    vi.spyOn(SignPdf.prototype, 'sign').mockRejectedValue(new Error('Signature exceeds placeholder length'));
    expect(await refusalOf(doctor)).toMatchObject({
      reason: 'FAILED',
      message: 'FAILED: Signature exceeds placeholder length',
    });
  });
});
