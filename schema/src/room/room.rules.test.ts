import { describe, expect, it } from 'vitest';
import { minutesSince, type RoomEntryInput, roomEntryBlock, roomStateOf } from './room.rules.js';

const start = '2026-11-24T13:00:00.000Z';
const end = '2026-11-24T13:30:00.000Z';
const base: RoomEntryInput = {
  status: 'PAID',
  startsAt: start,
  endsAt: end,
  paidAt: '2026-11-20T10:00:00.000Z',
  priceCents: 15000,
  payOnSite: false,
};
const at = (iso: string) => ({ now: new Date(iso), opensMinutesBefore: 60, graceHours: 24 });

describe('roomStateOf', () => {
  it('is LIVE in attendance, ENDED once finished or left, WAITING before', () => {
    expect(roomStateOf('IN_ATTENDANCE')).toBe('LIVE');
    expect(roomStateOf('FINISHED_BY_PROFESSIONAL')).toBe('ENDED');
    expect(roomStateOf('LEFT_BY_PATIENT')).toBe('ENDED');
    expect(roomStateOf('SCHEDULED')).toBe('WAITING');
    expect(roomStateOf('PAID')).toBe('WAITING');
  });
});

describe('roomEntryBlock', () => {
  it('opens an hour before the start and closes when the access code expires', () => {
    expect(roomEntryBlock(base, 'PATIENT', at('2026-11-24T11:59:00Z'))).toBe('ROOM_UNAVAILABLE');
    expect(roomEntryBlock(base, 'PATIENT', at('2026-11-24T12:00:00Z'))).toBeNull();
    expect(roomEntryBlock(base, 'PROFESSIONAL', at('2026-11-25T13:29:00Z'))).toBeNull();
    expect(roomEntryBlock(base, 'PROFESSIONAL', at('2026-11-25T13:30:00Z'))).toBe('ROOM_UNAVAILABLE');
  });

  it('refuses a cancelled appointment and a no-show whatever the time', () => {
    for (const status of ['CANCELLED', 'NO_SHOW'] as const) {
      expect(roomEntryBlock({ ...base, status }, 'PROFESSIONAL', at('2026-11-24T13:10:00Z'))).toBe('ROOM_UNAVAILABLE');
    }
  });

  it('keeps an attendance in progress open even past its scheduled end, and an ended one open for its end screen', () => {
    expect(roomEntryBlock({ ...base, status: 'IN_ATTENDANCE' }, 'PATIENT', at('2026-11-24T15:00:00Z'))).toBeNull();
    expect(roomEntryBlock({ ...base, status: 'FINISHED_BY_PROFESSIONAL' }, 'PATIENT', at('2026-11-24T14:00:00Z'))).toBeNull();
  });

  it('asks the patient of an unpaid priced appointment to pay, not the professional, not a free one, not one paid on site', () => {
    const unpaid = { ...base, status: 'SCHEDULED' as const, paidAt: null };
    expect(roomEntryBlock(unpaid, 'PATIENT', at('2026-11-24T13:00:00Z'))).toBe('PAYMENT_REQUIRED');
    expect(roomEntryBlock(unpaid, 'PROFESSIONAL', at('2026-11-24T13:00:00Z'))).toBeNull();
    expect(roomEntryBlock({ ...unpaid, priceCents: 0 }, 'PATIENT', at('2026-11-24T13:00:00Z'))).toBeNull();
    expect(roomEntryBlock({ ...unpaid, payOnSite: true }, 'PATIENT', at('2026-11-24T13:00:00Z'))).toBeNull();
  });
});

describe('minutesSince', () => {
  it('counts minutes with two decimals and never below zero', () => {
    expect(minutesSince('2026-11-24T13:00:00Z', new Date('2026-11-24T13:12:30Z'))).toBe(12.5);
    expect(minutesSince('2026-11-24T13:00:00Z', new Date('2026-11-24T12:59:00Z'))).toBe(0);
  });
});
