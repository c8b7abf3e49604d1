import {
  translateIssues,
  ZConfirmPaymentQuery,
  ZInstallmentsRequest,
  ZOnSitePaymentRequest,
  ZPaymentQuery,
  ZPaymentRequest,
  ZRefundRequest,
  ZVoucherQuery,
} from '@teleconsulta/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { companyFinancialService } from '../company-finance/company-financial.service.js';
import { AppError, notFound } from '../kit/errors.js';
import { localeOf, parse, withTenant } from '../kit/http.js';
import { paymentService as service } from './payment.service.js';
import { authorizeDesk, paymentDeskService } from './payment-desk.service.js';
import type { IdempotentResult } from './payment-idempotency.js';
import { paymentNotificationService as notifications } from './payment-notification.service.js';
import type { PaymentContext } from './payment-outcome.service.js';

const ZId = z.object({ id: z.uuid() });
/** ?ids=a,b,c: at most 100 appointment ids. */
const ZIds = z.object({
  ids: z
    .string()
    .transform((v) => [...new Set(v.split(',').filter(Boolean))])
    .pipe(z.array(z.uuid()).min(1).max(100)),
});
const ZAccessOnly = z.object({ access: z.string().min(1).max(128) });
const ZSandboxPix = z.object({ brCode: z.string().min(20).max(512) });
const ZSettle = z.object({ approve: z.enum(['true', 'false']).transform((v) => v === 'true') });

const keyOf = (req: FastifyRequest) => req.headers['idempotency-key'];
/** A stored answer is sent as it was first sent: the same status and body (an error envelope included). */
const send = (reply: FastifyReply, result: IdempotentResult) => reply.status(result.status).send(result.body);

/** A query that fails to parse answers like an unknown code (a public page tells nothing more). */
function publicQuery<S extends z.ZodType>(schema: S, req: FastifyRequest): z.output<S> {
  const parsed = schema.safeParse(req.query);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

export const paymentHandlers = (ctx: PaymentContext) => ({
  page: (req: FastifyRequest) => {
    const q = publicQuery(ZPaymentQuery, req);
    return service.page(ctx, q.access, q.protocol);
  },
  pay: async (req: FastifyRequest, reply: FastifyReply) => {
    const q = publicQuery(ZPaymentQuery, req);
    const parsed = ZPaymentRequest.safeParse(req.body ?? {});
    // The card fields are named as the REST body names them; their labels are the payment's ("Card number").
    if (!parsed.success) throw new AppError('BAD_INPUT', { issues: translateIssues(parsed.error, localeOf(req), 'payment') });
    return send(reply, await service.pay(ctx, { ...q, key: keyOf(req), locale: localeOf(req) }, parsed.data));
  },
  cancelPix: async (req: FastifyRequest, reply: FastifyReply) => {
    const q = publicQuery(ZPaymentQuery, req);
    return send(reply, await service.cancelPix(ctx, { ...q, key: keyOf(req), locale: localeOf(req) }));
  },
  confirm: async (req: FastifyRequest, reply: FastifyReply) => {
    const q = publicQuery(ZConfirmPaymentQuery, req);
    return send(reply, await service.confirm(ctx, { ...q, key: keyOf(req), locale: localeOf(req) }));
  },
  voucherValid: (req: FastifyRequest) => {
    const q = publicQuery(ZVoucherQuery, req);
    return service.voucherValid(ctx, q.access, q.protocol, q.voucher);
  },
  payOnSite: async (req: FastifyRequest, reply: FastifyReply) => {
    const q = publicQuery(ZAccessOnly, req);
    return send(reply, await service.payOnSite(ctx, { access: q.access, key: keyOf(req), locale: localeOf(req) }));
  },
  benefitClub: (req: FastifyRequest) => withTenant(ctx, req, (tx, tenant) => companyFinancialService.benefitClub(tx, tenant)),
  installments: (req: FastifyRequest) =>
    withTenant(ctx, req, async (tx, tenant) =>
      service.installments(tx, tenant, parse(ZInstallmentsRequest, req.body ?? {}, req).amountCents),
    ),
  ofAppointment: (req: FastifyRequest) =>
    withTenant(ctx, req, (tx, tenant) => service.ofAppointment(tx, tenant, parse(ZId, req.params, req).id)),
  latestOf: (req: FastifyRequest) => withTenant(ctx, req, (tx, tenant) => service.latestOf(tx, tenant, parse(ZIds, req.query, req).ids)),
  refunds: (req: FastifyRequest) => withTenant(ctx, req, (tx, tenant) => service.refundsOf(tx, tenant, parse(ZId, req.params, req).id)),
  refund: async (req: FastifyRequest, reply: FastifyReply) => {
    const { id } = parse(ZId, req.params, req);
    const input = parse(ZRefundRequest, req.body ?? {}, req);
    // The tenant (token, company, roles) is read in a transaction of its own; the refund runs its own steps.
    const tenant = await withTenant(ctx, req, async (_tx, t) => t);
    return send(reply, await service.refund(ctx, tenant, id, input, keyOf(req), localeOf(req)));
  },
  /** A payment received at the reception's desk (issue 20): the caller's roles first, then the body's fields. */
  confirmOnSite: async (req: FastifyRequest, reply: FastifyReply) => {
    const tenant = await withTenant(ctx, req, async (_tx, t) => t);
    authorizeDesk(tenant);
    const { id } = parse(ZId, req.params, req);
    const parsed = ZOnSitePaymentRequest.safeParse(req.body ?? {});
    if (!parsed.success) throw new AppError('BAD_INPUT', { issues: translateIssues(parsed.error, localeOf(req), 'payment') });
    return send(reply, await paymentDeskService.confirmOnSite(ctx, tenant, id, parsed.data, keyOf(req), localeOf(req)));
  },
  notification: async (req: FastifyRequest<{ Params: { provider: string } }>, reply: FastifyReply) => {
    const outcome = await notifications.receive(ctx, req.params.provider, {
      headers: req.headers,
      rawBody: typeof req.body === 'string' ? req.body : JSON.stringify(req.body ?? {}),
      query: req.query as Record<string, string | undefined>,
      now: new Date(),
    });
    return reply.status(200).send({ outcome });
  },
  sandboxPayPix: (req: FastifyRequest) => notifications.sandboxPayPix(ctx, parse(ZSandboxPix, req.body ?? {}, req).brCode),
  sandboxSettleCard: async (req: FastifyRequest) => {
    const { id } = parse(ZId, req.params, req);
    const { approve } = parse(ZSettle, req.query, req);
    const tenant = await withTenant(ctx, req, async (_tx, t) => t);
    return notifications.sandboxSettleCard(ctx, tenant, id, approve);
  },
});
