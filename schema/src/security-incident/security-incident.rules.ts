import { addDays, isNationalHoliday } from '../calendar/holidays.js';
import { dateInZone } from '../calendar/today.js';
import { DEFAULT_TIME_ZONE } from '../constants.js';
import type { SecurityIncidentRisk } from './security-incident.validation.js';

/** How long an entry of the register is kept, from the day it was registered (Res. CD/ANPD 15/2024, art. 10). */
export const INCIDENT_REGISTER_RETENTION_YEARS = 5;
/**
 * How long the log of accesses to the records is kept at least (Marco Civil art. 15: six months). The application never
 * deletes it (its role may not), so it outlives this floor; the constant is the figure the retention check asserts.
 */
export const ACCESS_LOG_RETENTION_MONTHS = 6;
/** Business days, from the day the incident was known, to tell the ANPD and the data subjects (Res. 15/2024, art. 6). */
export const INCIDENT_NOTIFICATION_BUSINESS_DAYS = 3;
/** Business days, from the same day, to complement the communication (Res. 15/2024, art. 6 §3º). */
export const INCIDENT_COMPLEMENT_BUSINESS_DAYS = 20;

const isBusinessDay = (date: string) => {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isNationalHoliday(date);
};

/**
 * The calendar day `days` business days after `date` (the day itself does not count, as in Lei 9.784 art. 66):
 * Saturdays, Sundays and national holidays skipped.
 */
export function addBusinessDays(date: string, days: number): string {
  let day = date;
  for (let left = days; left > 0; ) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) left--;
  }
  return day;
}

/** The day (São Paulo's calendar) the incident was known: the deadlines count from it. */
export const incidentKnownDay = (detectedAt: string): string => dateInZone(DEFAULT_TIME_ZONE, new Date(detectedAt));

/** The last day to tell the ANPD and the data subjects of an incident known at `detectedAt`. */
export const incidentNotificationDue = (detectedAt: string): string =>
  addBusinessDays(incidentKnownDay(detectedAt), INCIDENT_NOTIFICATION_BUSINESS_DAYS);

/** The last day to complement that communication. */
export const incidentComplementDue = (detectedAt: string): string =>
  addBusinessDays(incidentKnownDay(detectedAt), INCIDENT_COMPLEMENT_BUSINESS_DAYS);

/** The last day the register keeps an entry registered at `createdAt`. */
export function incidentKeptUntil(createdAt: string): string {
  const day = incidentKnownDay(createdAt);
  const year = Number(day.slice(0, 4)) + INCIDENT_REGISTER_RETENTION_YEARS;
  // 29 February five years on is 28 February.
  const candidate = `${year}${day.slice(4)}`;
  const parsed = new Date(`${candidate}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(candidate) ? candidate : `${year}-02-28`;
}

type Notifiable = {
  risk: SecurityIncidentRisk;
  detectedAt: string;
  anpdNotifiedAt: string | null;
  subjectsNotifiedAt: string | null;
  notNotifiedReason: string | null;
};

/** Whether the incident still owes a communication: a relevant risk, someone not told yet and no reason recorded. */
export const incidentOwesNotification = (i: Notifiable): boolean =>
  i.risk === 'RELEVANT' && !i.notNotifiedReason && (!i.anpdNotifiedAt || !i.subjectsNotifiedAt);

/** Whether that communication is late: owed, and today (São Paulo) is past the due day. */
export const incidentNotificationOverdue = (i: Notifiable, now: Date): boolean =>
  incidentOwesNotification(i) && dateInZone(DEFAULT_TIME_ZONE, now) > incidentNotificationDue(i.detectedAt);

/**
 * What closing an entry needs, as field issues: the measures taken, and for a relevant risk the ANPD and the data
 * subjects told, or the reason they were not.
 */
export function incidentCloseIssues(i: Notifiable & { measures: string | null }): Array<{ field: string; key: 'missingData' }> {
  const issues: Array<{ field: string; key: 'missingData' }> = [];
  if (!i.measures?.trim()) issues.push({ field: 'measures', key: 'missingData' });
  if (i.risk === 'RELEVANT' && !i.notNotifiedReason) {
    if (!i.anpdNotifiedAt) issues.push({ field: 'anpdNotifiedAt', key: 'missingData' });
    if (!i.subjectsNotifiedAt) issues.push({ field: 'subjectsNotifiedAt', key: 'missingData' });
  }
  return issues;
}
