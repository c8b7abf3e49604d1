import { sql } from 'drizzle-orm';

/** SQL pieces the emergency repositories share (queues, protocols, duty). */

export const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());
export const OPEN = sql`('WAITING', 'CALLED', 'IN_ATTENDANCE')`;
/**
 * The call order in SQL: the one rule is compareRank (emergency.rules.ts) — triage priority (not yet assessed last),
 * arrival to the millisecond (as the positions read it), then the protocol number. `alias`: the protocol table's.
 */
export const callOrder = (alias?: 'ep') => {
  const column = (name: string) => sql.raw(alias ? `${alias}.${name}` : name);
  return sql`${column('priority')} asc nulls last, date_trunc('milliseconds', ${column('arrived_at')}) asc, ${column('number')} asc`;
};
