import { describe, expect, it } from 'vitest';
import { attendanceEndedAt, CLINICAL_NOTES_GRACE_HOURS, clinicalNotesOpen, ZOptionalCid10 } from './appointment-notes.rules.js';

const now = new Date('2026-03-10T15:00:00.000Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();

describe('clinicalNotesOpen', () => {
  it('is open before and during the attendance, whenever that is', () => {
    for (const status of ['SCHEDULED', 'PAID', 'IN_ATTENDANCE'] as const)
      expect(clinicalNotesOpen({ status, endedAt: null }, now)).toBe(true);
  });

  it('stays open for the grace after the attendance ended, then closes', () => {
    expect(CLINICAL_NOTES_GRACE_HOURS).toBe(24);
    for (const status of ['FINISHED_BY_PROFESSIONAL', 'LEFT_BY_PATIENT', 'NO_SHOW'] as const) {
      expect(clinicalNotesOpen({ status, endedAt: hoursAgo(23.9) }, now)).toBe(true);
      expect(clinicalNotesOpen({ status, endedAt: hoursAgo(24) }, now)).toBe(false);
    }
  });

  it('is closed for a cancelled appointment, and for an ended one without its end time', () => {
    expect(clinicalNotesOpen({ status: 'CANCELLED', endedAt: null }, now)).toBe(false);
    expect(clinicalNotesOpen({ status: 'FINISHED_BY_PROFESSIONAL', endedAt: null }, now)).toBe(false);
  });
});

describe('attendanceEndedAt', () => {
  it('is the timestamp of the final status', () => {
    const times = { finishedAt: 'f', leftAt: 'l', noShowAt: 'n' };
    expect(attendanceEndedAt({ status: 'FINISHED_BY_PROFESSIONAL', ...times })).toBe('f');
    expect(attendanceEndedAt({ status: 'LEFT_BY_PATIENT', ...times })).toBe('l');
    expect(attendanceEndedAt({ status: 'NO_SHOW', ...times })).toBe('n');
    expect(attendanceEndedAt({ status: 'IN_ATTENDANCE', ...times })).toBeNull();
  });
});

describe('ZOptionalCid10', () => {
  it('upper-cases a code, clears on blank, leaves a missing one out', () => {
    expect(ZOptionalCid10.parse(' j06.9 ')).toBe('J06.9');
    expect(ZOptionalCid10.parse('')).toBeNull();
    expect(ZOptionalCid10.parse(null)).toBeNull();
    expect(ZOptionalCid10.parse(undefined)).toBeUndefined();
  });

  it('refuses anything but A00–Z99 with an optional .digit', () => {
    for (const bad of ['I1', 'I10.12', '10I', 'XYZ']) expect(ZOptionalCid10.safeParse(bad).success).toBe(false);
  });
});
