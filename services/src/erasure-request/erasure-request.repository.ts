import { type ErasureRequestStatus, personDisplayName, type TErasureRequestDto } from '@teleconsulta/schema';
import { type SQL, sql } from 'drizzle-orm';
import { rows, type Tx } from '../kit/tenant.js';

/** Whom a caller reaches: every request of the tenant (null), or a patient's own persons' (themself and dependents). */
export type ErasureReach = { personIds: readonly string[] } | null;

type Raw = {
  id: string;
  person_id: string;
  person_name: string;
  person_registration: string | null;
  person_cpf: string | null;
  status: ErasureRequestStatus;
  requested_by_name: string;
  answer: string | null;
  retention_reason: string | null;
  answered_by_name: string | null;
  answered_at: Date | string | null;
  created_at: Date | string;
  locale: string | null;
};

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

export type ErasureRow = TErasureRequestDto & { locale: string | null };

const toRow = (r: Raw): ErasureRow => ({
  id: r.id,
  personId: r.person_id,
  personName: personDisplayName({ name: r.person_name, registration: r.person_registration, cpf: r.person_cpf?.trim() || null }),
  status: r.status,
  requestedByName: r.requested_by_name,
  answer: r.answer,
  retentionReason: r.retention_reason,
  answeredByName: r.answered_by_name,
  answeredAt: iso(r.answered_at),
  createdAt: iso(r.created_at)!,
  locale: r.locale,
});

export const toErasureDto = ({ locale: _locale, ...dto }: ErasureRow): TErasureRequestDto => dto;

const SELECT = sql`select e.id, e.person_id, p.name as person_name, p.registration as person_registration, p.cpf as person_cpf,
  e.status, e.requested_by_name, e.answer, e.retention_reason, e.answered_by_name, e.answered_at, e.created_at, e.locale
  from erasure_request e join person p on p.id = e.person_id`;

const reachSql = (reach: ErasureReach): SQL =>
  reach === null
    ? sql`true`
    : reach.personIds.length === 0
      ? sql`false`
      : sql`e.person_id in (${sql.join(
          reach.personIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`;

/** The only file with erasure-request SQL; every query runs under the tenant's row-level security. */
export const erasureRequestRepository = {
  insert: async (
    tx: Tx,
    v: { companyId: string; personId: string; requestedByUserId: string; requestedByName: string; locale: string },
  ): Promise<string> => {
    const [row] = await rows<{ id: string }>(
      tx,
      sql`insert into erasure_request (company_id, person_id, requested_by_user_id, requested_by_name, locale)
          values (${v.companyId}, ${v.personId}, ${v.requestedByUserId}, ${v.requestedByName}, ${v.locale}) returning id`,
    );
    return row!.id;
  },

  byId: async (tx: Tx, id: string, reach: ErasureReach, lock = false): Promise<ErasureRow | undefined> => {
    const [row] = await rows<Raw>(tx, sql`${SELECT} where e.id = ${id} and ${reachSql(reach)} ${lock ? sql`for update of e` : sql``}`);
    return row ? toRow(row) : undefined;
  },

  list: async (tx: Tx, reach: ErasureReach, q: { status?: readonly ErasureRequestStatus[]; page: number; perPage: number }) => {
    const status = q.status?.length
      ? sql`e.status in (${sql.join(
          q.status.map((s) => sql`${s}`),
          sql`, `,
        )})`
      : sql`true`;
    const where = sql`${reachSql(reach)} and ${status}`;
    const [items, [total]] = await Promise.all([
      rows<Raw>(tx, sql`${SELECT} where ${where} order by e.created_at desc, e.id limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`),
      rows<{ n: number | string }>(tx, sql`select count(*) as n from erasure_request e where ${where}`),
    ]);
    return { items: items.map(toRow), total: Number(total?.n ?? 0) };
  },

  answer: async (
    tx: Tx,
    id: string,
    v: { status: 'DONE' | 'REFUSED'; answer: string | null; retentionReason: string | null; userId: string; userName: string },
  ) => {
    await tx.execute(sql`update erasure_request
      set status = ${v.status}, answer = ${v.answer}, retention_reason = ${v.retentionReason},
          answered_by_user_id = ${v.userId}, answered_by_name = ${v.userName}, answered_at = app_now()
      where id = ${id} and status = 'REQUESTED'`);
  },

  userName: async (tx: Tx, userId: string): Promise<string | null> => {
    const [row] = await rows<{ name: string }>(tx, sql`select name from app_user where id = ${userId}`);
    return row?.name ?? null;
  },

  /** The sign-in e-mail of a person's account (the answer's mail goes there when the record has no e-mail). */
  accountEmail: async (tx: Tx, userId: string): Promise<string | null> => {
    const [row] = await rows<{ email: string | null }>(tx, sql`select email from app_user where id = ${userId}`);
    return row?.email ?? null;
  },

  companyName: async (tx: Tx, companyId: string): Promise<string> => {
    const [row] = await rows<{ name: string }>(tx, sql`select name from company where id = ${companyId}`);
    return row?.name ?? '';
  },
};
