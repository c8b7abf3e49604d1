import { describe, expect, it } from 'vitest';
import { attendanceSpan, attendanceText, showsBookedLength } from './attendance-span.util';

describe('attendanceSpan', () => {
  const now = Date.parse('2026-11-29T15:00:00.000Z');
  const none = { attendanceStartedAt: null, finishedAt: null, leftAt: null };

  it('is null before the attendance started', () => {
    expect(attendanceSpan(none, now)).toBeNull();
  });

  it('a finished attendance lasts from its start to its end: one minute, not the two hours its room was held', () => {
    const a = { ...none, attendanceStartedAt: '2026-11-29T14:02:00.000Z', finishedAt: '2026-11-29T14:03:10.000Z' };
    expect(attendanceSpan(a, now)).toEqual({ from: a.attendanceStartedAt, to: a.finishedAt, minutes: 1 });
  });

  it('a patient who left ends it when they left; a very short one counts a minute', () => {
    const a = { ...none, attendanceStartedAt: '2026-11-29T14:02:00.000Z', leftAt: '2026-11-29T14:02:20.000Z' };
    expect(attendanceSpan(a, now)).toEqual({ from: a.attendanceStartedAt, to: a.leftAt, minutes: 1 });
  });

  it('one still running has no end and counts up to now', () => {
    const a = { ...none, attendanceStartedAt: '2026-11-29T14:30:00.000Z' };
    expect(attendanceSpan(a, now)).toEqual({ from: a.attendanceStartedAt, to: null, minutes: 30 });
  });
});

describe('showsBookedLength', () => {
  it('shows a booked slot’s length, not an emergency room’s validity', () => {
    expect(showsBookedLength('CLINIC')).toBe(true);
    expect(showsBookedLength('SELF_SCHEDULING')).toBe(true);
    expect(showsBookedLength('EMERGENCY')).toBe(false);
  });
});

describe('attendanceText', () => {
  const now = Date.parse('2026-11-29T15:00:00.000Z');
  const t = (key: string, params?: Record<string, string | number>) => `${key} ${JSON.stringify(params)}`;
  const time = (instant: string) => instant.slice(11, 16);

  it('says an ended attendance from its start to its end, one still running since its start, and nothing before', () => {
    const ended = { attendanceStartedAt: '2026-11-29T14:02:00.000Z', finishedAt: '2026-11-29T14:03:10.000Z', leftAt: null };
    expect(attendanceText(ended, now, t, time)).toBe('appointments.detail.attended {"from":"14:02","to":"14:03","minutes":1}');
    const running = { attendanceStartedAt: '2026-11-29T14:30:00.000Z', finishedAt: null, leftAt: null };
    expect(attendanceText(running, now, t, time)).toBe('appointments.detail.attending {"from":"14:30","minutes":30}');
    expect(attendanceText({ attendanceStartedAt: null, finishedAt: null, leftAt: null }, now, t, time)).toBeNull();
  });
});
