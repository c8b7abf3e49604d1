import { describe, expect, it } from 'vitest';
import { unpaidPaymentState } from './unpaid-payment.util';

const expiresAt = '2026-12-01T13:15:00.000Z';
const before = Date.parse('2026-12-01T13:14:59.000Z');
const after = Date.parse('2026-12-01T13:15:00.000Z');

describe('unpaidPaymentState', () => {
  it('a PIX within its 15 minutes is waiting; at its end it has expired (also when the server says so first)', () => {
    expect(unpaidPaymentState({ method: 'PIX', status: 'PENDING', pix: { expiresAt } }, before)).toEqual({ kind: 'pixWaiting', expiresAt });
    expect(unpaidPaymentState({ method: 'PIX', status: 'PENDING', pix: { expiresAt } }, after)).toEqual({ kind: 'pixExpired', expiresAt });
    expect(unpaidPaymentState({ method: 'PIX', status: 'EXPIRED', pix: { expiresAt } }, before)).toEqual({ kind: 'pixExpired', expiresAt });
  });

  it('nothing started, a refused card or a cancelled PIX: simply unpaid', () => {
    expect(unpaidPaymentState(null, after)).toEqual({ kind: 'unpaid' });
    expect(unpaidPaymentState({ method: 'CREDIT_CARD', status: 'REFUSED', pix: null }, after)).toEqual({ kind: 'unpaid' });
    expect(unpaidPaymentState({ method: 'PIX', status: 'CANCELLED', pix: { expiresAt } }, before)).toEqual({ kind: 'unpaid' });
  });
});
