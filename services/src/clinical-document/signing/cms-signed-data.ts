import { createHash } from 'node:crypto';
import forge from 'node-forge';

/**
 * A detached CMS SignedData (RFC 5652) built here rather than by node-forge's pkcs7, for when the private key is
 * elsewhere (a remote-signature provider): we write the signed attributes, someone signs their DER, we assemble the
 * rest. SHA-256 with RSA (PKCS#1 v1.5); signed attributes content type (id-data), message digest, the ESS
 * signing-certificate-v2 (RFC 5035: the SHA-256 of the signer's certificate and its issuer and serial), and the signing
 * time only when asked for — PAdES baseline (ETSI EN 319 142-1) puts the claimed time in the signature dictionary's
 * /M and wants no signing-time attribute. That makes the CAdES-B-B a PAdES B-B signature needs.
 */
export type CmsSignedDataInput = {
  /** SHA-256 of the signed content (for a PDF, of its byte ranges). */
  contentDigest: Buffer;
  /** The signer's certificate, DER as the provider gave it. */
  signerCertificate: Buffer;
  /** The rest of its chain (DER), issuer first; carried in the CMS for verifiers, not signed over. */
  chain: Buffer[];
  /** When given, a signing-time attribute (CMS/CAdES; not for PAdES baseline). */
  signingTime?: Date;
  /** The raw RSA PKCS#1 v1.5 SHA-256 signature of the DER of the signed attributes (a SET OF Attribute). */
  sign: (signedAttributesDer: Buffer) => Promise<Buffer>;
};

const { asn1 } = forge;
const { Class, Type } = asn1;

const OID = {
  signedData: '1.2.840.113549.1.7.2',
  data: '1.2.840.113549.1.7.1',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
} as const;

/** The CMS ContentInfo (DER) holding the SignedData, its signature made by `sign` over the signed attributes. */
export async function buildCmsSignedData(input: CmsSignedDataInput): Promise<Buffer> {
  if (input.contentDigest.length !== 32) throw new Error('the content digest is not a SHA-256 digest');
  const signer = fromDer(input.signerCertificate);
  const { issuer, serialNumber } = issuerAndSerialOf(signer);

  const attributes = [
    attribute(OID.contentType, oid(OID.data)),
    ...(input.signingTime ? [attribute(OID.signingTime, time(input.signingTime))] : []),
    attribute(OID.messageDigest, octets(input.contentDigest)),
    attribute(OID.signingCertificateV2, signingCertificateV2(input.signerCertificate, issuer, serialNumber)),
  ];
  // DER orders a SET OF by its members' encodings; the same order signed and carried.
  const sorted = attributes
    .map((node) => ({ node, der: der(node) }))
    .sort((a, b) => Buffer.compare(a.der, b.der))
    .map(({ node }) => node);
  const signedAttributesDer = der(asn1.create(Class.UNIVERSAL, Type.SET, true, sorted));
  const signature = await input.sign(signedAttributesDer);

  const signerInfo = sequence([
    integer(1),
    sequence([issuer, serialNumber]),
    algorithm(OID.sha256),
    // The signed attributes as [0] IMPLICIT: the same members, the SET's tag replaced.
    asn1.create(Class.CONTEXT_SPECIFIC, 0, true, sorted),
    algorithm(OID.rsaEncryption, true),
    octets(signature),
  ]);
  const signedData = sequence([
    integer(1),
    asn1.create(Class.UNIVERSAL, Type.SET, true, [algorithm(OID.sha256)]),
    sequence([oid(OID.data)]),
    asn1.create(Class.CONTEXT_SPECIFIC, 0, true, [signer, ...input.chain.map(fromDer)]),
    asn1.create(Class.UNIVERSAL, Type.SET, true, [signerInfo]),
  ]);
  return der(sequence([oid(OID.signedData), asn1.create(Class.CONTEXT_SPECIFIC, 0, true, [signedData])]));
}

/**
 * SigningCertificateV2 ::= SEQUENCE { certs SEQUENCE OF ESSCertIDv2 } with one ESSCertIDv2 ::= SEQUENCE { certHash,
 * issuerSerial IssuerSerial { issuer GeneralNames (the directoryName [4]), serialNumber } }; the hash algorithm is
 * SHA-256, the default, so left out (DER omits a default).
 */
function signingCertificateV2(certificateDer: Buffer, issuer: forge.asn1.Asn1, serialNumber: forge.asn1.Asn1): forge.asn1.Asn1 {
  const certHash = createHash('sha256').update(certificateDer).digest();
  const generalNames = sequence([asn1.create(Class.CONTEXT_SPECIFIC, 4, true, [issuer])]);
  const essCertIdV2 = sequence([octets(certHash), sequence([generalNames, serialNumber])]);
  return sequence([sequence([essCertIdV2])]);
}

/** The issuer Name and serial number INTEGER of a certificate, as its own DER has them. */
function issuerAndSerialOf(certificate: forge.asn1.Asn1): { issuer: forge.asn1.Asn1; serialNumber: forge.asn1.Asn1 } {
  const tbs = (certificate.value as forge.asn1.Asn1[])[0];
  const fields = (tbs?.value ?? []) as forge.asn1.Asn1[];
  // TBSCertificate ::= SEQUENCE { [0] version (absent for v1), serialNumber, signature, issuer, ... }
  const at = fields[0]?.tagClass === Class.CONTEXT_SPECIFIC ? 1 : 0;
  const serialNumber = fields[at];
  const issuer = fields[at + 2];
  if (serialNumber?.type !== Type.INTEGER || issuer?.type !== Type.SEQUENCE) throw new Error('not an X.509 certificate');
  return { issuer, serialNumber };
}

/** Attribute ::= SEQUENCE { attrType OID, attrValues SET OF value } with one value. */
function attribute(type: string, value: forge.asn1.Asn1): forge.asn1.Asn1 {
  return sequence([oid(type), asn1.create(Class.UNIVERSAL, Type.SET, true, [value])]);
}

/** AlgorithmIdentifier: SHA-256 without parameters (RFC 5754), rsaEncryption with NULL (RFC 3370). */
function algorithm(type: string, withNull = false): forge.asn1.Asn1 {
  return sequence([oid(type), ...(withNull ? [asn1.create(Class.UNIVERSAL, Type.NULL, false, '')] : [])]);
}

/** UTCTime until 2049, GeneralizedTime from 2050 (RFC 5280 §4.1.2.5, as RFC 5652 §11.3 asks). */
function time(at: Date): forge.asn1.Asn1 {
  return at.getUTCFullYear() < 2050
    ? asn1.create(Class.UNIVERSAL, Type.UTCTIME, false, asn1.dateToUtcTime(at))
    : asn1.create(Class.UNIVERSAL, Type.GENERALIZEDTIME, false, asn1.dateToGeneralizedTime(at));
}

const sequence = (members: forge.asn1.Asn1[]) => asn1.create(Class.UNIVERSAL, Type.SEQUENCE, true, members);
const oid = (value: string) => asn1.create(Class.UNIVERSAL, Type.OID, false, asn1.oidToDer(value).getBytes());
const octets = (bytes: Buffer) => asn1.create(Class.UNIVERSAL, Type.OCTETSTRING, false, bytes.toString('binary'));
const integer = (value: number) => asn1.create(Class.UNIVERSAL, Type.INTEGER, false, asn1.integerToDer(value).getBytes());
const der = (node: forge.asn1.Asn1) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');
/** A certificate's DER as nodes that write back the same bytes (forge takes options its types do not declare). */
const fromDer = (bytes: Buffer) =>
  (asn1.fromDer as unknown as (input: forge.util.ByteBuffer, options: { strict: boolean; decodeBitStrings: boolean }) => forge.asn1.Asn1)(
    forge.util.createBuffer(bytes.toString('binary')),
    { strict: true, decodeBitStrings: false },
  );
