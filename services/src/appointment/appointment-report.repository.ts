import { type SQL, sql } from 'drizzle-orm';
import { rows, type Tx } from '../kit/tenant.js';
import type { TAppointmentCountsDto, TAppointmentReportQuery, TAppointmentReportRowDto } from './appointment.schemas.js';
import { direction, filterSql, type Reach } from './appointment.sql.js';

const REPORT_SORT: Record<TAppointmentReportQuery['sortField'], SQL> = {
  DATE: sql`date`,
  PROFESSIONAL: sql`lower(professional_name)`,
  TOTAL: sql`total`,
};

type CountsSqlRow = {
  scheduled: number;
  paid: number;
  cancelled: number;
  in_attendance: number;
  finished_by_professional: number;
  left_by_patient: number;
  no_show: number;
  total: number;
  attended_minutes: number;
};

/** noShow over the appointments that reached attendance or no-show, 4 decimals; null when none did. */
function toCounts(r: CountsSqlRow): TAppointmentCountsDto {
  const n = (v: unknown) => Number(v ?? 0);
  const attended = n(r.in_attendance) + n(r.finished_by_professional) + n(r.left_by_patient);
  const due = attended + n(r.no_show);
  return {
    scheduled: n(r.scheduled),
    paid: n(r.paid),
    cancelled: n(r.cancelled),
    inAttendance: n(r.in_attendance),
    finishedByProfessional: n(r.finished_by_professional),
    leftByPatient: n(r.left_by_patient),
    noShow: n(r.no_show),
    total: n(r.total),
    noShowRate: due === 0 ? null : Math.round((n(r.no_show) / due) * 10_000) / 10_000,
    attendedMinutes: n(r.attended_minutes),
  };
}

/**
 * The report's groups: one per day of the company's calendar and professional, with counts per status. Emergency
 * attendances paid before anyone called the patient, and never attended, have no professional: they form the day's
 * group without one, so the report's totals are the appointment list's.
 */
const grouped = (where: SQL) => sql`
  select to_char(a.starts_at at time zone c.time_zone, 'YYYY-MM-DD') as date,
         a.doctor_id, d.name as professional_name,
         count(*) filter (where a.status = 'SCHEDULED')::int as scheduled,
         count(*) filter (where a.status = 'PAID')::int as paid,
         count(*) filter (where a.status = 'CANCELLED')::int as cancelled,
         count(*) filter (where a.status = 'IN_ATTENDANCE')::int as in_attendance,
         count(*) filter (where a.status = 'FINISHED_BY_PROFESSIONAL')::int as finished_by_professional,
         count(*) filter (where a.status = 'LEFT_BY_PATIENT')::int as left_by_patient,
         count(*) filter (where a.status = 'NO_SHOW')::int as no_show,
         count(*)::int as total,
         coalesce(round(sum(extract(epoch from coalesce(a.finished_at, a.left_at) - a.attendance_started_at))
           filter (where a.status in ('FINISHED_BY_PROFESSIONAL', 'LEFT_BY_PATIENT')
                     and a.attendance_started_at is not null and coalesce(a.finished_at, a.left_at) > a.attendance_started_at)
           / 60), 0)::int as attended_minutes
    from appointment a
    join company c on c.id = a.company_id
    left join professional d on d.id = a.doctor_id
   where ${where}
   group by 1, a.doctor_id, d.name`;

/** The report's SQL (GET /appointment/consultorio/report), under the tenant's RLS like every appointment query. */
export const appointmentReportRepository = {
  /** One page of groups (one statement) and, in one more, their number and the totals over every group. */
  report: async (tx: Tx, q: TAppointmentReportQuery, reach: Reach) => {
    const groups = grouped(filterSql(q, reach));
    const page = await rows<CountsSqlRow & { date: string; doctor_id: string | null; professional_name: string | null }>(
      tx,
      sql`select * from (${groups}) g
        order by ${REPORT_SORT[q.sortField]} ${direction(q.sortOrder)}, date asc, lower(professional_name) asc nulls last, doctor_id asc
        limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`,
    );
    const [sum] = await rows<CountsSqlRow & { n: number }>(
      tx,
      sql`select count(*)::int as n,
                 coalesce(sum(scheduled), 0)::int as scheduled, coalesce(sum(paid), 0)::int as paid,
                 coalesce(sum(cancelled), 0)::int as cancelled, coalesce(sum(in_attendance), 0)::int as in_attendance,
                 coalesce(sum(finished_by_professional), 0)::int as finished_by_professional,
                 coalesce(sum(left_by_patient), 0)::int as left_by_patient, coalesce(sum(no_show), 0)::int as no_show,
                 coalesce(sum(total), 0)::int as total, coalesce(sum(attended_minutes), 0)::int as attended_minutes
            from (${groups}) g`,
    );
    const items: TAppointmentReportRowDto[] = page.map((r) => ({
      id: `${r.date}:${r.doctor_id ?? 'none'}`,
      date: r.date,
      doctorId: r.doctor_id,
      professionalName: r.professional_name,
      ...toCounts(r),
    }));
    return { items, total: Number(sum?.n ?? 0), totals: toCounts(sum!) };
  },
};
