import { createHash } from 'node:crypto';
import type { TSignInInput } from '@teleconsulta/schema';
import type { ServiceContext } from '../kit/context.js';
import { AppError } from '../kit/errors.js';
import { inScope } from '../kit/tenant.js';
import { throttleRepository } from './throttle.repository.js';

/** SECURITY.md T09: a growing delay after 5 failures, a 15-minute lock after 10, counted per identifier. */
export const THROTTLE = { delayAfter: 5, delayStepMs: 200, maxDelayMs: 2_000, lockAfter: 10, lockMinutes: 15 };

export function throttleKey(input: TSignInInput): string {
  const id = input.method === 'EMAIL' ? input.email : input.method === 'CPF' ? input.cpf : input.cns;
  return createHash('sha256').update(`${input.method}:${id}`).digest('base64url');
}

/**
 * Counts the attempt first (atomically, in the database: concurrent attempts cannot all slip through before a lock),
 * then refuses a locked identifier, or one past the limit, without evaluating it, and slows down one that keeps
 * failing; the same for known and unknown accounts.
 */
export async function beforeAttempt(ctx: ServiceContext, key: string): Promise<void> {
  const row = await inScope(ctx.db, { companyId: null, userId: null }, (tx) => throttleRepository.reserve(tx, key));
  if (row.locked || row.failures > THROTTLE.lockAfter) throw new AppError('TOO_MANY_ATTEMPTS');
  const before = row.failures - 1;
  if (before >= THROTTLE.delayAfter) {
    const delay = Math.min(THROTTLE.maxDelayMs, (before - THROTTLE.delayAfter + 1) * THROTTLE.delayStepMs);
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

/** The attempt failed: it is counted already; the identifier is locked once it reaches the limit. */
export async function afterFailure(ctx: ServiceContext, key: string): Promise<void> {
  await inScope(ctx.db, { companyId: null, userId: null }, (tx) =>
    throttleRepository.lockIfReached(tx, key, THROTTLE.lockAfter, THROTTLE.lockMinutes),
  );
}

export async function afterSuccess(ctx: ServiceContext, key: string): Promise<void> {
  await inScope(ctx.db, { companyId: null, userId: null }, async (tx) => {
    await throttleRepository.clear(tx, key);
  });
}
