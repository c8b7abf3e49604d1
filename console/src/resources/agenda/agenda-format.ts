/** A slot's start for people: weekday, date and time in the company's time zone and the console's language. */
export function formatWhen(iso: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(iso));
}
