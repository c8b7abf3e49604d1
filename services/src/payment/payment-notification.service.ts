import type { TPaymentDto } from '@teleconsulta/schema';
import { asSandbox } from '../adapters/payment/index.js';
import { NotificationRejectedError, type NotificationRequest } from '../adapters/payment/payment-provider.js';
import { AppError, forbidden, notFound } from '../kit/errors.js';
import { companyOf, type Tenant } from '../kit/http.js';
import { inScope } from '../kit/tenant.js';
import { toPaymentDto } from './payment.mappers.js';
import { paymentRepository as repo } from './payment.repository.js';
import { analysisNotifier, applyCharge, type PaymentContext, sendRefund, updateFromState } from './payment-outcome.service.js';

export type NotificationOutcome = 'APPLIED' | 'DUPLICATE' | 'IGNORED';

/**
 * POST /payment/notification/{provider}: a provider's webhook. The signature and timestamp window are the provider
 * adapter's check (a failure answers 401 and changes nothing). A notification is only a hint: the charge's state is
 * read from the provider, then applied under the charge's company, once per event id (payment_notification's key) —
 * and the ledger's capture key makes a replay with a new event id credit nothing either. A provider that cannot be
 * asked answers 503, so the provider delivers again later; the event is not marked seen.
 */
async function receive(ctx: PaymentContext, provider: string, request: NotificationRequest): Promise<NotificationOutcome> {
  if (provider !== ctx.payments.name) throw notFound();
  let notification: ReturnType<PaymentContext['payments']['verifyNotification']>;
  try {
    notification = ctx.payments.verifyNotification(request);
  } catch (error) {
    if (error instanceof NotificationRejectedError) throw new AppError('UNAUTHENTICATED', { detail: error.message });
    throw error;
  }
  if (!notification) return 'IGNORED';
  const companyId = await inScope(ctx.db, { companyId: null, userId: null }, (tx) =>
    repo.companyOfCharge(tx, provider, notification.providerRef),
  );
  if (!companyId) {
    ctx.log.warn({ provider, providerRef: notification.providerRef }, 'notification for an unknown charge ignored');
    return 'IGNORED';
  }
  let state: Awaited<ReturnType<PaymentContext['payments']['getCharge']>>;
  try {
    state = await ctx.payments.getCharge(notification.providerRef);
  } catch (error) {
    throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', { detail: String(error) });
  }
  const mails = analysisNotifier(ctx);
  const result = await inScope(ctx.db, { companyId, userId: null }, async (tx) => {
    const fresh = await repo.claimNotification(tx, {
      provider,
      eventId: notification.eventId,
      companyId,
      providerRef: notification.providerRef,
    });
    if (!fresh) return { outcome: 'DUPLICATE' as const, refundId: null };
    const payment = await repo.byProviderRef(tx, provider, notification.providerRef, true);
    if (!payment) return { outcome: 'IGNORED' as const, refundId: null };
    const { refundId } = await applyCharge(tx, ctx.events, payment, updateFromState(state), mails.notify);
    return { outcome: 'APPLIED' as const, refundId };
  });
  mails.dispatch();
  if (result.refundId) await sendRefund(ctx, companyId, result.refundId);
  return result.outcome;
}

function sandboxOf(ctx: PaymentContext) {
  const sandbox = asSandbox(ctx.payments);
  if (!sandbox || !ctx.config.payment.sandbox.bank) throw notFound();
  return sandbox;
}

const STAFF_OR_DEV = ['CA', 'M', 'ADMIN'] as const;

/**
 * POST /payment/sandbox/pix (development, sandbox provider): the sandbox bank pays a PIX from its copy-and-paste code,
 * and the sandbox delivers its signed notification to the webhook handler (the same path a real provider takes).
 * Anyone holding the code may pay it, as in a real bank app.
 */
async function sandboxPayPix(ctx: PaymentContext, brCode: string): Promise<TPaymentDto> {
  const sandbox = sandboxOf(ctx);
  const paid = sandbox.payPix(brCode);
  if (!paid) throw new AppError('PAYMENT_NOT_FOUND');
  await receive(ctx, 'sandbox', { ...sandbox.notification(paid.providerRef), now: new Date() });
  return paymentByRef(ctx, paid.providerRef);
}

/** POST /payment/sandbox/card/{id}?approve= (development): the sandbox ends a card's analysis (clinic admin or manager). */
async function sandboxSettleCard(ctx: PaymentContext, tenant: Tenant, paymentId: string, approve: boolean): Promise<TPaymentDto> {
  const sandbox = sandboxOf(ctx);
  if (!tenant.roles.some((r) => (STAFF_OR_DEV as readonly string[]).includes(r))) throw forbidden();
  const companyId = companyOf(tenant);
  const payment = await inScope(ctx.db, { companyId, userId: tenant.principal.userId }, (tx) => repo.byId(tx, paymentId));
  if (!payment?.providerRef) throw notFound();
  if (!sandbox.settleCard(payment.providerRef, approve)) throw new AppError('CONFLICT', { fields: [{ field: 'status', key: 'invalid' }] });
  await receive(ctx, 'sandbox', { ...sandbox.notification(payment.providerRef), now: new Date() });
  return paymentByRef(ctx, payment.providerRef);
}

async function paymentByRef(ctx: PaymentContext, providerRef: string): Promise<TPaymentDto> {
  const companyId = await inScope(ctx.db, { companyId: null, userId: null }, (tx) => repo.companyOfCharge(tx, 'sandbox', providerRef));
  if (!companyId) throw notFound();
  const payment = await inScope(ctx.db, { companyId, userId: null }, (tx) => repo.byProviderRef(tx, 'sandbox', providerRef));
  if (!payment) throw notFound();
  return toPaymentDto(payment);
}

export const paymentNotificationService = { receive, sandboxPayPix, sandboxSettleCard };
