import { createHash, createSign, createVerify } from 'node:crypto';
import forge from 'node-forge';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCmsSignedData } from './cms-signed-data.js';
import { createTestChain, type IssuedKey, issueKey } from './test-chain.js';

const { asn1 } = forge;
const CONTENT = Buffer.from('%PDF-1.7 the byte ranges of a prescription');
const DIGEST = createHash('sha256').update(CONTENT).digest();

let issued: IssuedKey;
let signerDer: Buffer;
let chainDer: Buffer[];

const derOf = (certificate: forge.pki.Certificate) =>
  Buffer.from(asn1.toDer(forge.pki.certificateToAsn1(certificate)).getBytes(), 'binary');
const oidOf = (node: forge.asn1.Asn1 | undefined) => asn1.derToOid(node?.value as string);
const children = (node: forge.asn1.Asn1 | undefined) => (node?.value ?? []) as forge.asn1.Asn1[];
const bytesOf = (node: forge.asn1.Asn1 | undefined) => Buffer.from(node?.value as string, 'binary');

beforeAll(() => {
  issued = issueKey(createTestChain(), { name: 'Ana Conceição Souza', cpf: '52998224725', birthDate: '1980-03-15' });
  signerDer = derOf(issued.certificate);
  chainDer = issued.chain.map(derOf);
});

/** Signs like a PSC: RSA PKCS#1 v1.5 over the SHA-256 of what it is given; `seen` keeps what was signed. */
function build(options: { signingTime?: Date } = {}) {
  const seen: Buffer[] = [];
  const pem = forge.pki.privateKeyToPem(issued.privateKey);
  const cms = buildCmsSignedData({
    contentDigest: DIGEST,
    signerCertificate: signerDer,
    chain: chainDer,
    ...options,
    sign: async (signedAttributesDer) => {
      seen.push(signedAttributesDer);
      return createSign('sha256').update(signedAttributesDer).sign(pem);
    },
  });
  return { cms, seen };
}

/** The signed attributes of the (only) SignerInfo, by type. */
function signedAttributesOf(cms: Buffer) {
  const content = asn1.fromDer(cms.toString('binary'));
  const signedData = children(children(content)[1])[0];
  const signerInfos = children(signedData).at(-1);
  const signerInfo = children(signerInfos)[0];
  const attributes = children(signerInfo).find((node) => node.tagClass === asn1.Class.CONTEXT_SPECIFIC && node.type === 0);
  const byType = new Map(children(attributes).map((a) => [oidOf(children(a)[0]), children(children(a)[1])[0]]));
  return { attributes: children(attributes), byType, signerInfo, signedData };
}

describe('buildCmsSignedData', () => {
  it('is read by node-forge as a detached SHA-256 SignedData with the chain, its signature over the signed attributes', async () => {
    const { cms, seen } = build();
    const der = await cms;
    const message = forge.pkcs7.messageFromAsn1(asn1.fromDer(der.toString('binary'))) as forge.pkcs7.PkcsSignedData & {
      rawCapture: Record<string, unknown>;
    };
    expect(oidOf(asn1.fromDer(der.toString('binary')).value[0] as forge.asn1.Asn1)).toBe(forge.pki.oids.signedData);
    expect(asn1.derToOid(message.rawCapture.digestAlgorithm as string)).toBe(forge.pki.oids.sha256);
    expect(message.rawCapture.content).toBeUndefined();
    expect(message.certificates.map((c) => c.serialNumber)).toEqual([issued.certificate, ...issued.chain].map((c) => c.serialNumber));

    const attributes = message.rawCapture.authenticatedAttributes as forge.asn1.Asn1[];
    const signedAttributes = Buffer.from(
      asn1.toDer(asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, attributes)).getBytes(),
      'binary',
    );
    expect(seen).toEqual([signedAttributes]);
    const signature = Buffer.from(message.rawCapture.signature as string, 'binary');
    const publicKey = forge.pki.publicKeyToPem(issued.certificate.publicKey);
    expect(createVerify('sha256').update(signedAttributes).verify(publicKey, signature)).toBe(true);
  });

  it('carries the certificates byte for byte, and names the signer by its issuer and serial number', async () => {
    const der = await build().cms;
    for (const certificate of [signerDer, ...chainDer]) expect(der.includes(certificate)).toBe(true);
    const sid = children(signedAttributesOf(der).signerInfo)[1];
    const tbs = children(children(asn1.fromDer(signerDer.toString('binary')))[0]);
    expect(Buffer.from(asn1.toDer(sid as forge.asn1.Asn1).getBytes(), 'binary')).toEqual(
      Buffer.from(asn1.toDer(asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [tbs[3]!, tbs[1]!])).getBytes(), 'binary'),
    );
  });

  it('signs content type, message digest and ESS signing-certificate-v2 (PAdES B-B), no signing time unless asked', async () => {
    const { byType, attributes } = signedAttributesOf(await build().cms);
    expect([...byType.keys()].sort()).toEqual(
      [forge.pki.oids.contentType, forge.pki.oids.messageDigest, '1.2.840.113549.1.9.16.2.47'].sort(),
    );
    expect(oidOf(byType.get(forge.pki.oids.contentType as string))).toBe(forge.pki.oids.data);
    expect(bytesOf(byType.get(forge.pki.oids.messageDigest as string))).toEqual(DIGEST);

    // SigningCertificateV2 { certs { ESSCertIDv2 { certHash, IssuerSerial { GeneralNames { [4] issuer }, serial } } } }
    const [essCertId] = children(children(byType.get('1.2.840.113549.1.9.16.2.47'))[0]);
    const [certHash, issuerSerial] = children(essCertId);
    expect(children(essCertId)).toHaveLength(2); // SHA-256, the default hash algorithm, left out
    expect(bytesOf(certHash)).toEqual(createHash('sha256').update(signerDer).digest());
    const [generalNames, serial] = children(issuerSerial);
    const directoryName = children(generalNames)[0];
    expect([directoryName?.tagClass, directoryName?.type]).toEqual([asn1.Class.CONTEXT_SPECIFIC, 4]);
    const issuer = forge.pki.certificateFromAsn1(asn1.fromDer(signerDer.toString('binary'))).issuer;
    expect(asn1.toDer(children(directoryName)[0]!).getBytes()).toBe(asn1.toDer(forge.pki.distinguishedNameToAsn1(issuer)).getBytes());
    expect(bytesOf(serial).toString('hex').replace(/^00/, '')).toBe(issued.certificate.serialNumber.replace(/^00/, ''));

    // DER: the SET OF attributes in the order of their encodings.
    const encodings = attributes.map((a) => Buffer.from(asn1.toDer(a).getBytes(), 'binary'));
    expect([...encodings].sort(Buffer.compare)).toEqual(encodings);
  });

  it('adds the signing time when given (a CMS, not a PAdES baseline, signature)', async () => {
    const at = new Date('2026-03-10T14:05:09Z');
    const { byType } = signedAttributesOf(await build({ signingTime: at }).cms);
    const time = byType.get(forge.pki.oids.signingTime as string);
    expect(time?.type).toBe(asn1.Type.UTCTIME);
    expect(asn1.utcTimeToDate(time?.value as string)).toEqual(at);
  });

  it('fails, and builds nothing, when the signature callback fails or the input is not what it says', async () => {
    const failing = buildCmsSignedData({
      contentDigest: DIGEST,
      signerCertificate: signerDer,
      chain: [],
      sign: () => Promise.reject(new Error('PSC down')),
    });
    await expect(failing).rejects.toThrow('PSC down');
    const sign = () => Promise.resolve(Buffer.alloc(256));
    await expect(buildCmsSignedData({ contentDigest: DIGEST.subarray(1), signerCertificate: signerDer, chain: [], sign })).rejects.toThrow(
      'SHA-256',
    );
    await expect(buildCmsSignedData({ contentDigest: DIGEST, signerCertificate: Buffer.from('nope'), chain: [], sign })).rejects.toThrow();
  });
});
