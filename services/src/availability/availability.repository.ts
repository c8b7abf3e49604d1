import type { AvailabilityValue, BusyInterval, ExceptionValue, WeeklyValue } from '@teleconsulta/schema';
import { type SQL, sql } from 'drizzle-orm';
import { rows, type Tx } from '../kit/tenant.js';

/** The company facts the slots need, and its today and now (the database's clock, as the schedule rules use). */
export type CompanyCalendarRow = {
  timeZone: string;
  appointmentDuration: number;
  /** allows_patient_to_schedule_time_before: the minimum notice, in hours, a patient books with. */
  noticeHours: number;
  state: string | null;
  today: string;
  now: string;
};

/** Which active professionals: one, those of a specialty, those of a user (a doctor's own), some ids, or all. */
export type ProfessionalFilter = { professionalId?: string; specialty?: string; userId?: string; ids?: readonly string[] };

export type ProfessionalAvailability = {
  id: string;
  name: string;
  userId: string | null;
  specialties: string[];
  availability: Omit<AvailabilityValue, 'closedDates'>;
};

const window = (r: { allDay: boolean; start: string | null; end: string | null }) => ({
  allDay: r.allDay,
  start: r.start,
  end: r.end,
});

function filterSql(f: ProfessionalFilter): SQL {
  const where: SQL[] = [sql`p.status = 'active'`];
  if (f.professionalId) where.push(sql`p.id = ${f.professionalId}`);
  if (f.specialty) where.push(sql`${f.specialty} = any(p.medical_specialty)`);
  if (f.userId) where.push(sql`p.user_id = ${f.userId}`);
  if (f.ids) {
    where.push(
      f.ids.length
        ? sql`p.id in (${sql.join(
            f.ids.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  }
  return sql.join(where, sql` and `);
}

type ProfessionalSqlRow = {
  id: string;
  name: string;
  user_id: string | null;
  specialties: string[] | null;
  skip_holidays: boolean;
  weekly: Array<{ day: number; allDay: boolean; start: string | null; end: string | null }> | string;
  exceptions: Array<{ kind: 'EXTRA' | 'BLOCKED'; date: string; allDay: boolean; start: string | null; end: string | null }> | string;
};

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * The only file with availability SQL. Each method is one statement whatever the number of professionals, days or
 * appointments (bench M10); RLS keeps every one of them to the tenant.
 */
export const availabilityRepository = {
  calendar: async (tx: Tx, companyId: string): Promise<CompanyCalendarRow | undefined> => {
    const [row] = await rows<{ time_zone: string; duration: number; notice: number; state: string | null; today: string; now: string }>(
      tx,
      sql`select time_zone, appointment_duration as duration, allows_patient_to_schedule_time_before as notice, state,
                 to_char((app_now() at time zone time_zone)::date, 'YYYY-MM-DD') as today,
                 to_char(app_now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as now
            from company where id = ${companyId}`,
    );
    if (!row) return undefined;
    return {
      timeZone: row.time_zone,
      appointmentDuration: Number(row.duration),
      noticeHours: Number(row.notice),
      state: row.state?.trim() || null,
      today: row.today,
      now: row.now,
    };
  },

  /** The active professionals of the filter with their weekly windows and their extra and blocked dates in the range. */
  professionals: async (tx: Tx, filter: ProfessionalFilter, from: string, to: string): Promise<ProfessionalAvailability[]> => {
    const found = await rows<ProfessionalSqlRow>(
      tx,
      sql`select p.id, p.name, p.user_id, p.medical_specialty as specialties, p.skip_holidays,
                 coalesce((select json_agg(json_build_object('day', w.day, 'allDay', w.all_day,
                                 'start', left(w.start_time::text, 5), 'end', left(w.end_time::text, 5))
                                 order by w.position, w.day, w.start_time)
                             from professional_weekly_schedule w where w.professional_id = p.id), '[]'::json) as weekly,
                 coalesce((select json_agg(json_build_object('kind', e.kind, 'date', to_char(e.date, 'YYYY-MM-DD'), 'allDay', e.all_day,
                                 'start', left(e.start_time::text, 5), 'end', left(e.end_time::text, 5)) order by e.date)
                             from professional_schedule_exception e
                            where e.professional_id = p.id and e.date between ${from}::date and ${to}::date), '[]'::json) as exceptions
            from professional p
           where ${filterSql(filter)}
           order by lower(p.name), p.id`,
    );
    return found.map((r) => {
      const exceptions = json(r.exceptions);
      const of = (kind: 'EXTRA' | 'BLOCKED'): ExceptionValue[] =>
        exceptions.filter((e) => e.kind === kind).map((e) => ({ date: e.date, ...window(e) }));
      return {
        id: r.id,
        name: r.name,
        userId: r.user_id,
        specialties: r.specialties ?? [],
        availability: {
          skipHolidays: r.skip_holidays,
          weekly: json(r.weekly).map((w): WeeklyValue => ({ day: Number(w.day), ...window(w) })),
          extra: of('EXTRA'),
          blocked: of('BLOCKED'),
        },
      };
    });
  },

  /**
   * The appointments that hold a slot (every status but cancelled; a later hold of a pending payment is not
   * cancelled either) of the filter's professionals overlapping [fromInstant, toInstant), by professional.
   */
  busy: async (tx: Tx, filter: ProfessionalFilter, fromInstant: string, toInstant: string): Promise<Map<string, BusyInterval[]>> => {
    const found = await rows<{ doctor_id: string; s: string; e: string }>(
      tx,
      sql`select a.doctor_id,
                 to_char(a.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as s,
                 to_char(a.ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as e
            from appointment a
           where a.status <> 'CANCELLED' and a.starts_at < ${toInstant}::timestamptz and a.ends_at > ${fromInstant}::timestamptz
             and a.doctor_id in (select p.id from professional p where ${filterSql(filter)})
           order by a.doctor_id, a.starts_at`,
    );
    const out = new Map<string, BusyInterval[]>();
    for (const r of found) {
      const list = out.get(r.doctor_id) ?? [];
      list.push({ startsAt: r.s, endsAt: r.e });
      out.set(r.doctor_id, list);
    }
    return out;
  },
};
