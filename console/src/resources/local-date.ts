/**
 * Days and instants in the console's language, one format each, wherever the console shows them: "29/11/2026" and
 * "29/11/2026, 14:05" in Portuguese (24-hour), "11/29/2026" and "11/29/2026, 02:05 PM" in English; four-digit years,
 * no seconds. Instants in the browser's time zone (the clinic's staff), unless a time zone is given.
 */
export const DAY: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
export const INSTANT: Intl.DateTimeFormatOptions = { ...DAY, hour: '2-digit', minute: '2-digit' };

/** The Intl tag of the console's language. */
export const intlTag = (locale: string) => (locale === 'en' ? 'en-US' : 'pt-BR');

/** A `yyyy-MM-dd` day as that calendar day (local midnight), an instant as itself. */
export function dateOf(value: string | number | Date): Date {
  if (typeof value === 'string') {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  }
  return value instanceof Date ? value : new Date(value);
}

export const formatDay = (value: string | Date, locale: string) => new Intl.DateTimeFormat(intlTag(locale), DAY).format(dateOf(value));

export const formatInstant = (value: string | Date, locale: string, timeZone?: string) =>
  new Intl.DateTimeFormat(intlTag(locale), { ...INSTANT, ...(timeZone ? { timeZone } : {}) }).format(dateOf(value));
