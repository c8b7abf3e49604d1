import type { PaymentMethod } from '@teleconsulta/schema';
import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../kit/tenant.js';

/** A period of the company's calendar: its first and last local dates, in its time zone. */
export type CalendarPeriod = { timeZone: string; from: string; to: string };

/** The period's instants, [lo, hi): from the first date's midnight to the midnight after the last, in the time zone. */
const bounds = ({ timeZone, from, to }: CalendarPeriod) => ({
  lo: sql`(${from}::date)::timestamp at time zone ${timeZone}`,
  hi: sql`((${to}::date + 1)::timestamp at time zone ${timeZone})`,
});

/** The SQL of the payments side of the company's financial resume. Every query runs under the tenant's RLS. */
export const paymentFinanceRepository = {
  /** The payments approved (paid) in the period, by method: how many, their total, how many split, their interest. */
  approvedByMethod: async (tx: Tx, companyId: string, period: CalendarPeriod) => {
    const { lo, hi } = bounds(period);
    return rows<{ method: PaymentMethod; n: number; cents: string | number; split: number; interest: string | number }>(
      tx,
      sql`select p.method, count(*)::int as n, coalesce(sum(p.total_cents), 0)::bigint as cents,
                 count(*) filter (where p.installments > 1)::int as split, coalesce(sum(p.interest_cents), 0)::bigint as interest
            from payment p
           where p.company_id = ${companyId} and p.paid_at >= ${lo} and p.paid_at < ${hi}
             and p.status in ('APPROVED', 'PARTIALLY_REFUNDED', 'REFUNDED')
           group by p.method order by p.method`,
    );
  },

  /** The refunds done (the provider confirmed them) in the period: how many, and how much. */
  refundsDone: async (tx: Tx, companyId: string, period: CalendarPeriod) => {
    const { lo, hi } = bounds(period);
    const [refunds] = await rows<{ n: number; cents: string | number }>(
      tx,
      sql`select count(*)::int as n, coalesce(sum(r.amount_cents), 0)::bigint as cents
            from payment_refund r
           where r.company_id = ${companyId} and r.status = 'DONE' and r.updated_at >= ${lo} and r.updated_at < ${hi}`,
    );
    return refunds;
  },
};
