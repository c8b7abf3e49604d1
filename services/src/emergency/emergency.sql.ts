import { type SQL, sql } from 'drizzle-orm';

/** SQL pieces the emergency repositories share (queues, protocols, duty). */

export const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());
export const OPEN = sql`('WAITING', 'CALLED', 'IN_ATTENDANCE')`;
/** The clinic charges for the emergency attendance: its patients are called only once past the payment (step 3). */
export const charges = (companyId: SQL) =>
  sql`exists (select 1 from company_financial f where f.company_id = ${companyId} and f.emergency_price_cents > 0)`;

/**
 * The call order in SQL: the one rule is compareRank (emergency.rules.ts) — triage priority (not yet assessed last),
 * arrival to the millisecond (as the positions read it), then the protocol number. `alias`: the protocol table's.
 */
export const callOrder = (alias?: 'ep') => {
  const column = (name: string) => sql.raw(alias ? `${alias}.${name}` : name);
  return sql`${column('priority')} asc nulls last, date_trunc('milliseconds', ${column('arrived_at')}) asc, ${column('number')} asc`;
};
