import { hash, verify } from '@node-rs/argon2';
import { badField } from '../kit/errors.js';

/** argon2id with OWASP's second profile (m = 19 MiB, t = 2, p = 1). */
const OPTIONS = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

/** A hash of nothing, verified when the user is unknown so both answers take the same time. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('no-user-placeholder-1A');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

/**
 * What a signed-in change of the password or the sign-in e-mail asks first: the current password, when the account has
 * one (one who signs in by CPF or CNS may have none). Field errors on currentPassword: required, or invalid.
 */
export async function checkCurrentPassword(stored: string | null, given: string | null | undefined): Promise<void> {
  if (!stored) return;
  if (!given) throw badField('currentPassword', 'required');
  if (!(await verifyPassword(stored, given))) throw badField('currentPassword', 'invalid');
}
