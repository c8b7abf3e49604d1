import { hash, verify } from '@node-rs/argon2';

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
