import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { SQL_NOW } from '../kit/clock.js';
import type { Tx } from '../kit/tenant.js';
import { appUser, emailChange } from './user.table.js';

/** Sign-in e-mail changes. Identity scope (no tenant): these tables have no RLS, like app_user. */
export const emailChangeRepository = {
  /** Whether another account signs in with this e-mail. */
  takenByOther: async (tx: Tx, email: string, userId: string) =>
    (
      await tx
        .select({ id: appUser.id })
        .from(appUser)
        .where(and(eq(appUser.email, email), ne(appUser.id, userId)))
        .limit(1)
    ).length > 0,

  insert: (tx: Tx, v: { userId: string; newEmail: string; tokenHash: string; ttlMinutes: number }) =>
    tx.insert(emailChange).values({
      userId: v.userId,
      newEmail: v.newEmail,
      tokenHash: v.tokenHash,
      expiresAt: sql`app_now() + make_interval(mins => ${v.ttlMinutes})`,
    }),

  /** Uses a live link (unused, not expired) in one UPDATE: of two uses one wins. Answers the account and the new e-mail. */
  claim: async (tx: Tx, tokenHash: string) =>
    (
      await tx
        .update(emailChange)
        .set({ usedAt: SQL_NOW })
        .where(and(eq(emailChange.tokenHash, tokenHash), isNull(emailChange.usedAt), gt(emailChange.expiresAt, SQL_NOW)))
        .returning({ userId: emailChange.userId, newEmail: emailChange.newEmail })
    )[0],

  /** The account's other open links stop working once one was used. */
  closeOpenLinks: (tx: Tx, userId: string) =>
    tx
      .update(emailChange)
      .set({ usedAt: SQL_NOW })
      .where(and(eq(emailChange.userId, userId), isNull(emailChange.usedAt))),

  setEmail: (tx: Tx, userId: string, email: string) => tx.update(appUser).set({ email }).where(eq(appUser.id, userId)),
};
