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

/** Refuses a locked identifier and slows down one that keeps failing; the same for known and unknown accounts. */
export async function beforeAttempt(ctx: ServiceContext, key: string): Promise<void> {
  const row = await inScope(ctx.db, { companyId: null, userId: null }, (tx) => throttleRepository.get(tx, key));
  if (!row) return;
  if (row.locked) throw new AppError('TOO_MANY_ATTEMPTS');
  const recent = row.window_age_s < 3600 ? row.failures : 0;
  if (recent >= THROTTLE.delayAfter) {
    const delay = Math.min(THROTTLE.maxDelayMs, (recent - THROTTLE.delayAfter + 1) * THROTTLE.delayStepMs);
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

export async function afterFailure(ctx: ServiceContext, key: string): Promise<void> {
  await inScope(ctx.db, { companyId: null, userId: null }, (tx) =>
    throttleRepository.fail(tx, key, THROTTLE.lockAfter, THROTTLE.lockMinutes),
  );
}

export async function afterSuccess(ctx: ServiceContext, key: string): Promise<void> {
  await inScope(ctx.db, { companyId: null, userId: null }, async (tx) => {
    await throttleRepository.clear(tx, key);
  });
}
