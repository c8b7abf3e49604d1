/**
 * Brazilian national holidays (BRAZIL.md §6), computed, no library: the fixed dates of Lei 662/1949 as rewritten by
 * Lei 10.607/2002, 12 October (Lei 6.802/1980), 20 November from 2024 (Lei 14.759/2023) and Good Friday (observed
 * nationwide). Carnival Monday and Tuesday and Corpus Christi are not holidays by federal law: they are optional points
 * (pontos facultativos), listed with kind OPTIONAL and never skipped by a schedule. State and municipal holidays are
 * not here (the libraries disagree on them; they must be reviewed data).
 */

export type HolidayKind = 'NATIONAL' | 'OPTIONAL';
export type Holiday = { date: string; key: string; kind: HolidayKind; name: { en: string; pt: string } };

const FIXED: ReadonlyArray<{ md: string; key: string; en: string; pt: string; from?: number }> = [
  { md: '01-01', key: 'newYear', en: "New Year's Day", pt: 'Confraternização Universal' },
  { md: '04-21', key: 'tiradentes', en: 'Tiradentes', pt: 'Tiradentes' },
  { md: '05-01', key: 'labourDay', en: 'Labour Day', pt: 'Dia do Trabalho' },
  { md: '09-07', key: 'independence', en: 'Independence Day', pt: 'Independência do Brasil' },
  { md: '10-12', key: 'aparecida', en: 'Our Lady of Aparecida', pt: 'Nossa Senhora Aparecida' },
  { md: '11-02', key: 'allSouls', en: "All Souls' Day", pt: 'Finados' },
  { md: '11-15', key: 'republic', en: 'Proclamation of the Republic', pt: 'Proclamação da República' },
  {
    md: '11-20',
    key: 'blackConsciousness',
    en: 'Black Consciousness Day',
    pt: 'Dia Nacional de Zumbi e da Consciência Negra',
    from: 2024,
  },
  { md: '12-25', key: 'christmas', en: 'Christmas Day', pt: 'Natal' },
];

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** Easter Sunday of a Gregorian year (anonymous Gregorian algorithm, Meeus/Jones/Butcher), as YYYY-MM-DD. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** A calendar date moved by whole days (no time zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
}

const cache = new Map<number, readonly Holiday[]>();

/** The national holidays and optional points of a year, by date. */
export function brazilianHolidays(year: number): readonly Holiday[] {
  const cached = cache.get(year);
  if (cached) return cached;
  const easter = easterSunday(year);
  const list: Holiday[] = [
    ...FIXED.filter((h) => !h.from || year >= h.from).map(
      (h): Holiday => ({ date: `${year}-${h.md}`, key: h.key, kind: 'NATIONAL', name: { en: h.en, pt: h.pt } }),
    ),
    { date: addDays(easter, -2), key: 'goodFriday', kind: 'NATIONAL', name: { en: 'Good Friday', pt: 'Sexta-feira Santa' } },
    {
      date: addDays(easter, -48),
      key: 'carnivalMonday',
      kind: 'OPTIONAL',
      name: { en: 'Carnival Monday', pt: 'Segunda-feira de Carnaval' },
    },
    {
      date: addDays(easter, -47),
      key: 'carnivalTuesday',
      kind: 'OPTIONAL',
      name: { en: 'Carnival Tuesday', pt: 'Terça-feira de Carnaval' },
    },
    { date: addDays(easter, 60), key: 'corpusChristi', kind: 'OPTIONAL', name: { en: 'Corpus Christi', pt: 'Corpus Christi' } },
  ];
  list.sort((a, b) => a.date.localeCompare(b.date));
  cache.set(year, list);
  return list;
}

/** The holiday or optional point of a date (YYYY-MM-DD), if any. */
export function holidayOn(date: string): Holiday | undefined {
  const year = Number(date.slice(0, 4));
  if (!Number.isInteger(year)) return undefined;
  return brazilianHolidays(year).find((h) => h.date === date);
}

/** Whether a schedule that skips holidays is off on this date: national holidays only, never optional points. */
export const isNationalHoliday = (date: string): boolean => holidayOn(date)?.kind === 'NATIONAL';
