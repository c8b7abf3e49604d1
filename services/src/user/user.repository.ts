import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { SQL_NOW } from '../kit/clock.js';
import { rows, type Tx } from '../kit/tenant.js';
import { appUser, membership, refreshToken, signingKey } from './user.table.js';

/** Identity queries. Runs in the identity context (no tenant): app_user and refresh_token have no RLS. */
export const userRepository = {
  findByEmail: async (tx: Tx, email: string) => (await tx.select().from(appUser).where(eq(appUser.email, email)).limit(1))[0],
  findByCpf: async (tx: Tx, cpf: string) => (await tx.select().from(appUser).where(eq(appUser.cpf, cpf)).limit(1))[0],
  findByCns: async (tx: Tx, cns: string) => (await tx.select().from(appUser).where(eq(appUser.cns, cns)).limit(1))[0],
  findById: async (tx: Tx, id: string) => (await tx.select().from(appUser).where(eq(appUser.id, id)).limit(1))[0],

  /** The ES256 signing keys, newest first (kit/auth.ts signs with the first). */
  signingKeys: (tx: Tx) => tx.select().from(signingKey).orderBy(desc(signingKey.createdAt)),
  insertSigningKey: (tx: Tx, key: typeof signingKey.$inferInsert) => tx.insert(signingKey).values(key),

  /** The user's memberships with company names (visible in the identity context through the membership policy). */
  memberships: async (tx: Tx, userId: string) => {
    const result = (await tx.execute(sql`
      select m.company_id as "companyId", c.name as "companyName", m.roles as roles
      from membership m join company c on c.id = m.company_id
      where m.user_id = ${userId} order by c.name`)) as unknown as {
      rows: Array<{ companyId: string; companyName: string; roles: string[] }>;
    };
    return result.rows;
  },

  roleIn: async (tx: Tx, userId: string, companyId: string) =>
    (
      await tx
        .select({ roles: membership.roles })
        .from(membership)
        .where(and(eq(membership.userId, userId), eq(membership.companyId, companyId)))
    )[0]?.roles,

  /** A new user of the staff module (the password already hashed). */
  insertUser: async (tx: Tx, values: { name: string; email: string; passwordHash: string }) =>
    (await tx.insert(appUser).values(values).returning())[0]!,

  /** Ends the user's sessions in a company (a revoked membership): their refresh tokens for it stop working. */
  revokeCompanySessions: (tx: Tx, userId: string, companyId: string) =>
    tx
      .update(refreshToken)
      .set({ revokedAt: SQL_NOW })
      .where(and(eq(refreshToken.userId, userId), eq(refreshToken.companyId, companyId), isNull(refreshToken.revokedAt))),

  /**
   * LGPD erasure (erasure-request domain): the patient role in the company ends (the membership goes when it was the
   * only role) with the user's sessions there; when no membership is left anywhere the account itself is closed: its
   * sign-in identifiers and password cleared, every session revoked. Answers whether the account was closed.
   */
  closePatientAccountIn: async (tx: Tx, userId: string, companyId: string): Promise<boolean> => {
    const here = and(eq(membership.userId, userId), eq(membership.companyId, companyId));
    const [current] = await tx.select({ roles: membership.roles }).from(membership).where(here);
    const roles = (current?.roles ?? []).filter((r) => r !== 'P');
    if (current && roles.length === 0) await tx.delete(membership).where(here);
    else if (current) await tx.update(membership).set({ roles }).where(here);
    await userRepository.revokeCompanySessions(tx, userId, companyId);
    const [other] = await rows<{ n: number }>(tx, sql`select erasure_other_memberships(${userId}, ${companyId}) as n`);
    if (Number(other?.n ?? 0) > 0 || roles.length > 0) return false;
    const closed = await tx
      .update(appUser)
      .set({ status: 'closed', email: null, cpf: null, cns: null, birthDate: null, passwordHash: null })
      .where(and(eq(appUser.id, userId), eq(appUser.isPlatformAdmin, false)))
      .returning({ id: appUser.id });
    await tx
      .update(refreshToken)
      .set({ revokedAt: SQL_NOW })
      .where(and(eq(refreshToken.userId, userId), isNull(refreshToken.revokedAt)));
    return closed.length > 0;
  },

  insertRefresh: (tx: Tx, row: typeof refreshToken.$inferInsert) => tx.insert(refreshToken).values(row),
  findRefresh: async (tx: Tx, tokenHash: string) =>
    (await tx.select().from(refreshToken).where(eq(refreshToken.tokenHash, tokenHash)).limit(1))[0],
  /** Marks a live token rotated; false when it was rotated or revoked already (another refresh used it first). */
  claimRotation: async (tx: Tx, id: string): Promise<boolean> => {
    const claimed = await tx
      .update(refreshToken)
      .set({ rotatedAt: SQL_NOW })
      .where(and(eq(refreshToken.id, id), isNull(refreshToken.rotatedAt), isNull(refreshToken.revokedAt)))
      .returning({ id: refreshToken.id });
    return claimed.length > 0;
  },
  markRotated: (tx: Tx, id: string) => tx.update(refreshToken).set({ rotatedAt: SQL_NOW }).where(eq(refreshToken.id, id)),
  revokeFamily: (tx: Tx, familyId: string) =>
    tx
      .update(refreshToken)
      .set({ revokedAt: SQL_NOW })
      .where(and(eq(refreshToken.familyId, familyId), isNull(refreshToken.revokedAt))),
};
