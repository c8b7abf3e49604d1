import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { SQL_NOW } from '../kit/clock.js';
import type { Tx } from '../kit/tenant.js';
import { appUser, passwordReset, refreshToken } from './user.table.js';

/** Password links and password changes. Identity scope (no tenant): these tables have no RLS, like app_user. */
export const passwordResetRepository = {
  /** Links mailed to the account in the last hour (the per-account limit). */
  recentCount: async (tx: Tx, userId: string) =>
    (
      await tx
        .select({ n: count() })
        .from(passwordReset)
        .where(and(eq(passwordReset.userId, userId), gt(passwordReset.createdAt, sql`app_now() - interval '1 hour'`)))
    )[0]?.n ?? 0,

  insert: (tx: Tx, v: { userId: string; tokenHash: string; ttlMinutes: number }) =>
    tx.insert(passwordReset).values({
      userId: v.userId,
      tokenHash: v.tokenHash,
      expiresAt: sql`app_now() + make_interval(mins => ${v.ttlMinutes})`,
    }),

  /**
   * Uses a link: one UPDATE that only a live link (unused, not expired) passes, so of two concurrent uses one wins and
   * the other finds it used. Answers the account's id, or undefined.
   */
  claim: async (tx: Tx, tokenHash: string): Promise<string | undefined> =>
    (
      await tx
        .update(passwordReset)
        .set({ usedAt: SQL_NOW })
        .where(and(eq(passwordReset.tokenHash, tokenHash), isNull(passwordReset.usedAt), gt(passwordReset.expiresAt, SQL_NOW)))
        .returning({ userId: passwordReset.userId })
    )[0]?.userId,

  /** The account's other open links stop working once its password changed. */
  closeOpenLinks: (tx: Tx, userId: string) =>
    tx
      .update(passwordReset)
      .set({ usedAt: SQL_NOW })
      .where(and(eq(passwordReset.userId, userId), isNull(passwordReset.usedAt))),

  setPassword: (tx: Tx, userId: string, passwordHash: string) =>
    tx
      .update(appUser)
      .set({ passwordHash, passwordChangedAt: SQL_NOW, failedAttempts: 0, lockedUntil: null })
      .where(eq(appUser.id, userId)),

  /** Ends every session of the account but the one named (null: every one). */
  revokeSessions: (tx: Tx, userId: string, keepFamily: string | null) =>
    tx
      .update(refreshToken)
      .set({ revokedAt: SQL_NOW })
      .where(
        and(
          eq(refreshToken.userId, userId),
          isNull(refreshToken.revokedAt),
          keepFamily ? sql`${refreshToken.familyId} <> ${keepFamily}` : undefined,
        ),
      ),
};
