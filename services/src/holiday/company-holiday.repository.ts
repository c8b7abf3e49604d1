import type { ClinicHolidayValue } from '@teleconsulta/schema';
import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../kit/tenant.js';

/** A future appointment that holds its slot, in the company's wall-clock time, of a professional who skips holidays. */
export type HolidayAppointment = { id: string; professionalId: string; date: string; start: number; end: number };

/** The only file with company_holiday SQL; RLS keeps it to the companies of the tenant. */
export const companyHolidayRepository = {
  /** The company's own rows from `from` to `to` (inclusive): one statement. */
  between: async (tx: Tx, companyId: string, from: string, to: string): Promise<ClinicHolidayValue[]> =>
    rows<ClinicHolidayValue>(
      tx,
      sql`select to_char(date, 'YYYY-MM-DD') as date, worked, name from company_holiday
           where company_id = ${companyId} and date between ${from}::date and ${to}::date order by date`,
    ),

  /** Replaces the company's rows of one year. */
  replaceYear: async (tx: Tx, companyId: string, year: number, values: readonly ClinicHolidayValue[], userId: string) => {
    await tx.execute(
      sql`delete from company_holiday where company_id = ${companyId} and date between ${`${year}-01-01`}::date and ${`${year}-12-31`}::date`,
    );
    if (values.length === 0) return;
    const tuples = values.map((v) => sql`(${companyId}, ${v.date}::date, ${v.worked}, ${v.name}, ${userId})`);
    await tx.execute(sql`insert into company_holiday (company_id, date, worked, name, updated_by) values ${sql.join(tuples, sql`, `)}`);
  },

  /**
   * The future appointments (every status but cancelled) on the given local dates of professionals whose schedule
   * skips holidays: the ones a newly closed date could leave outside the schedule.
   */
  appointmentsOn: async (tx: Tx, companyId: string, timeZone: string, dates: readonly string[]): Promise<HolidayAppointment[]> => {
    if (dates.length === 0) return [];
    const list = sql.join(
      dates.map((d) => sql`${d}::date`),
      sql`, `,
    );
    const found = await rows<{ id: string; doctor_id: string; d: string; s: number; e: number; ed: string }>(
      tx,
      sql`select a.id, a.doctor_id, to_char(a.starts_at at time zone ${timeZone}, 'YYYY-MM-DD') as d,
                 extract(hour from a.starts_at at time zone ${timeZone}) * 60 + extract(minute from a.starts_at at time zone ${timeZone}) as s,
                 extract(hour from a.ends_at at time zone ${timeZone}) * 60 + extract(minute from a.ends_at at time zone ${timeZone}) as e,
                 to_char(a.ends_at at time zone ${timeZone}, 'YYYY-MM-DD') as ed
            from appointment a join professional p on p.id = a.doctor_id
           where a.company_id = ${companyId} and p.skip_holidays and a.status <> 'CANCELLED' and a.starts_at > app_now()
             and (a.starts_at at time zone ${timeZone})::date in (${list})
           order by a.starts_at`,
    );
    return found.map((r) => ({
      id: r.id,
      professionalId: r.doctor_id,
      date: r.d,
      start: Number(r.s),
      end: r.ed > r.d ? 24 * 60 : Number(r.e),
    }));
  },
};
