import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../kit/tenant.js';

/** Sign-in failures per identifier (no tenant data: the table has no RLS). */
export const throttleRepository = {
  /**
   * Counts an attempt BEFORE it is evaluated, in one statement (the row lock serialises concurrent attempts of one
   * identifier), and answers the count in the window and whether a lock holds. A lock that ran out starts a new window;
   * a window older than an hour starts over. Concurrent attempts thus get 1, 2, 3, … and no more than the limit pass.
   */
  reserve: async (tx: Tx, key: string) =>
    (
      await rows<{ failures: number; locked: boolean }>(
        tx,
        sql`insert into sign_in_attempt as a (key, failures, window_start) values (${key}, 1, app_now())
            on conflict (key) do update set
              failures = case when a.locked_until > app_now() then a.failures + 1
                              when a.locked_until is not null or a.window_start < app_now() - interval '1 hour' then 1
                              else a.failures + 1 end,
              window_start = case when a.locked_until > app_now() then a.window_start
                                  when a.locked_until is not null or a.window_start < app_now() - interval '1 hour' then app_now()
                                  else a.window_start end,
              locked_until = case when a.locked_until > app_now() then a.locked_until end
            returning failures, coalesce(locked_until > app_now(), false) as locked`,
      )
    )[0]!,

  /** A failed attempt (already counted by reserve): at `lockAfter` in the window the identifier is locked for `lockMinutes`. */
  lockIfReached: (tx: Tx, key: string, lockAfter: number, lockMinutes: number) =>
    tx.execute(
      sql`update sign_in_attempt set locked_until = app_now() + make_interval(mins => ${lockMinutes})
           where key = ${key} and failures >= ${lockAfter} and (locked_until is null or locked_until <= app_now())`,
    ),

  clear: (tx: Tx, key: string) => tx.execute(sql`delete from sign_in_attempt where key = ${key}`),
};
