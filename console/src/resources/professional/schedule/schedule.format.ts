/** Display helpers of the availability screens (dates are the company's calendar dates, YYYY-MM-DD). */

export const SCHEDULE_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export const dayLabel = (day: number) => `resources.professionalSchedules.days.${day}`;
export const DAY_CHOICES = SCHEDULE_DAYS.map((day) => ({ id: day, name: dayLabel(day) }));

type WindowLike = { allDay?: boolean | null; start?: string | null; end?: string | null };

/** "08:00–12:00"; null for an all-day window (the caller says "All day"). */
export const windowText = (w: WindowLike): string | null => (w.allDay ? null : `${w.start ?? '?'}–${w.end ?? '?'}`);

/** A calendar date in the user's language: "ter., 01/12/2026" / "Tue, 12/01/2026". */
export function dateText(date: string, locale: string, withWeekday = true): string {
  const d = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  return d.toLocaleDateString(locale === 'en' ? 'en-US' : 'pt-BR', {
    timeZone: 'UTC',
    ...(withWeekday ? { weekday: 'short' } : {}),
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
}
