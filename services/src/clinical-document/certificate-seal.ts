import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * The professionals' A1 certificates at rest (issue 19 item 3): AES-256-GCM under a key derived from CERTIFICATE_KEY,
 * stored as iv (12 bytes) | tag (16 bytes) | ciphertext. The PKCS#12 is already protected by its password, which is
 * never stored; sealing it means a copy of the database alone does not even give an attacker the file to brute-force.
 * The professional's id is the additional data: a sealed file moved to another professional's row does not open.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;

const keyOf = (secret: string) => createHash('sha256').update(`teleconsulta:certificate-seal:${secret}`).digest();

export function sealCertificate(secret: string, professionalId: string, pkcs12: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  cipher.setAAD(Buffer.from(professionalId));
  const body = Buffer.concat([cipher.update(pkcs12), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** The PKCS#12 back; throws when the key or the professional is not the one it was sealed with, or the bytes changed. */
export function openCertificate(secret: string, professionalId: string, sealed: Buffer): Buffer {
  const iv = sealed.subarray(0, IV_BYTES);
  const tag = sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), iv);
  decipher.setAAD(Buffer.from(professionalId));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}
