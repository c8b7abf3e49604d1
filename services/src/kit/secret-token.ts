import { createHash, randomBytes } from 'node:crypto';

/**
 * The secrets a link or a session carries (refresh tokens, password and e-mail links, invitations): 256 random bits,
 * base64url. Only their SHA-256 is stored, so a database read never yields a working secret.
 */
export const hashSecretToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

export function newSecretToken(bytes = 32): { token: string; hash: string } {
  const token = randomBytes(bytes).toString('base64url');
  return { token, hash: hashSecretToken(token) };
}
