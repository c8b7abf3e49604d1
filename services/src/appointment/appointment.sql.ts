import { type SQL, sql } from 'drizzle-orm';
import { guardianActsSql, personsOfUser } from '../kit/guardian.sql.js';
import type { TAppointmentFilter } from './appointment.schemas.js';
import type { Participants } from './appointment-actions.js';

/** SQL pieces the appointment repositories share (the list and the report). */

/**
 * Whom a caller may see inside the tenant: every appointment, or the union of a doctor's (as professional or
 * assistant) and a patient's (their own person records and their dependents').
 */
export type Reach = { all: true } | { all: false; doctorUserId?: string; patientUserId?: string };

export function reachSql(reach: Reach): SQL {
  if (reach.all) return sql`true`;
  const parts: SQL[] = [];
  if (reach.doctorUserId) {
    const mine = sql`(select pr.id from professional pr where pr.user_id = ${reach.doctorUserId})`;
    parts.push(sql`(a.doctor_id in ${mine} or a.medical_assistent in ${mine})`);
  }
  if (reach.patientUserId) {
    parts.push(sql`a.patient_id in ${personsOfUser(reach.patientUserId)}`);
  }
  return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
}

const inList = (column: SQL, values: readonly string[]) =>
  sql`${column} in (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

/** The filters as SQL over `a` (appointment) and `c` (its company, for the time zone of the date range). */
export function filterSql(f: TAppointmentFilter, reach: Reach): SQL {
  const where: SQL[] = [reachSql(reach)];
  if (f.status?.length) where.push(inList(sql`a.status`, f.status));
  if (f.source?.length) where.push(inList(sql`a.source`, f.source));
  if (f.from) where.push(sql`a.starts_at >= ((${f.from}::date)::timestamp at time zone c.time_zone)`);
  if (f.to) where.push(sql`a.starts_at < ((${f.to}::date + 1)::timestamp at time zone c.time_zone)`);
  if (f.doctorId) where.push(sql`a.doctor_id = ${f.doctorId}`);
  if (f.patientId) where.push(sql`a.patient_id = ${f.patientId}`);
  return sql.join(where, sql` and `);
}

export const direction = (order: 'ASC' | 'DESC') => (order === 'DESC' ? sql`desc` : sql`asc`);

/**
 * An appointment `a` with its company `c`, its doctor `d`, its patient `pt`, the patient's guardian and the assistant
 * `ma`: what PARTICIPANT_USER_IDS reads (the appointment changes and the room lock it with them).
 */
export const WITH_PARTICIPANTS = sql`appointment a
    join company c on c.id = a.company_id
    join professional d on d.id = a.doctor_id
    join person pt on pt.id = a.patient_id
    left join person guardian on guardian.id = pt.parent_id and ${guardianActsSql('pt')}
    left join professional ma on ma.id = a.medical_assistent`;

/** The user ids of the participants, over WITH_PARTICIPANTS. */
export const PARTICIPANT_USER_IDS = sql`d.user_id as doctor_user_id, ma.user_id as assistant_user_id, pt.user_id as patient_user_id,
         guardian.user_id as patient_parent_user_id`;

export type ParticipantUserIds = {
  doctor_user_id: string | null;
  assistant_user_id: string | null;
  patient_user_id: string | null;
  patient_parent_user_id: string | null;
};

export const participantsOf = (row: ParticipantUserIds): Participants => ({
  doctorUserId: row.doctor_user_id,
  assistantUserId: row.assistant_user_id,
  patientUserId: row.patient_user_id,
  patientParentUserId: row.patient_parent_user_id,
});
