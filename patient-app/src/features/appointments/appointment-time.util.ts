import type { Locale } from '@teleconsulta/schema';

/**
 * The Intl locale dates and times are written in: the browser's own language when it is the app's language (en-GB
 * writes 15/06, en-US 6/15), else the app language's usual one.
 */
export function intlLocale(locale: Locale, browserLanguages: readonly string[]): string {
  const prefix = locale === 'en' ? 'en' : 'pt';
  const own = browserLanguages.find((language) => language.toLowerCase().split('-')[0] === prefix);
  if (own && isSupported(own)) return own;
  return locale === 'en' ? 'en-US' : 'pt-BR';
}

function isSupported(tag: string): boolean {
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([tag]).length > 0;
  } catch {
    return false;
  }
}

/** A calendar date (YYYY-MM-DD, already the company's) as "Monday, June 15" / "segunda-feira, 15 de junho". */
export function formatDay(date: string, intl: string, withYear = false): string {
  return new Intl.DateTimeFormat(intl, {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(withYear ? { year: 'numeric' } : {}),
  }).format(new Date(`${date}T12:00:00Z`));
}

/** A calendar date in short, for a row of day buttons: "Mon, 06/15" / "seg., 15/06". */
export function formatShortDay(date: string, intl: string): string {
  return new Intl.DateTimeFormat(intl, { timeZone: 'UTC', weekday: 'short', day: '2-digit', month: '2-digit' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/**
 * The hour as each language writes it everywhere in the app: "09:05" in Portuguese (24-hour, two digits), "9:05 AM" in
 * American English (the browser's English decides 12- or 24-hour).
 */
export const hourStyle = (intl: string): '2-digit' | 'numeric' => (intl.toLowerCase().startsWith('pt') ? '2-digit' : 'numeric');

/** The time of an instant on the company's clock: "2:30 PM" / "14:30". */
export function formatTime(instant: string, timeZone: string, intl: string): string {
  return new Intl.DateTimeFormat(intl, { timeZone, hour: hourStyle(intl), minute: '2-digit' }).format(new Date(instant));
}

/** Date and time of an instant on the company's clock: "Monday, June 15, 2026, 2:30 PM". */
export function formatDateTime(instant: string, timeZone: string, intl: string): string {
  return new Intl.DateTimeFormat(intl, { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(new Date(instant));
}

/** A short date and time, for lists and file dates, with the year in four digits: "06/15/2026, 2:30 PM" / "15/06/2026, 14:30". */
export function formatShortDateTime(instant: string, timeZone: string, intl: string): string {
  return new Intl.DateTimeFormat(intl, {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: hourStyle(intl),
    minute: '2-digit',
  }).format(new Date(instant));
}
