import { describe, expect, it } from 'vitest';
import type { PaymentPageFieldsFragment } from '../../gql/graphql';
import { paymentSettled, paymentView } from './payment-view.util';

type Current = NonNullable<PaymentPageFieldsFragment['current']>;

const payment = (fields: Partial<Current>): Current => ({
  __typename: 'Payment',
  id: 'p1',
  method: 'CREDIT_CARD',
  status: 'PENDING',
  amountCents: 10000,
  discountCents: 0,
  totalCents: 10000,
  installments: 1,
  installmentCents: null,
  voucherCode: null,
  cardBrand: null,
  cardLast4: null,
  paidAt: null,
  refusedReason: null,
  refundedCents: 0,
  pix: null,
  ...fields,
});

const pix = { __typename: 'PixCharge' as const, brCode: '000201', qrCodeSvg: '<svg/>', txid: 't', expiresAt: '2026-06-15T12:15:00Z' };
const page = (fields: Partial<Parameters<typeof paymentView>[0]> = {}) => ({
  paid: false,
  paymentRequired: true,
  appointmentStatus: 'SCHEDULED' as const,
  current: null,
  ...fields,
});

describe('paymentView', () => {
  it('offers the methods when nothing was tried, after a refused card or a cancelled PIX', () => {
    expect(paymentView(page())).toBe('choose');
    expect(paymentView(page({ current: payment({ status: 'REFUSED' }) }))).toBe('choose');
    expect(paymentView(page({ current: payment({ method: 'PIX', status: 'CANCELLED', pix }) }))).toBe('choose');
  });

  it('says paid once approved', () => {
    expect(paymentView(page({ paid: true, paymentRequired: false, current: payment({ status: 'APPROVED' }) }))).toBe('paid');
    expect(paymentView(page({ current: payment({ status: 'APPROVED' }) }))).toBe('paid');
  });

  it('waits while a card is in analysis', () => {
    expect(paymentView(page({ current: payment({ status: 'IN_ANALYSIS' }) }))).toBe('inAnalysis');
  });

  it('shows the PIX while it waits for the bank, and when it expired', () => {
    expect(paymentView(page({ current: payment({ method: 'PIX', status: 'PENDING', pix }) }))).toBe('pix');
    expect(paymentView(page({ current: payment({ method: 'PIX', status: 'EXPIRED', pix }) }))).toBe('pix');
  });

  it('confirms pay on site', () => {
    expect(paymentView(page({ paymentRequired: false, current: payment({ method: 'ON_SITE', status: 'PENDING' }) }))).toBe('onSite');
  });

  it('says nothing is due for a free appointment, and nothing can be paid once cancelled', () => {
    expect(paymentView(page({ paymentRequired: false }))).toBe('notRequired');
    expect(paymentView(page({ appointmentStatus: 'CANCELLED' }))).toBe('cancelled');
  });

  it('says refunded after a refund', () => {
    expect(paymentView(page({ paid: true, current: payment({ status: 'REFUNDED', refundedCents: 10000 }) }))).toBe('refunded');
  });
});

describe('paymentSettled', () => {
  it('is false only while the patient still has something to do', () => {
    expect(paymentSettled('choose')).toBe(false);
    expect(paymentSettled('pix')).toBe(false);
    expect(paymentSettled('paid')).toBe(true);
    expect(paymentSettled('onSite')).toBe(true);
  });
});
