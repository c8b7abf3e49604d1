import type { MembershipRole, StaffInvitationStatus, TStaffInvitationDto } from '@teleconsulta/schema';
import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../kit/tenant.js';
import type { staffInvitation } from './staff-invitation.table.js';

/** A row as the service reasons about it: `open` = PENDING and not past its expiry (by the one clock, app_now()). */
export type InvitationRow = Pick<
  typeof staffInvitation.$inferSelect,
  'id' | 'companyId' | 'email' | 'roles' | 'status' | 'createdAt' | 'expiresAt'
> & {
  /** Still PENDING in the table: an expired one too, until it is re-sent or revoked (the staff list shows both). */
  pending: boolean;
  open: boolean;
};

type Raw = {
  id: string;
  company_id: string;
  email: string;
  roles: string[];
  status: string;
  pending: boolean;
  open: boolean;
  created_at: Date | string;
  expires_at: Date | string;
};

const iso = (v: Date | string) => new Date(v).toISOString();

/** A PENDING row past its expiry reads EXPIRED: nothing has to sweep the table for the status to be true. */
const COLUMNS = sql`id, company_id, email, roles, created_at, expires_at,
  case when status = 'PENDING' and expires_at <= app_now() then 'EXPIRED' else status end as status,
  status = 'PENDING' as pending,
  (status = 'PENDING' and expires_at > app_now()) as open`;

const toRow = (r: Raw): InvitationRow => ({
  id: r.id,
  companyId: r.company_id,
  email: r.email,
  roles: r.roles as MembershipRole[],
  status: r.status as StaffInvitationStatus,
  pending: Boolean(r.pending),
  open: Boolean(r.open),
  createdAt: iso(r.created_at),
  expiresAt: iso(r.expires_at),
});

export const toInvitationDto = (r: InvitationRow): TStaffInvitationDto => ({
  id: r.id,
  email: r.email,
  roles: r.roles,
  status: r.status,
  sentAt: r.createdAt,
  expiresAt: r.expiresAt,
});

/** The only file with invitation SQL. Every query but companyOfToken runs under the tenant's row-level security. */
export const staffInvitationRepository = {
  /** The company of a token's invitation (SECURITY DEFINER, migration 0029): run in a scope without a tenant. */
  companyOfToken: async (tx: Tx, tokenHash: string): Promise<string | null> => {
    const [row] = await rows<{ company_id: string | null }>(tx, sql`select staff_invitation_company_of(${tokenHash}) as company_id`);
    return row?.company_id ?? null;
  },

  /**
   * Whether the e-mail belongs to a member of the company: one query, the same whether or not the e-mail has an
   * account anywhere, so neither the answer nor its time says more than the company's own staff list.
   */
  isMember: async (tx: Tx, companyId: string, email: string): Promise<boolean> => {
    const [row] = await rows<{ found: boolean }>(
      tx,
      sql`select exists (select 1 from membership m join app_user u on u.id = m.user_id
                          where m.company_id = ${companyId} and lower(u.email) = ${email}) as found`,
    );
    return Boolean(row?.found);
  },

  /** Serialises invitations of one e-mail to one company (two admins inviting at once): held until commit. */
  lockEmail: async (tx: Tx, companyId: string, email: string) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`staff_invitation:${companyId}:${email}`}, 0))`);
  },

  /** Closes the e-mail's open invitation before a new one is sent: REVOKED (replaced), or EXPIRED if it already was. */
  closePending: async (tx: Tx, companyId: string, email: string) => {
    await tx.execute(sql`update staff_invitation
      set status = case when expires_at <= app_now() then 'EXPIRED' else 'REVOKED' end,
          revoked_at = case when expires_at <= app_now() then null else app_now() end,
          updated_at = app_now()
      where company_id = ${companyId} and email = ${email} and status = 'PENDING'`);
  },

  insert: async (
    tx: Tx,
    v: { companyId: string; email: string; roles: readonly MembershipRole[]; invitedBy: string; tokenHash: string; ttlDays: number },
  ): Promise<InvitationRow> => {
    const [row] = await rows<Raw>(
      tx,
      sql`insert into staff_invitation (company_id, email, roles, invited_by, token_hash, expires_at)
          values (${v.companyId}, ${v.email}, ${`{${v.roles.join(',')}}`}::text[],
                  ${v.invitedBy}, ${v.tokenHash}, app_now() + make_interval(days => ${v.ttlDays}))
          returning ${COLUMNS}`,
    );
    return toRow(row!);
  },

  /** An invitation of the company by id, any status. */
  byId: async (tx: Tx, companyId: string, id: string): Promise<InvitationRow | undefined> => {
    const [row] = await rows<Raw>(tx, sql`select ${COLUMNS} from staff_invitation where company_id = ${companyId} and id = ${id}`);
    return row ? toRow(row) : undefined;
  },

  /** The invitation of a token, locked: two acceptances of one link are serialised, and the second finds it used. */
  byToken: async (tx: Tx, tokenHash: string, lock: boolean): Promise<InvitationRow | undefined> => {
    const [row] = await rows<Raw>(
      tx,
      sql`select ${COLUMNS} from staff_invitation where token_hash = ${tokenHash} ${lock ? sql`for update` : sql``}`,
    );
    return row ? toRow(row) : undefined;
  },

  /** Open invitations (pending, or expired and never replaced), newest first. */
  listPending: async (tx: Tx, companyId: string, page: number, perPage: number) => {
    const where = sql`company_id = ${companyId} and status = 'PENDING'`;
    const [items, [total]] = await Promise.all([
      rows<Raw>(
        tx,
        sql`select ${COLUMNS} from staff_invitation where ${where}
            order by created_at desc, id limit ${perPage} offset ${(page - 1) * perPage}`,
      ),
      rows<{ n: number | string }>(tx, sql`select count(*) as n from staff_invitation where ${where}`),
    ]);
    return { items: items.map(toRow), total: Number(total?.n ?? 0) };
  },

  revoke: async (tx: Tx, companyId: string, id: string) => {
    await tx.execute(sql`update staff_invitation set status = 'REVOKED', revoked_at = app_now(), updated_at = app_now()
      where company_id = ${companyId} and id = ${id} and status = 'PENDING'`);
  },

  markAccepted: async (tx: Tx, id: string, userId: string) => {
    await tx.execute(sql`update staff_invitation
      set status = 'ACCEPTED', accepted_by = ${userId}, accepted_at = app_now(), updated_at = app_now()
      where id = ${id} and status = 'PENDING'`);
  },

  companyName: async (tx: Tx, companyId: string): Promise<{ name: string; timeZone: string }> => {
    const [row] = await rows<{ name: string; time_zone: string }>(tx, sql`select name, time_zone from company where id = ${companyId}`);
    return { name: row?.name ?? '', timeZone: row?.time_zone ?? 'America/Sao_Paulo' };
  },
};
