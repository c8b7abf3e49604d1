import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../kit/tenant.js';

/** An idempotency key's primary key: per company, caller and operation (migrations/0018_payment.sql). */
export type IdempotencyKeyId = { companyId: string; actor: string; operation: string; key: string };

/** What a key holds: the request's hash, and the stored answer once the first request finished (null until then). */
export type StoredAnswer = { requestHash: string; statusCode: number | null; response: unknown };

const byKey = (id: IdempotencyKeyId) =>
  sql`company_id = ${id.companyId} and actor = ${id.actor} and operation = ${id.operation} and key = ${id.key}`;

/** The SQL of idempotency keys (SECURITY.md T13). Every query runs under the tenant's RLS. */
export const paymentIdempotencyRepository = {
  /** Claims the key for a request of `requestHash`; false when it is held (an older one than `ttlHours` is claimed anew). */
  claim: async (tx: Tx, id: IdempotencyKeyId, requestHash: string, ttlHours: number): Promise<boolean> => {
    const won = await rows<{ key: string }>(
      tx,
      sql`insert into idempotency_key (company_id, actor, operation, key, request_hash)
          values (${id.companyId}, ${id.actor}, ${id.operation}, ${id.key}, ${requestHash})
          on conflict (company_id, actor, operation, key) do update
             set request_hash = excluded.request_hash, status_code = null, response = null, created_at = app_now(), completed_at = null
           where idempotency_key.created_at < app_now() - make_interval(hours => ${ttlHours})
          returning key`,
    );
    return won.length > 0;
  },

  /** Releases the key, so that a retry runs again. */
  release: (tx: Tx, id: IdempotencyKeyId) => tx.execute(sql`delete from idempotency_key where ${byKey(id)}`),

  /** Stores the first request's answer, which every later request with the key answers. */
  complete: (tx: Tx, id: IdempotencyKeyId, answer: { status: number; body: unknown }) =>
    tx.execute(
      sql`update idempotency_key set status_code = ${answer.status}, response = ${JSON.stringify(answer.body)}::jsonb, completed_at = app_now()
          where ${byKey(id)}`,
    ),

  stored: async (tx: Tx, id: IdempotencyKeyId): Promise<StoredAnswer | undefined> => {
    const [row] = await rows<{ request_hash: string; status_code: number | null; response: unknown }>(
      tx,
      sql`select request_hash, status_code, response from idempotency_key where ${byKey(id)}`,
    );
    return row && { requestHash: row.request_hash, statusCode: row.status_code, response: row.response };
  },
};
