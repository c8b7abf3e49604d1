import type { TScheduleException, TWeeklySchedule } from '@teleconsulta/schema';
import { and, asc, eq, sql } from 'drizzle-orm';
import { rows, type Tx } from '../kit/tenant.js';
import { scheduleException, weeklySchedule } from './schedule.table.js';

export type ScheduleOwner = {
  id: string;
  companyId: string;
  userId: string | null;
  skipHolidays: boolean;
  scheduleUpdatedAt: string | null;
};
export type CompanyCalendar = { timeZone: string; appointmentDuration: number; today: string; state: string | null };
export type Availability = {
  skipHolidays: boolean;
  weekly: TWeeklySchedule[];
  extra: TScheduleException[];
  blocked: TScheduleException[];
  /** The company's closed holidays over the dates in question (the rules add them; the table does not hold them). */
  closedDates?: ReadonlySet<string>;
};
/** A non-cancelled appointment of the professional, in the company's wall-clock time. */
export type BookedAppointment = {
  id: string;
  protocol: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
};

/** "09:30:00" → "09:30". */
const hhmm = (value: string | null) => (value ? value.slice(0, 5) : null);

/** The only file with schedule SQL. Every query runs in a tenant transaction, so RLS keeps it to the tenant. */
export const scheduleRepository = {
  owner: async (tx: Tx, id: string): Promise<ScheduleOwner | undefined> => {
    const [row] = await rows<{ id: string; company_id: string; user_id: string | null; skip_holidays: boolean; updated: string | null }>(
      tx,
      sql`select id, company_id, user_id, skip_holidays, schedule_updated_at as updated from professional where id = ${id}`,
    );
    if (!row) return undefined;
    return {
      id: row.id,
      companyId: row.company_id,
      userId: row.user_id,
      skipHolidays: row.skip_holidays,
      scheduleUpdatedAt: row.updated ? new Date(row.updated).toISOString() : null,
    };
  },

  /**
   * Locks the professional's row for the rest of the transaction: two saves of one schedule (and, later, a booking
   * that checks the schedule) run one after the other, so neither works on rows the other is replacing.
   */
  lock: async (tx: Tx, id: string) => {
    await tx.execute(sql`select id from professional where id = ${id} for update`);
  },

  /** The company's time zone, standard appointment duration, today's date there and its state (for its holidays). */
  calendar: async (tx: Tx, companyId: string): Promise<CompanyCalendar> => {
    const [row] = await rows<{ time_zone: string; appointment_duration: number; today: string; state: string | null }>(
      tx,
      sql`select time_zone, appointment_duration, to_char((app_now() at time zone time_zone)::date, 'YYYY-MM-DD') as today, state
          from company where id = ${companyId}`,
    );
    if (!row) throw new Error('company of the tenant not visible');
    return {
      timeZone: row.time_zone,
      appointmentDuration: Number(row.appointment_duration),
      today: row.today,
      state: row.state?.trim() || null,
    };
  },

  availability: async (tx: Tx, owner: ScheduleOwner, fromDate?: string): Promise<Availability> => {
    const weekly = await tx
      .select()
      .from(weeklySchedule)
      .where(eq(weeklySchedule.professionalId, owner.id))
      .orderBy(asc(weeklySchedule.position), asc(weeklySchedule.day), asc(weeklySchedule.startTime));
    const exceptions = await tx
      .select()
      .from(scheduleException)
      .where(
        and(eq(scheduleException.professionalId, owner.id), fromDate ? sql`${scheduleException.date} >= ${fromDate}::date` : undefined),
      )
      .orderBy(asc(scheduleException.date), asc(scheduleException.startTime));
    const exception = (e: (typeof exceptions)[number]): TScheduleException => ({
      date: e.date,
      allDay: e.allDay,
      start: hhmm(e.startTime),
      end: hhmm(e.endTime),
    });
    return {
      skipHolidays: owner.skipHolidays,
      weekly: weekly.map((w) => ({ day: w.day, allDay: w.allDay, start: hhmm(w.startTime), end: hhmm(w.endTime) })),
      extra: exceptions.filter((e) => e.kind === 'EXTRA').map(exception),
      blocked: exceptions.filter((e) => e.kind === 'BLOCKED').map(exception),
    };
  },

  /** Replaces the whole availability (the caller's transaction makes it all or nothing). */
  replace: async (tx: Tx, owner: ScheduleOwner, input: Availability) => {
    await tx.delete(weeklySchedule).where(eq(weeklySchedule.professionalId, owner.id));
    await tx.delete(scheduleException).where(eq(scheduleException.professionalId, owner.id));
    const base = { companyId: owner.companyId, professionalId: owner.id };
    if (input.weekly.length > 0) {
      await tx
        .insert(weeklySchedule)
        .values(
          input.weekly.map((w, position) => ({ ...base, day: w.day, allDay: w.allDay, startTime: w.start, endTime: w.end, position })),
        );
    }
    const exceptions = [
      ...input.extra.map((e) => ({ ...e, kind: 'EXTRA' as const })),
      ...input.blocked.map((e) => ({ ...e, kind: 'BLOCKED' as const })),
    ];
    if (exceptions.length > 0) {
      await tx
        .insert(scheduleException)
        .values(exceptions.map((e) => ({ ...base, kind: e.kind, date: e.date, allDay: e.allDay, startTime: e.start, endTime: e.end })));
    }
    const [row] = await rows<{ updated: string }>(
      tx,
      sql`update professional set skip_holidays = ${input.skipHolidays}, schedule_updated_at = app_now()
          where id = ${owner.id} returning schedule_updated_at as updated`,
    );
    return row ? new Date(row.updated).toISOString() : null;
  },

  /** The professional's future appointments that hold their slot (every state but cancelled), in local time. */
  booked: async (tx: Tx, professionalId: string, timeZone: string): Promise<BookedAppointment[]> => {
    const found = await rows<{ id: string; protocol: string; sd: string; st: string; ed: string; et: string }>(
      tx,
      sql`select id, protocol,
                 to_char(starts_at at time zone ${timeZone}, 'YYYY-MM-DD') as sd, to_char(starts_at at time zone ${timeZone}, 'HH24:MI') as st,
                 to_char(ends_at at time zone ${timeZone}, 'YYYY-MM-DD') as ed, to_char(ends_at at time zone ${timeZone}, 'HH24:MI') as et
            from appointment
           where doctor_id = ${professionalId} and status <> 'CANCELLED' and starts_at > app_now()
           order by starts_at`,
    );
    return found.map((r) => ({ id: r.id, protocol: r.protocol, startDate: r.sd, startTime: r.st, endDate: r.ed, endTime: r.et }));
  },
};
