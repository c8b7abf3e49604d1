import { describe, expect, it } from 'vitest';
import type { NoticeKind } from '../mail/appointment-notice.templates.js';
import { dueNotices } from './appointment-notice.rules.js';

const HOUR = 3_600_000;
const since = new Date('2025-03-01T00:00:00Z');
const now = new Date('2025-03-10T12:00:00Z');
const at = (hoursFromNow: number) => new Date(now.getTime() + hoursFromNow * HOUR);

/** An appointment starting `startsIn` hours from now, booked `bookedAgo` hours ago. */
const appointment = (startsIn: number, bookedAgo: number, sent: NoticeKind[] = [], status = 'SCHEDULED') => ({
  status,
  startsAt: at(startsIn),
  createdAt: at(-bookedAgo),
  sent: new Set(sent),
});

describe('which notices are due', () => {
  it('a new booking a week ahead: only the confirmation', () => {
    expect(dueNotices(appointment(7 * 24, 0), now, since)).toEqual(['CONFIRMATION']);
    expect(dueNotices(appointment(7 * 24, 0, ['CONFIRMATION']), now, since)).toEqual([]);
  });

  it('24 h before: the 24 h reminder, once', () => {
    expect(dueNotices(appointment(23.9, 72, ['CONFIRMATION']), now, since)).toEqual(['REMINDER_24H']);
    expect(dueNotices(appointment(24, 72, ['CONFIRMATION']), now, since)).toEqual(['REMINDER_24H']);
    expect(dueNotices(appointment(24.1, 72, ['CONFIRMATION']), now, since)).toEqual([]);
    expect(dueNotices(appointment(20, 72, ['CONFIRMATION', 'REMINDER_24H']), now, since)).toEqual([]);
  });

  it('1 h before: the 1 h reminder, once; never the 24 h one that late', () => {
    expect(dueNotices(appointment(0.9, 72, ['CONFIRMATION', 'REMINDER_24H']), now, since)).toEqual(['REMINDER_1H']);
    expect(dueNotices(appointment(0.5, 72, ['CONFIRMATION']), now, since)).toEqual(['REMINDER_1H']);
    expect(dueNotices(appointment(0.5, 72, ['CONFIRMATION', 'REMINDER_1H']), now, since)).toEqual([]);
  });

  it('booked inside a reminder’s window: the confirmation says it all, the nearer reminder still comes', () => {
    expect(dueNotices(appointment(3, 0), now, since)).toEqual(['CONFIRMATION']);
    expect(dueNotices(appointment(0.9, 2.1, ['CONFIRMATION']), now, since)).toEqual(['REMINDER_1H']);
    // booked 40 minutes before the start: no reminder at all
    expect(dueNotices(appointment(0.5, 0.2, ['CONFIRMATION']), now, since)).toEqual([]);
  });

  it('a confirmation missed while the worker was down still goes, with the reminder that is due', () => {
    expect(dueNotices(appointment(20, 30), now, since)).toEqual(['CONFIRMATION', 'REMINDER_24H']);
  });

  it('nothing for a cancelled, started, finished or past appointment', () => {
    for (const status of ['CANCELLED', 'IN_ATTENDANCE', 'FINISHED_BY_PROFESSIONAL', 'LEFT_BY_PATIENT', 'NO_SHOW']) {
      expect(dueNotices(appointment(0.5, 72, [], status), now, since)).toEqual([]);
    }
    expect(dueNotices(appointment(0, 72), now, since)).toEqual([]);
    expect(dueNotices(appointment(-2, 72), now, since)).toEqual([]);
    expect(dueNotices(appointment(0.5, 72, ['CONFIRMATION'], 'PAID'), now, since)).toEqual(['REMINDER_1H']);
  });

  it('no late confirmation for an appointment booked before the notices started; its reminders still come', () => {
    const old = { status: 'SCHEDULED', startsAt: at(10), createdAt: new Date('2025-02-20T00:00:00Z'), sent: new Set<NoticeKind>() };
    expect(dueNotices(old, now, since)).toEqual(['REMINDER_24H']);
  });
});
