import type {
  SecurityIncidentDataCategory,
  SecurityIncidentRisk,
  SecurityIncidentStatus,
  TSecurityIncidentInput,
} from '@teleconsulta/schema';
import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../kit/tenant.js';

/** An entry as stored (the deadlines are worked out by the service). */
export type SecurityIncidentRow = {
  id: string;
  status: SecurityIncidentStatus;
  detectedAt: string;
  occurredAt: string | null;
  description: string;
  dataCategories: SecurityIncidentDataCategory[];
  affectedSubjects: number | null;
  risk: SecurityIncidentRisk;
  measures: string | null;
  anpdNotifiedAt: string | null;
  subjectsNotifiedAt: string | null;
  notNotifiedReason: string | null;
  recordedByName: string;
  closedByName: string | null;
  closedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

type Raw = Record<string, unknown>;
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
/** A text[] column: an array from node-postgres, the literal `{A,B}` from some drivers. */
const list = (v: unknown): string[] =>
  Array.isArray(v)
    ? v
    : String(v ?? '')
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean);

const toRow = (r: Raw): SecurityIncidentRow => ({
  id: r.id as string,
  status: r.status as SecurityIncidentStatus,
  detectedAt: iso(r.detected_at)!,
  occurredAt: iso(r.occurred_at),
  description: r.description as string,
  dataCategories: list(r.data_categories) as SecurityIncidentDataCategory[],
  affectedSubjects: r.affected_subjects === null ? null : Number(r.affected_subjects),
  risk: r.risk as SecurityIncidentRisk,
  measures: (r.measures as string | null) ?? null,
  anpdNotifiedAt: iso(r.anpd_notified_at),
  subjectsNotifiedAt: iso(r.subjects_notified_at),
  notNotifiedReason: (r.not_notified_reason as string | null) ?? null,
  recordedByName: r.recorded_by_name as string,
  closedByName: (r.closed_by_name as string | null) ?? null,
  closedAt: iso(r.closed_at),
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
});

const categories = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** The only file with security-incident SQL; every query runs under the tenant's row-level security. */
export const securityIncidentRepository = {
  insert: async (tx: Tx, companyId: string, v: TSecurityIncidentInput, by: { userId: string; name: string }): Promise<string> => {
    const [row] = await rows<{ id: string }>(
      tx,
      sql`insert into security_incident (company_id, detected_at, occurred_at, description, data_categories, affected_subjects,
            risk, measures, anpd_notified_at, subjects_notified_at, not_notified_reason, recorded_by_user_id, recorded_by_name)
          values (${companyId}, ${v.detectedAt}, ${v.occurredAt}, ${v.description}, ${categories(v.dataCategories)},
            ${v.affectedSubjects}, ${v.risk}, ${v.measures}, ${v.anpdNotifiedAt}, ${v.subjectsNotifiedAt},
            ${v.notNotifiedReason}, ${by.userId}, ${by.name})
          returning id`,
    );
    return row!.id;
  },

  byId: async (tx: Tx, id: string, lock = false): Promise<SecurityIncidentRow | undefined> => {
    const [row] = await rows<Raw>(tx, sql`select * from security_incident where id = ${id} ${lock ? sql`for update` : sql``}`);
    return row ? toRow(row) : undefined;
  },

  list: async (tx: Tx, q: { status?: SecurityIncidentStatus; page: number; perPage: number }) => {
    const where = q.status ? sql`status = ${q.status}` : sql`true`;
    const [items, [total]] = await Promise.all([
      rows<Raw>(
        tx,
        sql`select * from security_incident where ${where}
            order by detected_at desc, id limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`,
      ),
      rows<{ n: number | string }>(tx, sql`select count(*) as n from security_incident where ${where}`),
    ]);
    return { items: items.map(toRow), total: Number(total?.n ?? 0) };
  },

  /** Replaces an open entry's content (a closed one is refused by the database as well). */
  update: async (tx: Tx, id: string, v: TSecurityIncidentInput) => {
    await tx.execute(sql`update security_incident
      set detected_at = ${v.detectedAt}, occurred_at = ${v.occurredAt}, description = ${v.description},
          data_categories = ${categories(v.dataCategories)}, affected_subjects = ${v.affectedSubjects}, risk = ${v.risk},
          measures = ${v.measures}, anpd_notified_at = ${v.anpdNotifiedAt}, subjects_notified_at = ${v.subjectsNotifiedAt},
          not_notified_reason = ${v.notNotifiedReason}, updated_at = app_now()
      where id = ${id} and status = 'OPEN'`);
  },

  close: async (tx: Tx, id: string, by: { userId: string; name: string }) => {
    await tx.execute(sql`update security_incident
      set status = 'CLOSED', closed_by_user_id = ${by.userId}, closed_by_name = ${by.name}, closed_at = app_now(), updated_at = app_now()
      where id = ${id} and status = 'OPEN'`);
  },
};
