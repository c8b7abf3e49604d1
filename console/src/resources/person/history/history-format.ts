/** An instant in the console's language: in the given time zone (the clinic's), else the browser's, like DateField. */
export function formatHistoryInstant(iso: string, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(
    new Date(iso),
  );
}
