import type { MembershipRole } from '@teleconsulta/schema';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { likeText as like } from '../kit/query.js';
import type { Tx } from '../kit/tenant.js';
import type { TStaffListQuery, TStaffMemberDto } from '../staff/staff.schemas.js';
import { appUser, membership } from './user.table.js';

/** membership.created_at is not in the identity module's table definition: read it by name. */
const createdAt = sql<string>`"membership"."created_at"`;

const SORT_COLUMNS = {
  NAME: sql`lower(${appUser.name})`,
  EMAIL: sql`lower(${appUser.email})`,
  CREATED_AT: createdAt,
} as const;

const COLUMNS = { userId: appUser.id, name: appUser.name, email: appUser.email, roles: membership.roles, createdAt };

type Row = { userId: string; name: string; email: string | null; roles: string[]; createdAt: string };

const toDto = (r: Row): TStaffMemberDto => ({
  userId: r.userId,
  name: r.name,
  email: r.email,
  roles: r.roles as MembershipRole[],
  createdAt: new Date(r.createdAt).toISOString(),
});

const inCompany = (companyId: string) => eq(membership.companyId, companyId);

/**
 * The only file with staff SQL: memberships of one company joined to their users (RLS keeps it to the tenant). The
 * identity domain owns both tables; the staff domain reads and writes them through userService.members.
 */
export const membershipRepository = {
  list: async (tx: Tx, companyId: string, q: TStaffListQuery) => {
    const where = and(
      inCompany(companyId),
      q.q ? or(ilike(appUser.name, like(q.q)), ilike(appUser.email, like(q.q))) : undefined,
      q.role ? sql`${q.role} = any(${membership.roles})` : undefined,
    );
    const order = q.sortOrder === 'DESC' ? desc(SORT_COLUMNS[q.sortField]) : asc(SORT_COLUMNS[q.sortField]);
    const base = () => tx.select(COLUMNS).from(membership).innerJoin(appUser, eq(appUser.id, membership.userId));
    const [rows, [total]] = await Promise.all([
      base()
        .where(where)
        .orderBy(order, asc(appUser.id))
        .limit(q.perPage)
        .offset((q.page - 1) * q.perPage),
      tx.select({ n: count() }).from(membership).innerJoin(appUser, eq(appUser.id, membership.userId)).where(where),
    ]);
    return { items: rows.map(toDto), total: Number(total?.n ?? 0) };
  },

  byUserId: async (tx: Tx, companyId: string, userId: string) => {
    const [row] = await tx
      .select(COLUMNS)
      .from(membership)
      .innerJoin(appUser, eq(appUser.id, membership.userId))
      .where(and(inCompany(companyId), eq(membership.userId, userId)))
      .limit(1);
    return row ? toDto(row) : undefined;
  },

  insert: async (tx: Tx, companyId: string, userId: string, roles: readonly MembershipRole[]) => {
    await tx.insert(membership).values({ companyId, userId, roles: [...roles] });
  },

  updateRoles: async (tx: Tx, companyId: string, userId: string, roles: readonly MembershipRole[]) => {
    await tx
      .update(membership)
      .set({ roles: [...roles] })
      .where(and(inCompany(companyId), eq(membership.userId, userId)));
  },

  remove: async (tx: Tx, companyId: string, userId: string) => {
    await tx.delete(membership).where(and(inCompany(companyId), eq(membership.userId, userId)));
  },

  /**
   * The users holding CA in the company, their rows locked: two administrators demoting each other at the same time
   * are serialised, and the second one sees the first one's change.
   */
  lockAdmins: async (tx: Tx, companyId: string): Promise<string[]> => {
    const isAdmin: SQL = sql`'CA' = any(${membership.roles})`;
    const rows = await tx
      .select({ userId: membership.userId })
      .from(membership)
      .where(and(inCompany(companyId), isAdmin))
      .orderBy(asc(membership.userId))
      .for('update');
    return rows.map((r) => r.userId);
  },
};
