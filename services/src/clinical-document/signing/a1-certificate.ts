import { createHash } from 'node:crypto';
import forge from 'node-forge';
import { type CertificateHolder, holderOf } from './icp-brasil-holder.js';
import { type SigningCredential, SigningError } from './signing.port.js';

/** An A1 certificate read from its PKCS#12: the key, the end-entity certificate, its chain and whom it names. */
export type A1Certificate = {
  privateKey: forge.pki.rsa.PrivateKey;
  certificate: forge.pki.Certificate;
  /** The other certificates of the file, the end-entity's issuer first, then its issuer, and so on. */
  chain: forge.pki.Certificate[];
  holder: CertificateHolder;
  /** The subject's common name, without the ":CPF" ICP-Brasil appends to it. */
  name: string;
  /** The issuing authority's common name ("AC ... v5"). */
  issuerName: string;
  notBefore: Date;
  notAfter: Date;
  /** SHA-256 of the end-entity certificate's DER, as upper-case hexadecimal pairs joined by ":". */
  fingerprint256: string;
};

type Bag = { key?: forge.pki.PrivateKey; cert?: forge.pki.Certificate };

const { pki } = forge;

/**
 * Opens an A1 PKCS#12 and checks it can sign at the instant given: refuses (SigningError) with NOT_PKCS12,
 * WRONG_PASSWORD, EXPIRED (also when not valid yet) or NO_CPF (no ICP-Brasil person data in the subject alternative
 * name). Whether the chain ends at an ICP-Brasil root is the verifier's business (ITI's validator), not checked here.
 */
export function readA1Certificate(credential: SigningCredential, at: Date): A1Certificate {
  const p12 = openPkcs12(credential);
  const keys = [...bagsOf(p12, pki.oids.pkcs8ShroudedKeyBag as string), ...bagsOf(p12, pki.oids.keyBag as string)].flatMap((bag) =>
    bag.key ? [bag.key as forge.pki.rsa.PrivateKey] : [],
  );
  const certificates = bagsOf(p12, pki.oids.certBag as string).flatMap((bag) => (bag.cert ? [bag.cert] : []));
  const privateKey = keys[0];
  if (!privateKey) throw new SigningError('NOT_PKCS12', 'the file holds no private key');
  const certificate = certificates.find((candidate) => matches(privateKey, candidate));
  if (!certificate) throw new SigningError('NOT_PKCS12', 'no certificate of the file matches its private key');

  const { notBefore, notAfter } = certificate.validity;
  if (at < notBefore) throw new SigningError('EXPIRED', `not valid before ${notBefore.toISOString()}`);
  if (at > notAfter) throw new SigningError('EXPIRED', `expired on ${notAfter.toISOString()}`);
  const holder = holderOf(certificate);
  if (!holder) throw new SigningError('NO_CPF', 'no otherName 2.16.76.1.3.1 with a valid CPF');

  return {
    privateKey,
    certificate,
    chain: chainOf(certificate, certificates),
    holder,
    name: commonName(certificate),
    issuerName: commonName(certificate, 'issuer'),
    notBefore,
    notAfter,
    fingerprint256: fingerprint256(certificate),
  };
}

function openPkcs12(credential: SigningCredential): forge.pkcs12.Pkcs12Pfx {
  if (credential.kind !== 'a1') throw new SigningError('NOT_PKCS12', 'not an A1 credential');
  const { pkcs12, password } = credential;
  try {
    const der = forge.asn1.fromDer(forge.util.createBuffer(pkcs12.toString('binary')));
    return forge.pkcs12.pkcs12FromAsn1(der, false, password);
  } catch (error) {
    // forge says "MAC could not be verified. Invalid password?" or "… wrong password?" when the password is wrong.
    const wrongPassword = error instanceof Error && /password/i.test(error.message);
    throw new SigningError(wrongPassword ? 'WRONG_PASSWORD' : 'NOT_PKCS12', undefined, { cause: error });
  }
}

function bagsOf(p12: forge.pkcs12.Pkcs12Pfx, bagType: string): Bag[] {
  return (p12.getBags({ bagType })[bagType] ?? []) as Bag[];
}

function matches(key: forge.pki.rsa.PrivateKey, certificate: forge.pki.Certificate): boolean {
  const publicKey = certificate.publicKey as forge.pki.rsa.PublicKey;
  return publicKey.n?.equals(key.n) === true && publicKey.e?.equals(key.e) === true;
}

function chainOf(certificate: forge.pki.Certificate, all: forge.pki.Certificate[]): forge.pki.Certificate[] {
  const rest = all.filter((candidate) => candidate !== certificate);
  const chain: forge.pki.Certificate[] = [];
  for (let current = certificate; ; ) {
    const issuer = rest.find((candidate) => !chain.includes(candidate) && current.isIssuer(candidate));
    if (!issuer) break;
    chain.push(issuer);
    current = issuer;
  }
  return [...chain, ...rest.filter((candidate) => !chain.includes(candidate))];
}

function commonName(certificate: forge.pki.Certificate, of: 'subject' | 'issuer' = 'subject'): string {
  const field = certificate[of].getField('CN') as { value?: unknown; valueTagClass?: number } | null;
  if (typeof field?.value !== 'string') return '';
  // forge keeps a UTF8String's bytes as a binary string.
  const text = field.valueTagClass === forge.asn1.Type.UTF8 ? Buffer.from(field.value, 'binary').toString('utf8') : field.value;
  return text.replace(/:\d{11}$/, '');
}

function fingerprint256(certificate: forge.pki.Certificate): string {
  const der = Buffer.from(forge.asn1.toDer(pki.certificateToAsn1(certificate)).getBytes(), 'binary');
  return (createHash('sha256').update(der).digest('hex').toUpperCase().match(/../g) ?? []).join(':');
}
