import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../kit/tenant.js';
import { iso, type Raw } from './payment.sql.js';
import type { paymentRefund } from './payment.table.js';

/** A refund as the payment module reads it (payment_refund, migrations/0018_payment.sql). */
export type RefundRow = Pick<
  typeof paymentRefund.$inferSelect,
  'id' | 'paymentId' | 'amountCents' | 'reason' | 'kind' | 'status' | 'reference' | 'createdAt'
>;

const toRefund = (r: Raw): RefundRow => ({
  id: r.id as string,
  paymentId: r.payment_id as string,
  amountCents: Number(r.amount_cents),
  reason: r.reason as string,
  kind: r.kind as RefundRow['kind'],
  status: r.status as RefundRow['status'],
  reference: r.reference as string,
  createdAt: iso(r.created_at)!,
});

/** The SQL of the money that moved (payment_ledger) and of refunds (payment_refund). Every query runs under the tenant's RLS. */
export const paymentRefundRepository = {
  /** Records money that moved; false when this external reference was recorded already (a replay). */
  ledger: async (
    tx: Tx,
    e: { companyId: string; paymentId: string; kind: 'CAPTURE' | 'REFUND'; amountCents: number; externalRef: string },
  ): Promise<boolean> => {
    const inserted = await rows<Raw>(
      tx,
      sql`insert into payment_ledger (company_id, payment_id, kind, amount_cents, external_ref)
          values (${e.companyId}, ${e.paymentId}, ${e.kind}, ${e.amountCents}, ${e.externalRef})
          on conflict (kind, external_ref) do nothing returning id`,
    );
    return inserted.length > 0;
  },

  insertRefund: async (
    tx: Tx,
    r: { companyId: string; paymentId: string; amountCents: number; reason: string; kind: RefundRow['kind']; requestedBy: string | null },
  ): Promise<RefundRow> => {
    const [row] = await rows<Raw>(
      tx,
      sql`insert into payment_refund (company_id, payment_id, amount_cents, reason, kind, reference, requested_by)
          values (${r.companyId}, ${r.paymentId}, ${r.amountCents}, ${r.reason}, ${r.kind},
                  'refund-' || gen_random_uuid()::text, ${r.requestedBy})
          returning *`,
    );
    return toRefund(row!);
  },

  refunds: async (tx: Tx, paymentId: string): Promise<RefundRow[]> =>
    (await rows<Raw>(tx, sql`select * from payment_refund where payment_id = ${paymentId} order by created_at desc`)).map(toRefund),

  /** The refunds waiting for the provider (skipping those another instance is sending). */
  queuedRefunds: async (tx: Tx, limit: number): Promise<RefundRow[]> =>
    (
      await rows<Raw>(
        tx,
        sql`select * from payment_refund where status = 'QUEUED' order by created_at limit ${limit} for update skip locked`,
      )
    ).map(toRefund),

  /** What is already given back or on its way (queued or done) for a payment. */
  refundedOrQueued: async (tx: Tx, paymentId: string): Promise<number> => {
    const [r] = await rows<{ cents: number }>(
      tx,
      sql`select coalesce(sum(amount_cents), 0)::int as cents from payment_refund where payment_id = ${paymentId} and status <> 'FAILED'`,
    );
    return Number(r?.cents ?? 0);
  },

  setRefund: async (tx: Tx, id: string, status: RefundRow['status'], providerRef: string | null) => {
    await tx.execute(
      sql`update payment_refund set status = ${status}, provider_ref = coalesce(${providerRef}, provider_ref), updated_at = app_now() where id = ${id}`,
    );
  },
};
