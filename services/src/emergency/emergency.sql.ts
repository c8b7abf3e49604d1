import { type SQL, sql } from 'drizzle-orm';

/** SQL pieces the emergency repositories share (queues, protocols, duty). */

export const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());
export const OPEN = sql`('WAITING', 'CALLED', 'IN_ATTENDANCE')`;
/** The clinic charges for the emergency attendance: its patients are called only once past the payment (step 3). */
export const charges = (companyId: SQL) =>
  sql`exists (select 1 from company_financial f where f.company_id = ${companyId} and f.emergency_price_cents > 0)`;
