import { addDays } from '@teleconsulta/schema';

export const APPOINTMENT_TABS = ['today', 'upcoming', 'past'] as const;
export type AppointmentTab = (typeof APPOINTMENT_TABS)[number];

/** The days back and ahead the upcoming and past tabs cover (the list filter allows at most a year). */
const HORIZON_DAYS = 365;

/** The tab of a ?tab= value; anything else is today's (the page's name, SPEC §2). */
export const tabOf = (value: string | null): AppointmentTab =>
  (APPOINTMENT_TABS as readonly string[]).includes(value ?? '') ? (value as AppointmentTab) : 'today';

/**
 * The list filter of a tab, in days of the clinic's calendar: today's; from tomorrow on, soonest first; until
 * yesterday, latest first.
 */
export function tabQuery(tab: AppointmentTab, today: string): { from: string; to: string; sortOrder: 'ASC' | 'DESC' } {
  if (tab === 'today') return { from: today, to: today, sortOrder: 'ASC' };
  if (tab === 'upcoming') return { from: addDays(today, 1), to: addDays(today, HORIZON_DAYS), sortOrder: 'ASC' };
  return { from: addDays(today, -HORIZON_DAYS), to: addDays(today, -1), sortOrder: 'DESC' };
}
