/** "2026-11-22" → the date in the console's language (22/11/2026, 11/22/2026), without any time-zone shift. */
export function formatLocalDate(date: string | null | undefined, locale: string): string {
  if (!date) return '—';
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', dateStyle: 'short' }).format(new Date(Date.UTC(y!, m! - 1, d!)));
}

/** An appointment's start in the clinic's calendar: "22/11/2026 09:00–09:30". */
export const whenText = (a: { startDate: string; startTime: string; endDate: string; endTime: string }, locale: string) =>
  a.endDate === a.startDate
    ? `${formatLocalDate(a.startDate, locale)} ${a.startTime}–${a.endTime}`
    : `${formatLocalDate(a.startDate, locale)} ${a.startTime} – ${formatLocalDate(a.endDate, locale)} ${a.endTime}`;

/** An instant in the clinic's time zone, in the console's language. */
export function formatInstant(iso: string | null | undefined, timeZone: string, locale: string): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}
