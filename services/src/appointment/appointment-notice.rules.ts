import type { NoticeKind } from '../mail/appointment-notice.templates.js';

/** An appointment still holding its slot and not started: the only ones that get notices. */
export const NOTICE_STATUSES = ['SCHEDULED', 'PAID'] as const;

const HOUR = 3_600_000;
/** How long before the start each reminder goes. */
export const REMINDER_BEFORE: Readonly<Record<Exclude<NoticeKind, 'CONFIRMATION'>, number>> = {
  REMINDER_24H: 24 * HOUR,
  REMINDER_1H: HOUR,
};

export type NoticeCandidate = { status: string; startsAt: Date; createdAt: Date; sent: ReadonlySet<NoticeKind> };

/**
 * Which notices an appointment is due now (issue 4: "confirmation at booking, 24 h and 1 h before"):
 * - none once cancelled, started, finished, or past its start;
 * - the confirmation, once, for an appointment booked since the notices started (`since`: existing appointments are
 *   not mailed a late confirmation);
 * - a reminder once its time has come (24 h, 1 h before the start), if the appointment was booked before that time
 *   (one booked 3 h ahead gets its confirmation and the 1 h reminder, not a 24 h reminder that says the same);
 * - of the two reminders only the nearer one: a worker back from a long stop does not send the 24 h one an hour
 *   before the start.
 */
export function dueNotices(a: NoticeCandidate, now: Date, since: Date): NoticeKind[] {
  const start = a.startsAt.getTime();
  const t = now.getTime();
  if (!(NOTICE_STATUSES as readonly string[]).includes(a.status) || start <= t) return [];
  const due: NoticeKind[] = [];
  if (!a.sent.has('CONFIRMATION') && a.createdAt.getTime() >= since.getTime()) due.push('CONFIRMATION');
  const bookedAhead = (before: number) => start - a.createdAt.getTime() > before;
  if (start - t <= REMINDER_BEFORE.REMINDER_1H) {
    if (!a.sent.has('REMINDER_1H') && bookedAhead(REMINDER_BEFORE.REMINDER_1H)) due.push('REMINDER_1H');
  } else if (start - t <= REMINDER_BEFORE.REMINDER_24H) {
    if (!a.sent.has('REMINDER_24H') && bookedAhead(REMINDER_BEFORE.REMINDER_24H)) due.push('REMINDER_24H');
  }
  return due;
}
