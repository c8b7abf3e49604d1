import { APPOINTMENT_STATUSES, type AppointmentStatus, addDays } from '@teleconsulta/schema';

export const APPOINTMENT_TABS = ['today', 'upcoming', 'past', 'cancelled'] as const;
export type AppointmentTab = (typeof APPOINTMENT_TABS)[number];

/** The days back and ahead the upcoming and past tabs cover (the list filter allows at most a year). */
const HORIZON_DAYS = 365;
/** The cancelled tab: the last half year and the next half year (one list filter of at most a year). */
const CANCELLED_DAYS = 182;

/** Every status but cancelled: today's, upcoming and past list only what still is or was an appointment. */
const NOT_CANCELLED: AppointmentStatus[] = APPOINTMENT_STATUSES.filter((status) => status !== 'CANCELLED');

/** The tab of a ?tab= value; anything else is today's (the page's name, SPEC §2). */
export const tabOf = (value: string | null): AppointmentTab =>
  (APPOINTMENT_TABS as readonly string[]).includes(value ?? '') ? (value as AppointmentTab) : 'today';

type TabQuery = { from: string; to: string; status: AppointmentStatus[]; sortOrder: 'ASC' | 'DESC' };

/**
 * The list filter of a tab, in days of the clinic's calendar: today's; from tomorrow on, soonest first; until
 * yesterday, latest first; the cancelled ones of half a year either side, latest first. Cancelled appointments are only
 * under their own tab.
 */
export function tabQuery(tab: AppointmentTab, today: string): TabQuery {
  if (tab === 'today') return { from: today, to: today, status: NOT_CANCELLED, sortOrder: 'ASC' };
  if (tab === 'upcoming') return { from: addDays(today, 1), to: addDays(today, HORIZON_DAYS), status: NOT_CANCELLED, sortOrder: 'ASC' };
  if (tab === 'past') return { from: addDays(today, -HORIZON_DAYS), to: addDays(today, -1), status: NOT_CANCELLED, sortOrder: 'DESC' };
  return { from: addDays(today, -CANCELLED_DAYS), to: addDays(today, CANCELLED_DAYS), status: ['CANCELLED'], sortOrder: 'DESC' };
}
