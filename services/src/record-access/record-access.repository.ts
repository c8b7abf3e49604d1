import type { RecordAccessKind, TRecordAccessDto } from '@teleconsulta/schema';
import { type SQL, sql } from 'drizzle-orm';
import { rows, type Tx } from '../kit/tenant.js';

/** Whose accesses a caller reads: every person of the tenant (null), or only these persons (a patient's). */
export type RecordAccessReach = { personIds: readonly string[] } | null;

type Raw = {
  id: string;
  person_id: string;
  person_name: string;
  reader_name: string;
  reader_roles: string[];
  kind: RecordAccessKind;
  item_type: string | null;
  item_id: string | null;
  types: string[];
  appointment_id: string | null;
  appointment_protocol: string | null;
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
  accessedAt: new Date(r.accessed_at).toISOString(),
});

const reachSql = (reach: RecordAccessReach, personId: string | undefined): SQL => {
  const ids = reach === null ? null : personId ? reach.personIds.filter((id) => id === personId) : reach.personIds;
  const scoped = personId ? sql`r.person_id = ${personId}` : sql`true`;
  if (ids === null) return scoped;
  if (ids.length === 0) return sql`false`;
  return sql`r.person_id in (${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
};

/** The only file with record-access SQL; every query runs under the tenant's row-level security. */
export const recordAccessRepository = {
  /**
   * Logs one access, with the reader's name as it is now. The appointment it falls under: the reader's (as its
   * professional or assistant) with that person, the nearest in time to now.
   */
  insert: async (
    tx: Tx,
    v: {
      companyId: string;
      personId: string;
      readerUserId: string;
      readerRoles: readonly string[];
      kind: RecordAccessKind;
      itemType: string | null;
      itemId: string | null;
      types: readonly string[];
    },
  ): Promise<void> => {
    await tx.execute(
      sql`insert into record_access (company_id, person_id, reader_user_id, reader_name, reader_roles, kind, item_type, item_id, types,
                                     appointment_id)
          values (${v.companyId}, ${v.personId}, ${v.readerUserId},
                  coalesce((select u.name from app_user u where u.id = ${v.readerUserId}), ''), ${sql`${`{${v.readerRoles.join(',')}}`}::text[]`},
                  ${v.kind}, ${v.itemType}, ${v.itemId}, ${sql`${`{${v.types.join(',')}}`}::text[]`},
                  (select a.id from appointment a join professional pr on pr.id in (a.doctor_id, a.medical_assistent)
                    where pr.user_id = ${v.readerUserId} and a.patient_id = ${v.personId}
                    order by abs(extract(epoch from a.starts_at - app_now())) limit 1))`,
    );
  },

  list: async (tx: Tx, reach: RecordAccessReach, q: { personId?: string; page: number; perPage: number }) => {
    const where = reachSql(reach, q.personId);
    const items = await rows<Raw>(
      tx,
      sql`select r.id, r.person_id, p.name as person_name,
            r.reader_name, r.reader_roles, r.kind, r.item_type, r.item_id, r.types, r.appointment_id,
            a.protocol as appointment_protocol, r.accessed_at
          from record_access r join person p on p.id = r.person_id left join appointment a on a.id = r.appointment_id
          where ${where} order by r.accessed_at desc, r.id desc
          limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`,
    );
    const [count] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from record_access r where ${where}`);
    return { items: items.map(toDto), total: count?.n ?? 0 };
  },
};
