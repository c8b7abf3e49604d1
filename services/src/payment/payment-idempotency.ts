import { createHash } from 'node:crypto';
import { type Locale, ZIdempotencyKey } from '@teleconsulta/schema';
import type { ServiceContext } from '../kit/context.js';
import { AppError } from '../kit/errors.js';
import { inScope } from '../kit/tenant.js';
import { type IdempotencyKeyId, paymentIdempotencyRepository as repo } from './payment-idempotency.repository.js';

/** How long a key is remembered: an older one is new again (SECURITY.md T13). */
const KEY_TTL_HOURS = 24;
/** How long a duplicate waits for the first request with its key to finish before it is told to retry. */
const WAIT_MS = 60_000;
const POLL_MS = 25;

export type IdempotentCall = {
  companyId: string;
  /** Who calls: a user id, or the short link's access code hashed (never stored in clear). */
  actor: string;
  /** e.g. "POST /payment": one key may be used once per operation. */
  operation: string;
  key: unknown;
  /** What the request asks (query and body): the same key with another request is a conflict. */
  request: unknown;
  locale: Locale;
};

export type IdempotentResult = { status: number; body: unknown };

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A stable JSON text of a value (object keys sorted), so the same request always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The actor of a public short-link call: the access code's hash. */
export const accessActor = (access: string) => `access:${sha256(access)}`;

/**
 * Runs a money-moving call once per idempotency key (SECURITY.md T13; Stripe's semantics). The key is claimed in the
 * database (idempotency_key's primary key: company, actor, operation, key — never an in-memory set), in a transaction
 * of its own that commits before the work starts; concurrent requests with the key wait for that row, then for the
 * first request's stored answer, and all answer it (status and body). The same key with another request is
 * IDEMPOTENCY_CONFLICT; a key older than 24 h is claimed anew. An AppError is an answer like any other (a refused card
 * answers the same refusal on a retry). An unexpected failure (the provider unreachable, the database gone) releases
 * the key so that a retry runs again — and the work itself is safe to run again (the provider gets the same reference).
 */
export async function idempotent(
  ctx: ServiceContext,
  call: IdempotentCall,
  work: () => Promise<IdempotentResult>,
): Promise<IdempotentResult> {
  const parsedKey = ZIdempotencyKey.safeParse(call.key);
  if (!parsedKey.success) throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
  const key = parsedKey.data;
  const hash = sha256(canonical(call.request));
  const scope = { companyId: call.companyId, userId: null };
  const id: IdempotencyKeyId = { companyId: call.companyId, actor: call.actor, operation: call.operation, key };

  const claimed = await inScope(ctx.db, scope, (tx) => repo.claim(tx, id, hash, KEY_TTL_HOURS));

  if (!claimed) return replay(ctx, scope, id, hash);

  let result: IdempotentResult;
  try {
    result = await work();
  } catch (error) {
    // Not an answer: the outcome is unknown (the provider did not answer) or the system failed; a retry runs again.
    if (!(error instanceof AppError) || error.code === 'PAYMENT_PROVIDER_UNAVAILABLE') {
      await inScope(ctx.db, scope, (tx) => repo.release(tx, id)).catch(() => undefined);
      throw error;
    }
    result = { status: error.status, body: error.toEnvelope(call.locale) };
  }
  await inScope(ctx.db, scope, (tx) => repo.complete(tx, id, result));
  return result;
}

async function replay(
  ctx: ServiceContext,
  scope: { companyId: string; userId: null },
  id: IdempotencyKeyId,
  hash: string,
): Promise<IdempotentResult> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const row = await inScope(ctx.db, scope, (tx) => repo.stored(tx, id));
    // The first request failed unexpectedly and released the key: this one is told to retry (nothing was done twice).
    if (!row) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
    if (row.requestHash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT');
    if (row.statusCode !== null) {
      const body = typeof row.response === 'string' ? (JSON.parse(row.response) as unknown) : row.response;
      return { status: row.statusCode, body };
    }
    if (Date.now() > deadline) throw new AppError('IDEMPOTENCY_CONFLICT');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
