import { describe, expect, it } from 'vitest';
import { ERRORS } from '../errors.js';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from './appointment.validation.js';
import {
  APPOINTMENT_TRANSITIONS,
  appointmentStatusName,
  CANCEL_BLOCKS,
  cancelBlock,
  canTransition,
  FINAL_APPOINTMENT_STATUSES,
  nextStatuses,
  STATUS_CHANGE_ACTORS,
  STATUS_TIMESTAMP_COLUMN,
} from './appointment-status.rules.js';

describe('the appointment state machine', () => {
  it('has exactly the edges of SPEC §4 as we chose them', () => {
    const edges = APPOINTMENT_STATUSES.flatMap((from) =>
      APPOINTMENT_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from}→${to}`),
    );
    expect(edges.sort()).toEqual(
      [
        'SCHEDULED→PAID',
        'SCHEDULED→CANCELLED',
        'SCHEDULED→IN_ATTENDANCE',
        'SCHEDULED→NO_SHOW',
        'PAID→IN_ATTENDANCE',
        'PAID→CANCELLED',
        'PAID→NO_SHOW',
        'IN_ATTENDANCE→FINISHED_BY_PROFESSIONAL',
        'IN_ATTENDANCE→LEFT_BY_PATIENT',
      ].sort(),
    );
  });

  it('final statuses have no way out, and nothing goes back to SCHEDULED or stays where it is', () => {
    for (const status of FINAL_APPOINTMENT_STATUSES) expect(APPOINTMENT_TRANSITIONS[status]).toEqual([]);
    for (const from of APPOINTMENT_STATUSES) {
      expect(canTransition(from, 'SCHEDULED')).toBe(false);
      expect(canTransition(from, from)).toBe(false);
    }
    expect(canTransition('FINISHED_BY_PROFESSIONAL', 'IN_ATTENDANCE')).toBe(false);
    expect(canTransition('IN_ATTENDANCE', 'CANCELLED')).toBe(false);
    expect(canTransition('NO_SHOW', 'PAID')).toBe(false);
  });

  it('every status reached by an edge has its own timestamp column', () => {
    const reached = new Set(Object.values(APPOINTMENT_TRANSITIONS).flat());
    for (const status of reached) expect(STATUS_TIMESTAMP_COLUMN[status as Exclude<AppointmentStatus, 'SCHEDULED'>]).toMatch(/^[a-z_]+$/);
    expect(new Set(Object.values(STATUS_TIMESTAMP_COLUMN)).size).toBe(reached.size);
  });

  it('who may take each edge: the professional runs the attendance, staff confirm payments, the patient leaves and cancels', () => {
    expect(nextStatuses('SCHEDULED', ['PROFESSIONAL'])).toEqual(['IN_ATTENDANCE', 'NO_SHOW']);
    expect(nextStatuses('SCHEDULED', ['PATIENT'])).toEqual(['CANCELLED']);
    expect(nextStatuses('SCHEDULED', ['STAFF'])).toEqual(['PAID', 'CANCELLED', 'IN_ATTENDANCE', 'NO_SHOW']);
    expect(nextStatuses('IN_ATTENDANCE', ['PATIENT'])).toEqual(['LEFT_BY_PATIENT']);
    expect(nextStatuses('IN_ATTENDANCE', ['PROFESSIONAL'])).toEqual(['FINISHED_BY_PROFESSIONAL', 'LEFT_BY_PATIENT']);
    expect(nextStatuses('FINISHED_BY_PROFESSIONAL', ['STAFF', 'PROFESSIONAL', 'PATIENT'])).toEqual([]);
    expect(STATUS_CHANGE_ACTORS.PAID).toEqual(['STAFF']);
  });

  it('names statuses in both languages for the transition error', () => {
    expect(appointmentStatusName('FINISHED_BY_PROFESSIONAL', 'en')).toBe('Finished by the professional');
    expect(appointmentStatusName('IN_ATTENDANCE', 'pt-BR')).toBe('Em atendimento');
    expect(ERRORS.INVALID_TRANSITION.en).toBe('This appointment cannot go from {0} to {1}');
  });
});

describe('the cancellation rule (SPEC §4)', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const inHours = (h: number) => new Date(now.getTime() + h * 3_600_000).toISOString();
  const patient = { now, cutoffHours: 2, byStaff: false };
  const staff = { ...patient, byStaff: true };

  it('a free scheduled appointment before the cutoff can be cancelled', () => {
    expect(cancelBlock({ status: 'SCHEDULED', startsAt: inHours(2) }, patient)).toBeNull();
    expect(cancelBlock({ status: 'SCHEDULED', startsAt: inHours(48) }, patient)).toBeNull();
  });

  it('within the cutoff the patient is told to contact the company; staff are not held to it', () => {
    expect(cancelBlock({ status: 'SCHEDULED', startsAt: inHours(1.99) }, patient)).toBe('CANCELLATION_CUTOFF');
    expect(cancelBlock({ status: 'SCHEDULED', startsAt: inHours(1) }, staff)).toBeNull();
    expect(cancelBlock({ status: 'SCHEDULED', startsAt: inHours(0.5) }, { ...patient, cutoffHours: 0 })).toBeNull();
  });

  it('a paid one: the patient must contact the company (before the cutoff rule); staff cancel it', () => {
    expect(cancelBlock({ status: 'PAID', startsAt: inHours(48) }, patient)).toBe('APPOINTMENT_PAID_CONTACT_COMPANY');
    expect(cancelBlock({ status: 'PAID', startsAt: inHours(1) }, patient)).toBe('APPOINTMENT_PAID_CONTACT_COMPANY');
    expect(cancelBlock({ status: 'PAID', startsAt: inHours(48) }, staff)).toBeNull();
    expect(ERRORS.APPOINTMENT_PAID_CONTACT_COMPANY.en).toBe('This appointment was paid: please contact the company to cancel it');
  });

  it('not possible: already cancelled, attended or a no-show, or started — for everyone', () => {
    for (const context of [patient, staff]) {
      expect(cancelBlock({ status: 'CANCELLED', startsAt: inHours(48) }, context)).toBe('APPOINTMENT_ALREADY_CANCELLED');
      for (const status of ['IN_ATTENDANCE', 'FINISHED_BY_PROFESSIONAL', 'LEFT_BY_PATIENT', 'NO_SHOW'] as const) {
        expect(cancelBlock({ status, startsAt: inHours(48) }, context)).toBe('APPOINTMENT_NOT_CANCELLABLE');
      }
      expect(cancelBlock({ status: 'SCHEDULED', startsAt: inHours(0) }, context)).toBe('APPOINTMENT_STARTED');
      expect(cancelBlock({ status: 'PAID', startsAt: inHours(-3) }, context)).toBe('APPOINTMENT_STARTED');
    }
  });

  it('every reason is a catalogue error with both languages', () => {
    for (const code of CANCEL_BLOCKS) {
      expect(ERRORS[code].status).toBe(409);
      expect(ERRORS[code].en).not.toBe(ERRORS[code].pt);
    }
  });
});
