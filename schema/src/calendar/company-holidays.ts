import { brazilianHolidays } from './holidays.js';
import { stateHolidays } from './state-holidays.js';

/**
 * A company's holidays: the national ones, those of its state (company.state) and its own (company_holiday rows): a
 * clinic closes on dates of its own (municipal holidays, a recess) and may work a national or state holiday. Optional
 * points (Carnival, Corpus Christi, optional state dates) are listed, never closed, unless the clinic closes them.
 * A schedule that skips holidays does not work a closed date; the availability calendar, the schedule save rules and
 * the free slots all ask the same HolidayCalendar.
 */

export type CompanyHolidayKind = 'NATIONAL' | 'STATE' | 'OPTIONAL' | 'CLINIC';
export type CompanyHoliday = {
  date: string;
  key: string;
  kind: CompanyHolidayKind;
  name: { en: string; pt: string };
  /** Skipped by a schedule that skips holidays. */
  closed: boolean;
  /** A national or state holiday the clinic works. */
  worked: boolean;
};

/** A row of the clinic's own table: a closed date with its name, or a national/state holiday it works. */
export type ClinicHolidayValue = { date: string; worked: boolean; name: string | null };

/** Where a company is: its state (UF), if it has one. */
export type HolidayPlace = { state: string | null | undefined };

/** National and state holidays (and optional points) of a year, one per date: a closed one wins over an optional one. */
export function publicHolidays(year: number, state: string | null | undefined): CompanyHoliday[] {
  const byDate = new Map<string, CompanyHoliday>();
  for (const h of brazilianHolidays(year)) {
    byDate.set(h.date, { date: h.date, key: h.key, kind: h.kind, name: h.name, closed: h.kind === 'NATIONAL', worked: false });
  }
  for (const h of stateHolidays(year, state)) {
    const current = byDate.get(h.date);
    // A national holiday on the same date stays (DF's Fundação de Brasília is Tiradentes); a state holiday replaces an
    // optional point (DF's Corpus Christi) and an optional state date never replaces anything.
    if (current && (current.closed || h.kind === 'OPTIONAL')) continue;
    byDate.set(h.date, {
      date: h.date,
      key: h.key,
      kind: h.kind,
      name: { en: h.name, pt: h.name },
      closed: h.kind === 'STATE',
      worked: false,
    });
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** The year's holidays of a company, with its own rows applied (rows of other years are ignored). */
export function companyHolidays(year: number, place: HolidayPlace, clinic: readonly ClinicHolidayValue[]): CompanyHoliday[] {
  const byDate = new Map(publicHolidays(year, place.state).map((h) => [h.date, h]));
  for (const row of clinic) {
    if (Number(row.date.slice(0, 4)) !== year) continue;
    const current = byDate.get(row.date);
    if (row.worked) {
      if (current?.closed) byDate.set(row.date, { ...current, closed: false, worked: true });
      continue;
    }
    const name = row.name?.trim() || current?.name.pt || '';
    byDate.set(row.date, {
      date: row.date,
      key: `clinic-${row.date}`,
      kind: 'CLINIC',
      name: { en: name, pt: name },
      closed: true,
      worked: false,
    });
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** A company's holidays by date, for any dates (each year computed once). */
export type HolidayCalendar = {
  on(date: string): CompanyHoliday | undefined;
  isClosed(date: string): boolean;
  /** The closed dates from `from` to `to` (inclusive). */
  closedBetween(from: string, to: string): Set<string>;
};

export function holidayCalendar(place: HolidayPlace, clinic: readonly ClinicHolidayValue[]): HolidayCalendar {
  const years = new Map<number, Map<string, CompanyHoliday>>();
  const yearOf = (year: number) => {
    let found = years.get(year);
    if (!found) {
      found = new Map(companyHolidays(year, place, clinic).map((h) => [h.date, h]));
      years.set(year, found);
    }
    return found;
  };
  const on = (date: string) => {
    const year = Number(date.slice(0, 4));
    return Number.isInteger(year) ? yearOf(year).get(date) : undefined;
  };
  return {
    on,
    isClosed: (date) => on(date)?.closed === true,
    closedBetween: (from, to) => {
      const out = new Set<string>();
      for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y++) {
        for (const h of yearOf(y).values()) if (h.closed && h.date >= from && h.date <= to) out.add(h.date);
      }
      return out;
    },
  };
}
