import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../kit/tenant.js';

/** Sign-in failures per identifier (no tenant data: the table has no RLS). */
export const throttleRepository = {
  get: async (tx: Tx, key: string) =>
    (
      await rows<{ failures: number; locked: boolean; window_age_s: number }>(
        tx,
        sql`select failures, coalesce(locked_until > app_now(), false) as locked, extract(epoch from app_now() - window_start)::int as window_age_s
            from sign_in_attempt where key = ${key}`,
      )
    )[0],

  /** Counts one failure in a one-hour window; at `lockAfter` failures the identifier is locked for `lockMinutes`. */
  fail: async (tx: Tx, key: string, lockAfter: number, lockMinutes: number) =>
    (
      await rows<{ failures: number }>(
        tx,
        sql`insert into sign_in_attempt as a (key, failures, window_start) values (${key}, 1, app_now())
            on conflict (key) do update set
              failures = case when a.window_start < app_now() - interval '1 hour' then 1 else a.failures + 1 end,
              window_start = case when a.window_start < app_now() - interval '1 hour' then app_now() else a.window_start end,
              locked_until = case when (case when a.window_start < app_now() - interval '1 hour' then 1 else a.failures + 1 end) >= ${lockAfter}
                                  then app_now() + make_interval(mins => ${lockMinutes}) else a.locked_until end
            returning failures`,
      )
    )[0]!.failures,

  clear: (tx: Tx, key: string) => tx.execute(sql`delete from sign_in_attempt where key = ${key}`),
};
