import { type SQL, sql } from 'drizzle-orm';
import type { TAppointmentFilter } from './appointment.schemas.js';

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
    parts.push(sql`a.patient_id in (select pe.id from person pe where pe.user_id = ${reach.patientUserId}
      or pe.parent_id in (select own.id from person own where own.user_id = ${reach.patientUserId}))`);
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

export const iso = (v: Date | string) => new Date(v).toISOString();
export const isoOrNull = (v: Date | string | null) => (v == null ? null : iso(v));
