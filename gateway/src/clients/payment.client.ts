import {
  ZBenefitClubDto,
  ZIdempotencyKey,
  ZInstallmentOptionDto,
  ZPaymentDto,
  ZPaymentPageDto,
  ZPaymentRefundDto,
  type ZPaymentRequest,
  ZVoucherCheckDto,
} from '@teleconsulta/schema';
import { z } from 'zod';
import { catalogueError } from '../errors.js';
import type { CallContext, ServiceTransport } from './http.js';

/**
 * The Idempotency-Key header of a money-moving call. A key an HTTP header cannot carry (outside visible ASCII, or
 * longer than 255) is the services' own refusal, said here: sent, it would fail in the HTTP client as if the services
 * were unreachable (issue 16, T11).
 */
function idem(ctx: CallContext, key: string): Record<string, string> {
  if (!ZIdempotencyKey.safeParse(key).success) throw catalogueError('IDEMPOTENCY_KEY_REQUIRED', ctx.locale);
  return { 'idempotency-key': key };
}

/**
 * POST /payment's body (ZPaymentRequest's input), its payment_type as GraphQL's PaymentMethod gives it: ZPaymentRequest
 * takes CREDIT_CARD and PIX; ON_SITE (paid at the clinic, POST /localpayment) is refused by the service as its field error.
 */
export type PayBody = Omit<z.input<typeof ZPaymentRequest>, 'payment_type'> & { payment_type: string };

/** The financial service (SPEC §7): the public payment calls of a short link, installments, refunds, the sandbox bank. */
export const paymentClient = (t: ServiceTransport, ctx: CallContext) => ({
  page: (access: string, protocol: string) =>
    t.call(ctx, { method: 'GET', path: '/payment', query: { access, protocol } }, ZPaymentPageDto),
  pay: (access: string, protocol: string, body: PayBody, key: string) =>
    t.call(
      ctx,
      { method: 'POST', path: '/payment', query: { access, protocol }, body, headers: idem(ctx, key), timeoutMs: t.moneyTimeoutMs },
      ZPaymentPageDto,
    ),
  cancelPix: (access: string, protocol: string, key: string) =>
    t.call(
      ctx,
      { method: 'PATCH', path: '/payment', query: { access, protocol }, headers: idem(ctx, key), timeoutMs: t.moneyTimeoutMs },
      ZPaymentPageDto,
    ),
  confirm: (access: string, protocol: string, refuse: boolean, key: string) =>
    t.call(
      ctx,
      {
        method: 'POST',
        path: '/confirmpayment',
        query: { access, protocol, refuse },
        headers: idem(ctx, key),
        timeoutMs: t.moneyTimeoutMs,
      },
      ZPaymentPageDto,
    ),
  voucherValid: (access: string, protocol: string, voucher: string) =>
    t.call(ctx, { method: 'GET', path: '/vouchervalid', query: { access, protocol, voucher } }, ZVoucherCheckDto),
  payOnSite: (access: string, key: string) =>
    t.call(ctx, { method: 'POST', path: '/localpayment', query: { access }, headers: idem(ctx, key) }, ZPaymentPageDto),
  benefitClub: () => t.call(ctx, { method: 'GET', path: '/financial/benefitclub/pso' }, ZBenefitClubDto),
  installments: (amountCents: number) =>
    t.call(ctx, { method: 'POST', path: '/installments', body: { amountCents } }, z.array(ZInstallmentOptionDto)),
  ofAppointment: (appointmentId: string) =>
    t.call(ctx, { method: 'GET', path: `/payment/appointment/${encodeURIComponent(appointmentId)}` }, z.array(ZPaymentDto)),
  latestOf: (appointmentIds: readonly string[]) =>
    t.call(
      ctx,
      { method: 'GET', path: '/payment/appointments', query: { ids: appointmentIds.join(',') } },
      z.array(z.object({ appointmentId: z.string(), payment: ZPaymentDto })),
    ),
  refunds: (paymentId: string) =>
    t.call(ctx, { method: 'GET', path: `/payment/${encodeURIComponent(paymentId)}/refunds` }, z.array(ZPaymentRefundDto)),
  refund: (paymentId: string, body: { amountCents?: number; reason: string }, key: string) =>
    t.call(
      ctx,
      {
        method: 'POST',
        path: `/payment/${encodeURIComponent(paymentId)}/refund`,
        body,
        headers: idem(ctx, key),
        timeoutMs: t.moneyTimeoutMs,
      },
      ZPaymentDto,
    ),
  /** A payment received at the reception's desk (issue 20). */
  confirmOnSite: (appointmentId: string, body: { method: string; receiptNumber: string; amountCents?: number }, key: string) =>
    t.call(
      ctx,
      {
        method: 'POST',
        path: `/payment/appointment/${encodeURIComponent(appointmentId)}/onsite`,
        body,
        headers: idem(ctx, key),
        timeoutMs: t.moneyTimeoutMs,
      },
      ZPaymentDto,
    ),
  sandboxPayPix: (brCode: string) => t.call(ctx, { method: 'POST', path: '/payment/sandbox/pix', body: { brCode } }, ZPaymentDto),
  sandboxSettleCard: (paymentId: string, approve: boolean) =>
    t.call(ctx, { method: 'POST', path: `/payment/sandbox/card/${encodeURIComponent(paymentId)}`, query: { approve } }, ZPaymentDto),
});
