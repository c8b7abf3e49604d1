import { describe, expect, it } from 'vitest';
import { countdown, paymentPending, pickNext, roomIsOpen } from './next-appointment.util';

const NOW = Date.parse('2026-11-27T12:00:00Z');

describe("the patient home's next appointment", () => {
  it('is the first one that has not ended', () => {
    const items = [
      { id: 'a', endsAt: '2026-11-27T11:30:00Z' },
      { id: 'b', endsAt: '2026-11-27T12:10:00Z' },
      { id: 'c', endsAt: '2026-11-28T09:00:00Z' },
    ];
    expect(pickNext(items, NOW)?.id).toBe('b');
    expect(pickNext(items.slice(0, 1), NOW)).toBeNull();
  });

  it('counts down in days, then hours, then minutes, and says now once started', () => {
    expect(countdown('2026-11-29T13:00:00Z', NOW)).toEqual({ kind: 'in', value: 2, unit: 'day' });
    expect(countdown('2026-11-27T15:59:00Z', NOW)).toEqual({ kind: 'in', value: 3, unit: 'hour' });
    expect(countdown('2026-11-27T12:00:30Z', NOW)).toEqual({ kind: 'in', value: 1, unit: 'minute' });
    expect(countdown('2026-11-27T11:59:00Z', NOW)).toEqual({ kind: 'now' });
  });

  it('offers the room from the time the server gives, and payment only while one is due', () => {
    expect(roomIsOpen('2026-11-27T12:00:00Z', NOW)).toBe(true);
    expect(roomIsOpen('2026-11-27T12:00:01Z', NOW)).toBe(false);
    expect(roomIsOpen(null, NOW)).toBe(false);
    const due = { status: 'SCHEDULED', priceCents: 15000, paidAt: null, paymentAccess: 'code' };
    expect(paymentPending(due)).toBe(true);
    expect(paymentPending({ ...due, paidAt: '2026-11-26T10:00:00Z' })).toBe(false);
    expect(paymentPending({ ...due, priceCents: 0 })).toBe(false);
    expect(paymentPending({ ...due, status: 'PAID' })).toBe(false);
  });
});
