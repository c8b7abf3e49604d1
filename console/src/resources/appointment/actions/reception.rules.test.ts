import { describe, expect, it } from 'vitest';
import {
  isReception,
  onSitePaymentIssues,
  paymentToRefund,
  type ReceptionAppointment,
  receptionActions,
  slotsOfDay,
} from './reception.rules';

const now = new Date('2026-11-28T12:00:00.000Z');
const ahead = '2026-12-02T13:00:00.000Z';
const past = '2026-11-28T10:00:00.000Z';
const base: ReceptionAppointment = {
  status: 'SCHEDULED',
  startsAt: ahead,
  doctorId: 'doc-1',
  priceCents: 15_000,
  roomAccess: 'room',
  paymentAccess: 'pay',
  arrivedAt: null,
};
const admin = { roles: ['CA'] as const };

describe('who runs the reception', () => {
  it('CA, M, R and ADMIN (or the platform administrator); not a doctor or a patient', () => {
    for (const role of ['CA', 'M', 'R', 'ADMIN'] as const) expect(isReception({ roles: [role] })).toBe(true);
    expect(isReception({ roles: ['D', 'DC'] })).toBe(false);
    expect(isReception({ roles: ['P'] })).toBe(false);
    expect(isReception({ roles: [], isPlatformAdmin: true })).toBe(true);
  });

  it('a doctor sees no reception action at all', () => {
    expect(receptionActions(base, { roles: ['D'] }, now)).toEqual({
      reschedule: false,
      cancel: false,
      arrived: false,
      noShow: false,
      resend: [],
      onSitePayment: false,
      assistant: false,
    });
  });
});

describe('the actions an appointment shows, by status', () => {
  it('a scheduled, unpaid one ahead: every action but the no-show, the three links', () => {
    expect(receptionActions(base, admin, now)).toEqual({
      reschedule: true,
      cancel: true,
      arrived: true,
      noShow: false,
      resend: ['CONFIRMATION', 'ROOM', 'PAYMENT'],
      onSitePayment: true,
      assistant: true,
    });
  });

  it('a paid one: no on-site payment and no payment link; still cancel, reschedule, no-show', () => {
    const actions = receptionActions({ ...base, status: 'PAID' }, admin, now);
    expect(actions.onSitePayment).toBe(false);
    expect(actions.resend).toEqual(['CONFIRMATION', 'ROOM']);
    expect(actions).toMatchObject({ cancel: true, reschedule: true, noShow: false, arrived: true });
  });

  it('a free appointment (price 0) has nothing to pay at the desk', () => {
    const actions = receptionActions({ ...base, priceCents: 0 }, admin, now);
    expect(actions.onSitePayment).toBe(false);
    expect(actions.resend).not.toContain('PAYMENT');
  });

  it('already arrived: no second arrival', () => {
    expect(receptionActions({ ...base, arrivedAt: '2026-12-02T12:50:00.000Z' }, admin, now).arrived).toBe(false);
  });

  it('while the reception view loads (arrivedAt unknown) the arrival waits', () => {
    expect(receptionActions({ ...base, arrivedAt: undefined }, admin, now).arrived).toBe(false);
  });

  it('a start already past: no reschedule; cancel by the state machine needs a start ahead', () => {
    const actions = receptionActions({ ...base, startsAt: past }, admin, now);
    expect(actions.reschedule).toBe(false);
    expect(actions.cancel).toBe(false);
    expect(actions.noShow).toBe(true);
  });

  it('the gateway’s word wins: canCancel false, no NO_SHOW among nextStatuses', () => {
    const actions = receptionActions({ ...base, startsAt: past, canCancel: false, nextStatuses: ['PAID', 'IN_ATTENDANCE'] }, admin, now);
    expect(actions.cancel).toBe(false);
    expect(actions.noShow).toBe(false);
  });

  it.each(['CANCELLED', 'NO_SHOW', 'FINISHED_BY_PROFESSIONAL', 'LEFT_BY_PATIENT'])('%s is final: nothing but nothing', (status) => {
    const actions = receptionActions({ ...base, status, canCancel: false, nextStatuses: [] }, admin, now);
    expect(actions).toEqual({
      reschedule: false,
      cancel: false,
      arrived: false,
      noShow: false,
      resend: [],
      onSitePayment: false,
      assistant: false,
    });
  });

  it('in attendance: the room link and the assistant only', () => {
    const actions = receptionActions({ ...base, status: 'IN_ATTENDANCE', canCancel: false, nextStatuses: [] }, admin, now);
    expect(actions).toEqual({
      reschedule: false,
      cancel: false,
      arrived: false,
      noShow: false,
      resend: ['ROOM'],
      onSitePayment: false,
      assistant: true,
    });
  });

  it('no professional yet (an emergency attendance): no reschedule', () => {
    expect(receptionActions({ ...base, doctorId: null }, admin, now).reschedule).toBe(false);
  });
});

describe('the payment a cancelled paid appointment refunds', () => {
  const payment = (id: string, status: string, totalCents: number, refundedCents: number, createdAt: string) => ({
    id,
    status,
    totalCents,
    refundedCents,
    createdAt,
  });

  it('the newest approved one with money left', () => {
    const chosen = paymentToRefund([
      payment('refused', 'REFUSED', 15_000, 0, '2026-11-20T10:00:00Z'),
      payment('old', 'APPROVED', 15_000, 0, '2026-11-20T11:00:00Z'),
      payment('new', 'PARTIALLY_REFUNDED', 15_000, 5_000, '2026-11-21T11:00:00Z'),
    ]);
    expect(chosen?.id).toBe('new');
  });

  it('none when all was given back or nothing was paid', () => {
    expect(paymentToRefund([payment('r', 'REFUNDED', 15_000, 15_000, '2026-11-20T10:00:00Z')])).toBeNull();
    expect(paymentToRefund([payment('p', 'PENDING', 15_000, 0, '2026-11-20T10:00:00Z')])).toBeNull();
    expect(paymentToRefund(null)).toBeNull();
  });
});

describe('the on-site payment’s field errors', () => {
  it('a receipt number is required (blanks are not one) and at most 40 characters', () => {
    expect(onSitePaymentIssues({ receiptNumber: '   ', amountCents: 100 }, 15_000)).toEqual({ receiptNumber: 'required' });
    expect(onSitePaymentIssues({ receiptNumber: 'x'.repeat(41), amountCents: 100 }, 15_000)).toEqual({ receiptNumber: 'too_long' });
    expect(onSitePaymentIssues({ receiptNumber: 'x'.repeat(40), amountCents: 100 }, 15_000)).toEqual({});
  });

  it('the amount is more than zero and never above the price', () => {
    expect(onSitePaymentIssues({ receiptNumber: 'R1', amountCents: null }, 15_000)).toEqual({ amount: 'not_positive' });
    expect(onSitePaymentIssues({ receiptNumber: 'R1', amountCents: 0 }, 15_000)).toEqual({ amount: 'not_positive' });
    expect(onSitePaymentIssues({ receiptNumber: 'R1', amountCents: 15_001 }, 15_000)).toEqual({ amount: 'too_much' });
    expect(onSitePaymentIssues({ receiptNumber: 'R1', amountCents: 15_000 }, 15_000)).toEqual({});
  });
});

describe('the free times of a day', () => {
  it('only that day, each start once, in order', () => {
    const slot = (date: string, start: string) => ({ date, start, startsAt: `${date}T${start}:00-03:00` });
    const slots = [slot('2026-12-02', '10:00'), slot('2026-12-02', '09:00'), slot('2026-12-03', '08:00'), slot('2026-12-02', '09:00')];
    expect(slotsOfDay(slots, '2026-12-02').map((s) => s.start)).toEqual(['09:00', '10:00']);
  });
});
