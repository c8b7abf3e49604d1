import type { PaymentMethod } from '@teleconsulta/schema';
import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../kit/tenant.js';

export type PaymentPeriodFigures = {
  byMethod: Array<{ method: PaymentMethod; payments: number; totalCents: number }>;
  /** Card payments split in more than one installment, and the interest they carry. */
  installmentPayments: number;
  interestCents: number;
  /** Money given back in the period (refunds the provider confirmed). */
  refundedCents: number;
  refunds: number;
};

/**
 * The payments side of the company's financial resume, for a period of its calendar: the approved payments by method
 * (paid in the period), installments and their interest, and the refunds done in the period. Two statements, whatever
 * the number of payments.
 */
async function periodFigures(tx: Tx, companyId: string, timeZone: string, from: string, to: string): Promise<PaymentPeriodFigures> {
  const lo = sql`(${from}::date)::timestamp at time zone ${timeZone}`;
  const hi = sql`((${to}::date + 1)::timestamp at time zone ${timeZone})`;
  const methods = await rows<{ method: PaymentMethod; n: number; cents: string | number; split: number; interest: string | number }>(
    tx,
    sql`select p.method, count(*)::int as n, coalesce(sum(p.total_cents), 0)::bigint as cents,
               count(*) filter (where p.installments > 1)::int as split, coalesce(sum(p.interest_cents), 0)::bigint as interest
          from payment p
         where p.company_id = ${companyId} and p.paid_at >= ${lo} and p.paid_at < ${hi}
           and p.status in ('APPROVED', 'PARTIALLY_REFUNDED', 'REFUNDED')
         group by p.method order by p.method`,
  );
  const [refunds] = await rows<{ n: number; cents: string | number }>(
    tx,
    sql`select count(*)::int as n, coalesce(sum(r.amount_cents), 0)::bigint as cents
          from payment_refund r
         where r.company_id = ${companyId} and r.status = 'DONE' and r.updated_at >= ${lo} and r.updated_at < ${hi}`,
  );
  return {
    byMethod: methods.map((m) => ({ method: m.method, payments: Number(m.n), totalCents: Number(m.cents) })),
    installmentPayments: methods.reduce((n, m) => n + Number(m.split), 0),
    interestCents: methods.reduce((n, m) => n + Number(m.interest), 0),
    refundedCents: Number(refunds?.cents ?? 0),
    refunds: Number(refunds?.n ?? 0),
  };
}

export const paymentFinanceService = { periodFigures };
