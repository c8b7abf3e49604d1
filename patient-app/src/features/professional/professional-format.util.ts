import type { Locale } from '@teleconsulta/schema';
import { hourStyle } from '../appointments/appointment-time.util';

const intlLocale = (locale: Locale) => (locale === 'en' ? 'en-US' : 'pt-BR');

/** Whole years between a birth date and a calendar date (both YYYY-MM-DD); null when either is missing or invalid. */
export function ageInYears(birthDate: string | null | undefined, on: string): number | null {
  const parse = (d: string | null | undefined) => (d && /^\d{4}-\d{2}-\d{2}$/.test(d) ? d.split('-').map(Number) : null);
  const born = parse(birthDate);
  const day = parse(on);
  if (!born || !day) return null;
  const [by, bm, bd] = born as [number, number, number];
  const [y, m, d] = day as [number, number, number];
  const age = y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
  return age >= 0 ? age : null;
}

/** A calendar date (YYYY-MM-DD, already in the clinic's zone) in the user's language: "ter., 03/03/2026" / "Tue, 03/03/2026". */
export function calendarDateText(date: string, locale: Locale, options: { weekday?: boolean; year?: boolean } = {}): string {
  const d = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  return d.toLocaleDateString(intlLocale(locale), {
    timeZone: 'UTC',
    ...(options.weekday === false ? {} : { weekday: 'short' }),
    day: '2-digit',
    month: '2-digit',
    ...(options.year === false ? {} : { year: 'numeric' }),
  });
}

/** An instant as date and time in a time zone (the clinic's when known). */
export function instantText(iso: string, locale: Locale, timeZone?: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return d.toLocaleString(intlLocale(locale), {
    ...(timeZone ? { timeZone } : {}),
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: hourStyle(intlLocale(locale)),
    minute: '2-digit',
  });
}

/** A time of day "HH:MM" of an instant in a zone. */
export function timeText(date: Date, locale: Locale, timeZone?: string): string {
  return date.toLocaleTimeString(intlLocale(locale), {
    ...(timeZone ? { timeZone } : {}),
    hour: hourStyle(intlLocale(locale)),
    minute: '2-digit',
  });
}

/** A file size for people: "820 B", "12 kB", "1.4 MB" (decimal comma in Portuguese). */
export function fileSizeText(bytes: number, locale: Locale): string {
  const number = (value: number, digits: number) =>
    value.toLocaleString(intlLocale(locale), { maximumFractionDigits: digits, minimumFractionDigits: 0 });
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${number(bytes / 1024, 0)} kB`;
  return `${number(bytes / (1024 * 1024), 1)} MB`;
}
