import { randomBytes } from 'node:crypto';
import { now } from '@teleconsulta/schema';
import forge from 'node-forge';
import { type CertificateHolder, personDataOtherName } from './icp-brasil-holder.js';

/**
 * A local certification authority shaped like ICP-Brasil's (a root, an intermediate, A1 certificates for persons with
 * their CPF in the subject alternative name), for tests and demo data: a verifier that trusts `rootPem` (pdfsig with its
 * own NSS database) accepts the signatures its A1 certificates make; nothing else does.
 */
export type TestChain = { root: Authority; intermediate: Authority; rootPem: string };
type Authority = { certificate: forge.pki.Certificate; key: forge.pki.rsa.PrivateKey };

/** The person an A1 is issued to; `cpf: null` leaves the ICP-Brasil person data out (not a valid A1 for signing). */
export type A1Holder = { name: string; cpf: string | null; birthDate: string | null };

/** The A1 as a professional receives it: the PKCS#12 file, and the certificate alone (PEM). */
export type IssuedA1 = { pkcs12: Buffer; certificatePem: string };

type Validity = { notBefore?: Date; notAfter?: Date };

const { pki } = forge;
const DAY_MS = 86_400_000;

/** A root (valid ten years) and an intermediate that issues the A1 certificates, both named after `name`. */
export function createTestChain(name = 'Teleconsulta Teste'): TestChain {
  const from = new Date(now().getTime() - DAY_MS);
  const until = new Date(from.getTime() + 3650 * DAY_MS);
  const rootKeys = pki.rsa.generateKeyPair({ bits: 2048 });
  const rootSubject = subject(`AC Raiz ${name}`);
  const root = sign(certificateFor(rootKeys.publicKey, rootSubject, rootSubject, from, until, authorityExtensions()), rootKeys.privateKey);
  const intermediateKeys = pki.rsa.generateKeyPair({ bits: 2048 });
  const intermediate = certificateFor(intermediateKeys.publicKey, subject(`AC ${name} v1`), rootSubject, from, until, [
    ...authorityExtensions(0),
    authorityKeyId(root),
  ]);
  return {
    root: { certificate: root, key: rootKeys.privateKey },
    intermediate: { certificate: sign(intermediate, rootKeys.privateKey), key: intermediateKeys.privateKey },
    rootPem: pki.certificateToPem(root),
  };
}

/**
 * An end-entity key pair as a certification authority leaves it: the key, the certificate, its chain (issuer first);
 * also as PEM, for code that signs with node:crypto.
 */
export type IssuedKey = {
  privateKey: forge.pki.rsa.PrivateKey;
  certificate: forge.pki.Certificate;
  chain: forge.pki.Certificate[];
  privateKeyPem: string;
  certificatePem: string;
  chainPem: string[];
};

/**
 * An A1 for a person (valid a year from an hour ago unless told), its subject "CN=NAME:CPF" and its subject
 * alternative name carrying the birth date and CPF as ICP-Brasil's otherName 2.16.76.1.3.1; the PKCS#12 holds the
 * key (encrypted with the password), the certificate, the intermediate and the root.
 */
export function issueA1(chain: TestChain, holder: A1Holder, password: string, validity: Validity = {}): IssuedA1 {
  const issued = issueKey(chain, holder, validity);
  const p12 = forge.pkcs12.toPkcs12Asn1(issued.privateKey, [issued.certificate, ...issued.chain], password, {
    algorithm: 'aes256',
    friendlyName: holder.name,
  });
  return {
    pkcs12: Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary'),
    certificatePem: pki.certificateToPem(issued.certificate),
  };
}

/**
 * The key and the certificate of an A1 (as issueA1 makes them) as objects, not packed in a PKCS#12: what a cloud
 * certificate's provider holds (tests' fake PSC), the key never handed to the application.
 */
export function issueKey(chain: TestChain, holder: A1Holder, validity: Validity = {}): IssuedKey {
  const notBefore = validity.notBefore ?? new Date(now().getTime() - DAY_MS / 24);
  const notAfter = validity.notAfter ?? new Date(notBefore.getTime() + 365 * DAY_MS);
  const keys = pki.rsa.generateKeyPair({ bits: 2048 });
  const issuer = chain.intermediate.certificate;
  const commonName = holder.cpf ? `${holder.name}:${holder.cpf}` : holder.name;
  const extensions = [
    { name: 'basicConstraints', cA: false, critical: true },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true, keyEncipherment: true, critical: true },
    { name: 'extKeyUsage', clientAuth: true, emailProtection: true },
    { name: 'subjectKeyIdentifier' },
    authorityKeyId(issuer),
    ...(holder.cpf ? [subjectAltName({ cpf: holder.cpf, birthDate: holder.birthDate })] : []),
  ];
  const certificate = sign(
    certificateFor(keys.publicKey, subject(commonName), issuer.subject.attributes, notBefore, notAfter, extensions),
    chain.intermediate.key,
  );
  const issuers = [issuer, chain.root.certificate];
  return {
    privateKey: keys.privateKey,
    certificate,
    chain: issuers,
    privateKeyPem: pki.privateKeyToPem(keys.privateKey),
    certificatePem: pki.certificateToPem(certificate),
    chainPem: issuers.map((authority) => pki.certificateToPem(authority)),
  };
}

function subject(commonName: string): forge.pki.CertificateField[] {
  return [
    { shortName: 'C', value: 'BR' },
    { shortName: 'O', value: 'ICP-Brasil (teste)' },
    // forge's types say valueTagClass is an asn1.Class; it is the value's universal type (UTF8String here). Authority
    // names stay ASCII: an issuer with "ç" comes out of forge encoded differently in the issued certificate than in the
    // authority's own, and verifiers then cannot chain them.
    { shortName: 'CN', value: commonName, valueTagClass: forge.asn1.Type.UTF8 as number as forge.asn1.Class },
  ];
}

function certificateFor(
  publicKey: forge.pki.PublicKey,
  subjectFields: forge.pki.CertificateField[],
  issuerFields: forge.pki.CertificateField[],
  notBefore: Date,
  notAfter: Date,
  extensions: object[],
): forge.pki.Certificate {
  const certificate = pki.createCertificate();
  certificate.publicKey = publicKey;
  // A positive serial of 16 random bytes.
  certificate.serialNumber = `01${randomBytes(15).toString('hex')}`;
  certificate.validity.notBefore = notBefore;
  certificate.validity.notAfter = notAfter;
  certificate.setSubject(subjectFields);
  certificate.setIssuer(issuerFields);
  certificate.setExtensions(extensions);
  return certificate;
}

function sign(certificate: forge.pki.Certificate, key: forge.pki.rsa.PrivateKey): forge.pki.Certificate {
  certificate.sign(key, forge.md.sha256.create());
  return certificate;
}

function authorityExtensions(pathLenConstraint?: number): object[] {
  return [
    { name: 'basicConstraints', cA: true, critical: true, ...(pathLenConstraint === undefined ? {} : { pathLenConstraint }) },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ];
}

function authorityKeyId(issuer: forge.pki.Certificate): object {
  return { name: 'authorityKeyIdentifier', keyIdentifier: issuer.generateSubjectKeyIdentifier().getBytes() };
}

/** The subject alternative name (2.5.29.17) with the ICP-Brasil person data, encoded here: forge has no otherName. */
function subjectAltName(holder: CertificateHolder): object {
  const names = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SEQUENCE, true, [personDataOtherName(holder)]);
  return { id: '2.5.29.17', value: names };
}

/** A signed PDF's byte ranges the signature covers and the CMS in its /Contents (for verifying it in tests). */
export function signatureOfPdf(signed: Buffer) {
  const [, a, b, c, d] = (/\/ByteRange \[(\d+) (\d+) (\d+) (\d+)\]/.exec(signed.toString('latin1')) ?? []).map(Number);
  if (a === undefined || b === undefined || c === undefined || d === undefined) throw new Error('no /ByteRange');
  const covered = Buffer.concat([signed.subarray(a, a + b), signed.subarray(c, c + d)]);
  const contents = Buffer.from(signed.subarray(a + b + 1, c - 1).toString('latin1'), 'hex');
  const cms = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(withoutPadding(contents).toString('binary')));
  return { covered, cms: cms as forge.pkcs7.PkcsSignedData & { rawCapture: Record<string, unknown> }, end: c + d };
}

/** The DER of /Contents without the zeros that fill the rest of the placeholder (its length from its header). */
function withoutPadding(contents: Buffer): Buffer {
  const first = contents[1] ?? 0;
  if (first < 0x80) return contents.subarray(0, 2 + first);
  const lengthBytes = first & 0x7f;
  return contents.subarray(0, 2 + lengthBytes + contents.readUIntBE(2, lengthBytes));
}

/**
 * The root of the chain a signed PDF carries (its self-signed certificate, PEM), for a verifier told to trust it: the
 * demo doctors' certificates come from a CA the seed makes, known only through the documents it signs. Null when the
 * chain stops short of a root.
 */
export function rootOfSignedPdf(signed: Buffer): string | null {
  const { cms } = signatureOfPdf(signed);
  const root = cms.certificates.find((c) => c.isIssuer(c) && c.verify(c));
  return root ? pki.certificateToPem(root) : null;
}
