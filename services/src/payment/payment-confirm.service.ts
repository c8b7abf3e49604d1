import type { Locale } from '@teleconsulta/schema';
import { appointmentAccessService } from '../appointment/appointment-access.service.js';
import { AppError } from '../kit/errors.js';
import { inScope } from '../kit/tenant.js';
import { paymentRepository as repo } from './payment.repository.js';
import { checkProtocol, conflict, idempotentForLink, unavailable } from './payment.shared.js';
import type { IdempotentResult } from './payment-idempotency.js';
import { analysisNotifier, applyCharge, emitPayment, type PaymentContext, sendRefund, updateFromState } from './payment-outcome.service.js';
import { pageAfter } from './payment-page.service.js';

/** PATCH /payment?access=&protocol=: cancels the PIX waiting to be paid (to make a new one, usually after it expired). */
async function cancelPix(
  ctx: PaymentContext,
  q: { access: string; protocol: string; key: unknown; locale: Locale },
): Promise<IdempotentResult> {
  return idempotentForLink(ctx, { ...q, operation: 'PATCH /payment', request: { protocol: q.protocol } }, async () => {
    const ref = await appointmentAccessService.forPayment(
      ctx,
      q.access,
      async (tx, row) => {
        checkProtocol(row, q.protocol);
        const latest = await repo.latest(tx, row.id, true);
        if (latest?.method !== 'PIX' || latest.status !== 'PENDING') throw conflict('payment_type', 'noPendingPix');
        await repo.update(tx, latest.id, { status: 'CANCELLED' });
        await emitPayment(tx, ctx.events, latest, 'CANCELLED', { status: 'CANCELLED' });
        return latest.providerRef;
      },
      true,
    );
    // The provider is told after the commit; if it is down the charge simply expires, and a late payment is refunded.
    if (ref)
      await ctx.payments.cancelPix(ref).catch((error: unknown) => ctx.log.warn({ err: error }, 'PIX cancel not sent to the provider'));
    return { status: 200, body: await pageAfter(ctx, q.access, q.protocol) };
  });
}

/**
 * POST /confirmpayment?access=&protocol=&refuse=: the patient says they paid the PIX (or gives it up with refuse=true).
 * The provider is asked; paid → the page (paid); not yet → PAYMENT_NOT_FOUND ("Payment not found"). A card in
 * analysis is asked about the same way.
 */
async function confirm(
  ctx: PaymentContext,
  q: { access: string; protocol: string; refuse: boolean; key: unknown; locale: Locale },
): Promise<IdempotentResult> {
  if (q.refuse) return cancelPix(ctx, q);
  return idempotentForLink(ctx, { ...q, operation: 'POST /confirmpayment', request: { protocol: q.protocol } }, async (companyId) => {
    const latest = await appointmentAccessService.forPayment(ctx, q.access, async (tx, row) => {
      checkProtocol(row, q.protocol);
      return repo.latest(tx, row.id);
    });
    if (latest && ['APPROVED', 'PARTIALLY_REFUNDED', 'REFUNDED'].includes(latest.status)) {
      return { status: 200, body: await pageAfter(ctx, q.access, q.protocol) };
    }
    if (!latest?.providerRef || (latest.status !== 'PENDING' && latest.status !== 'IN_ANALYSIS')) throw new AppError('PAYMENT_NOT_FOUND');
    let state: Awaited<ReturnType<PaymentContext['payments']['getCharge']>>;
    try {
      state = await ctx.payments.getCharge(latest.providerRef);
    } catch (error) {
      throw unavailable(error);
    }
    const mails = analysisNotifier(ctx);
    const refundId = await inScope(ctx.db, { companyId, userId: null }, async (tx) => {
      const locked = (await repo.byId(tx, latest.id, true))!;
      return (await applyCharge(tx, ctx.events, locked, updateFromState(state), mails.notify)).refundId;
    });
    mails.dispatch();
    if (refundId) queueMicrotask(() => void sendRefund(ctx, companyId, refundId));
    if (state.status === 'APPROVED') return { status: 200, body: await pageAfter(ctx, q.access, q.protocol) };
    if (state.status === 'IN_ANALYSIS') return { status: 202, body: await pageAfter(ctx, q.access, q.protocol) };
    throw new AppError('PAYMENT_NOT_FOUND');
  });
}

/**
 * After the charge, from the short link: a PIX cancelled (PATCH /payment) and the patient's "I have paid"
 * (POST /confirmpayment).
 */
export const paymentConfirmService = { cancelPix, confirm };
