import type { RecordAccessAction, RecordAccessKind, RecordAccessOutcome, TRecordAccessDto } from '@teleconsulta/schema';
import { type SQL, sql } from 'drizzle-orm';
import { rows, type Tx } from '../kit/tenant.js';

/**
 * Whose accesses a caller reads: every access of the tenant (null), or a patient's view: the allowed accesses of others
 * (not the viewer's own) to these persons (theirs and their dependents').
 */
export type RecordAccessReach = { personIds: readonly string[]; viewerUserId: string } | null;

type Raw = {
  id: string;
  person_id: string | null;
  person_name: string | null;
  reader_name: string;
  reader_roles: string[];
  kind: RecordAccessKind;
  item_type: string | null;
  item_id: string | null;
  types: string[];
  appointment_id: string | null;
  appointment_protocol: string | null;
  action: RecordAccessAction;
  outcome: RecordAccessOutcome;
  request_id: string | null;
  accessed_at: Date | string;
};

const toDto = (r: Raw): TRecordAccessDto => ({
  id: r.id,
  personId: r.person_id,
  personName: r.person_name,
  readerName: r.reader_name,
  readerRoles: r.reader_roles,
  kind: r.kind,
  itemType: r.item_type,
  itemId: r.item_id,
  types: r.types,
  appointmentId: r.appointment_id,
  appointmentProtocol: r.appointment_protocol,
  action: r.action,
  outcome: r.outcome,
  requestId: r.request_id,
  accessedAt: new Date(r.accessed_at).toISOString(),
});

const reachSql = (reach: RecordAccessReach, q: { personId?: string; outcome?: RecordAccessOutcome }): SQL => {
  const conditions: SQL[] = [];
  if (q.personId) conditions.push(sql`r.person_id = ${q.personId}`);
  if (q.outcome) conditions.push(sql`r.outcome = ${q.outcome}`);
  if (reach !== null) {
    const ids = q.personId ? reach.personIds.filter((id) => id === q.personId) : reach.personIds;
    if (ids.length === 0) return sql`false`;
    conditions.push(
      sql`r.person_id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
    conditions.push(sql`r.outcome = 'ALLOWED' and r.reader_user_id is distinct from ${reach.viewerUserId}`);
  }
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
};

/** One access as logged, but its person (given, or found for a refused one). */
type AccessRow = {
  companyId: string;
  readerUserId: string;
  readerRoles: readonly string[];
  kind: RecordAccessKind;
  itemType: string | null;
  itemId: string | null;
  types: readonly string[];
  action: RecordAccessAction;
  requestId: string | null;
};

async function insertRow(tx: Tx, v: AccessRow & { outcome: RecordAccessOutcome }, person: SQL): Promise<void> {
  await tx.execute(
    sql`with subject as (select ${person} as id)
        insert into record_access (company_id, person_id, reader_user_id, reader_name, reader_roles, kind, item_type, item_id, types,
                                   appointment_id, action, outcome, request_id)
        select ${v.companyId}, subject.id, ${v.readerUserId},
               coalesce((select u.name from app_user u where u.id = ${v.readerUserId}), ''), ${sql`${`{${v.readerRoles.join(',')}}`}::text[]`},
               ${v.kind}, ${v.itemType}, ${v.itemId}, ${sql`${`{${v.types.join(',')}}`}::text[]`},
               (select a.id from appointment a join professional pr on pr.id in (a.doctor_id, a.medical_assistent)
                 where pr.user_id = ${v.readerUserId} and a.patient_id = subject.id
                 order by abs(extract(epoch from a.starts_at - app_now())) limit 1),
               ${v.action}, ${v.outcome}, ${v.requestId}
        from subject`,
  );
}

/** The only file with record-access SQL; every query runs under the tenant's row-level security. */
export const recordAccessRepository = {
  /**
   * Logs one allowed access, with the reader's name as it is now. The appointment it falls under: the reader's (as its
   * professional or assistant) with that person, the nearest in time to now.
   */
  insert: async (tx: Tx, v: AccessRow & { personId: string; outcome: 'ALLOWED' }): Promise<void> => {
    await insertRow(tx, v, sql`${v.personId}::uuid`);
  },

  /**
   * Logs one refused access. The person: the one named, or the patient of the appointment or document named, only when
   * it is of this company (RLS hides any other), so the log never names someone the caller could not know of.
   */
  insertRefused: async (
    tx: Tx,
    v: AccessRow,
    named: { personId: string | null; appointmentId: string | null; documentId: string | null; serviceRequestId: string | null },
  ): Promise<void> => {
    await insertRow(
      tx,
      { ...v, outcome: 'DENIED' },
      sql`coalesce((select p.id from person p where p.id = ${named.personId}::uuid),
                   (select a.patient_id from appointment a where a.id = ${named.appointmentId}::uuid),
                   (select d.person_id from clinical_document d where d.id = ${named.documentId}::uuid),
                   (select s.subject_id from service_request s where s.id = ${named.serviceRequestId}::uuid))`,
    );
  },

  list: async (
    tx: Tx,
    reach: RecordAccessReach,
    q: { personId?: string; outcome?: RecordAccessOutcome; page: number; perPage: number },
  ) => {
    const where = reachSql(reach, q);
    const items = await rows<Raw>(
      tx,
      sql`select r.id, r.person_id, p.name as person_name,
            r.reader_name, r.reader_roles, r.kind, r.item_type, r.item_id, r.types, r.appointment_id,
            a.protocol as appointment_protocol, r.action, r.outcome, r.request_id, r.accessed_at
          from record_access r left join person p on p.id = r.person_id left join appointment a on a.id = r.appointment_id
          where ${where} order by r.accessed_at desc, r.id desc
          limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`,
    );
    const [count] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from record_access r where ${where}`);
    return { items: items.map(toDto), total: count?.n ?? 0 };
  },
};
