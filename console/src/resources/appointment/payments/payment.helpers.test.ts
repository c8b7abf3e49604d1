import { describe, expect, it } from 'vitest';
import {
  canRefund,
  centsFromDigits,
  installmentsText,
  instrumentText,
  maskedAmount,
  newestFirst,
  newIdempotencyKey,
  refundAmountIssue,
  remainingRefundableCents,
  sandboxActions,
} from './payment.helpers';

const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

describe('remainingRefundableCents', () => {
  it('is the total less what was already given back', () => {
    expect(remainingRefundableCents({ totalCents: 10_000, refundedCents: 0 })).toBe(10_000);
    expect(remainingRefundableCents({ totalCents: 10_000, refundedCents: 2_550 })).toBe(7_450);
  });

  it('never goes below zero', () => {
    expect(remainingRefundableCents({ totalCents: 10_000, refundedCents: 10_000 })).toBe(0);
    expect(remainingRefundableCents({ totalCents: 10_000, refundedCents: 12_000 })).toBe(0);
  });
});

describe('canRefund', () => {
  const approved = { status: 'APPROVED' as const, totalCents: 10_000, refundedCents: 0 };
  const manager = { roles: ['M' as const] };

  it('lets clinic administrators, managers and the platform administrator refund a cancelled appointment', () => {
    expect(canRefund(approved, 'CANCELLED', manager)).toBe(true);
    expect(canRefund(approved, 'CANCELLED', { roles: ['CA'] })).toBe(true);
    expect(canRefund(approved, 'CANCELLED', { roles: ['ADMIN'] })).toBe(true);
    expect(canRefund(approved, 'CANCELLED', { roles: [], isPlatformAdmin: true })).toBe(true);
  });

  it('refuses other roles', () => {
    expect(canRefund(approved, 'CANCELLED', { roles: ['R'] })).toBe(false);
    expect(canRefund(approved, 'CANCELLED', { roles: ['D', 'P'] })).toBe(false);
    expect(canRefund(approved, 'CANCELLED', {})).toBe(false);
  });

  it('needs a cancelled appointment', () => {
    expect(canRefund(approved, 'PAID', manager)).toBe(false);
    expect(canRefund(approved, undefined, manager)).toBe(false);
  });

  it('needs an approved or partly refunded payment with money left', () => {
    expect(canRefund({ ...approved, status: 'PARTIALLY_REFUNDED', refundedCents: 5_000 }, 'CANCELLED', manager)).toBe(true);
    expect(canRefund({ ...approved, status: 'PARTIALLY_REFUNDED', refundedCents: 10_000 }, 'CANCELLED', manager)).toBe(false);
    for (const status of ['PENDING', 'IN_ANALYSIS', 'REFUSED', 'CANCELLED', 'EXPIRED', 'REFUNDED'] as const) {
      expect(canRefund({ ...approved, status }, 'CANCELLED', manager)).toBe(false);
    }
  });
});

describe('centsFromDigits (the BRL mask)', () => {
  it('reads the digits typed as cents', () => {
    expect(centsFromDigits('5000')).toBe(5_000);
    expect(centsFromDigits('R$ 50,00')).toBe(5_000);
    expect(centsFromDigits('R$50.00')).toBe(5_000);
    expect(centsFromDigits('R$ 1.234,56')).toBe(123_456);
    expect(centsFromDigits('R$ 0,07')).toBe(7);
  });

  it('shifts a digit typed after the mask in from the right, and drops one deleted', () => {
    expect(centsFromDigits('R$ 50,001')).toBe(50_001);
    expect(centsFromDigits('R$ 50,0')).toBe(500);
  });

  it('is null when no digit is left (an empty field: a full refund)', () => {
    expect(centsFromDigits('')).toBeNull();
    expect(centsFromDigits('R$ ')).toBeNull();
  });

  it('keeps zero as zero (an error, not an empty field)', () => {
    expect(centsFromDigits('R$ 0,00')).toBe(0);
  });

  it('keeps at most 12 digits', () => {
    expect(centsFromDigits('12345678901234')).toBe(345_678_901_234);
  });
});

describe('maskedAmount', () => {
  it('shows cents as reais in the console language, or nothing', () => {
    expect(nbsp(maskedAmount(5_000, 'pt-BR'))).toBe('R$ 50,00');
    expect(maskedAmount(5_000, 'en')).toBe('R$50.00');
    expect(maskedAmount(null, 'pt-BR')).toBe('');
  });

  it('round-trips through centsFromDigits', () => {
    for (const cents of [0, 1, 99, 100, 123_456, 99_999_999]) {
      expect(centsFromDigits(maskedAmount(cents, 'pt-BR'))).toBe(cents);
      expect(centsFromDigits(maskedAmount(cents, 'en'))).toBe(cents);
    }
  });
});

describe('refundAmountIssue', () => {
  it('accepts an empty field (full refund) and any amount up to what is left', () => {
    expect(refundAmountIssue(null, 5_000)).toBeNull();
    expect(refundAmountIssue(1, 5_000)).toBeNull();
    expect(refundAmountIssue(5_000, 5_000)).toBeNull();
  });

  it('refuses zero and more than what is left', () => {
    expect(refundAmountIssue(0, 5_000)).toBe('not_positive');
    expect(refundAmountIssue(-1, 5_000)).toBe('not_positive');
    expect(refundAmountIssue(5_001, 5_000)).toBe('too_much');
  });
});

describe('newestFirst', () => {
  it('sorts by creation, newest first, without touching the input', () => {
    const payments = [
      { id: 'a', createdAt: '2026-05-01T10:00:00Z' },
      { id: 'c', createdAt: '2026-05-03T10:00:00Z' },
      { id: 'b', createdAt: '2026-05-02T10:00:00-03:00' },
    ];
    expect(newestFirst(payments).map((p) => p.id)).toEqual(['c', 'b', 'a']);
    expect(payments[0]?.id).toBe('a');
  });

  it('is empty for null (no payments field for non-staff)', () => {
    expect(newestFirst(null)).toEqual([]);
    expect(newestFirst(undefined)).toEqual([]);
  });
});

describe('installmentsText', () => {
  it('shows the card installments', () => {
    const card = { method: 'CREDIT_CARD' as const, installments: 3, installmentCents: 3_334, totalCents: 10_000 };
    expect(nbsp(installmentsText(card, 'pt-BR'))).toBe('3x R$ 33,34');
    expect(installmentsText(card, 'en')).toBe('3x R$33.34');
    expect(nbsp(installmentsText({ ...card, installments: 1, installmentCents: null }, 'pt-BR'))).toBe('1x R$ 100,00');
    expect(nbsp(installmentsText({ ...card, installments: 4, installmentCents: null }, 'pt-BR'))).toBe('4x R$ 25,00');
  });

  it('is a dash for PIX and pay on site', () => {
    expect(installmentsText({ method: 'PIX', installments: 1, totalCents: 10_000 }, 'pt-BR')).toBe('—');
    expect(installmentsText({ method: 'ON_SITE', installments: 1, totalCents: 10_000 }, 'pt-BR')).toBe('—');
  });
});

describe('instrumentText', () => {
  it('shows the card brand and last 4 digits', () => {
    expect(instrumentText({ method: 'CREDIT_CARD', cardBrand: 'VISA', cardLast4: '1111' })).toBe('VISA •••• 1111');
    expect(instrumentText({ method: 'CREDIT_CARD', cardBrand: null, cardLast4: '1111' })).toBe('•••• 1111');
    expect(instrumentText({ method: 'CREDIT_CARD' })).toBe('—');
  });

  it('shows the PIX txid', () => {
    expect(instrumentText({ method: 'PIX', pix: { txid: 'ABC123' } })).toBe('PIX ABC123');
    expect(instrumentText({ method: 'PIX', pix: null })).toBe('PIX');
  });

  it('is a dash for pay on site', () => {
    expect(instrumentText({ method: 'ON_SITE' })).toBe('—');
  });
});

describe('sandboxActions', () => {
  const pix = { provider: 'sandbox', method: 'PIX' as const, status: 'PENDING' as const, pix: { brCode: '000201…' } };
  const card = { provider: 'sandbox', method: 'CREDIT_CARD' as const, status: 'IN_ANALYSIS' as const, pix: null };

  it('pays a pending sandbox PIX', () => {
    expect(sandboxActions(pix)).toEqual({ payPix: true, settleCard: false });
    expect(sandboxActions({ ...pix, status: 'APPROVED' }).payPix).toBe(false);
    expect(sandboxActions({ ...pix, pix: null }).payPix).toBe(false);
  });

  it('settles a sandbox card in analysis', () => {
    expect(sandboxActions(card)).toEqual({ payPix: false, settleCard: true });
    expect(sandboxActions({ ...card, status: 'APPROVED' }).settleCard).toBe(false);
  });

  it('does nothing for another provider', () => {
    expect(sandboxActions({ ...pix, provider: 'pagarme' })).toEqual({ payPix: false, settleCard: false });
    expect(sandboxActions({ ...card, provider: 'pagarme' })).toEqual({ payPix: false, settleCard: false });
  });
});

describe('newIdempotencyKey', () => {
  const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('is crypto.randomUUID(), new each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(UUID_V4);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('makes a version 4 UUID from random bytes where randomUUID is hidden', () => {
    const key = newIdempotencyKey({ getRandomValues: (array) => globalThis.crypto.getRandomValues(array) });
    expect(key).toMatch(UUID_V4);
    const ones = newIdempotencyKey({
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        (array as unknown as Uint8Array).fill(0xff);
        return array;
      },
    });
    expect(ones).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});
