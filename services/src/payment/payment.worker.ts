import { inScope } from '../kit/tenant.js';
import { paymentRepository as repo } from './payment.repository.js';
import { analysisNotifier, applyCharge, emitPayment, type PaymentContext, sendRefund, updateFromState } from './payment-outcome.service.js';
import { paymentRefundRepository as refundRepo } from './payment-refund.repository.js';

/** How many expired charges or queued refunds one company's run takes at most (the next run takes the rest). */
const BATCH = 50;

export type PaymentWork = { expired: number; refunds: number; reconciled: number };

/**
 * Reconciliation (SECURITY.md T15): an attempt whose provider answer was lost and that nobody retried is looked up at
 * the provider by its reference. Found → its state is applied like any answer (captured money is recorded, and paid
 * or refunded); never made → REFUSED (PROVIDER_UNAVAILABLE: nothing was charged). A card left in analysis is asked
 * again (its notification may have been lost). The provider's answer is read outside the transaction; the row is
 * locked again to apply it.
 */
async function reconcile(ctx: PaymentContext, companyId: string): Promise<number> {
  const scope = { companyId, userId: null };
  const pending = await inScope(ctx.db, scope, (tx) => repo.toReconcile(tx, BATCH));
  let done = 0;
  for (const p of pending) {
    let state: Awaited<ReturnType<PaymentContext['payments']['findCharge']>>;
    try {
      state = p.providerRef ? await ctx.payments.getCharge(p.providerRef) : await ctx.payments.findCharge(p.reference);
    } catch (error) {
      ctx.log.warn({ err: error, paymentId: p.id }, 'reconciliation: the provider did not answer; next run');
      continue;
    }
    const neverShownPix = state !== null && p.method === 'PIX' && p.pixBrCode === null && state.status === 'PENDING';
    const mails = analysisNotifier(ctx);
    const refundId = await inScope(ctx.db, scope, async (tx) => {
      const locked = await repo.byId(tx, p.id, true);
      if (!locked || (locked.status !== 'PENDING' && locked.status !== 'IN_ANALYSIS')) return null;
      if (!state) {
        await repo.update(tx, locked.id, { status: 'REFUSED', statusDetail: 'PROVIDER_UNAVAILABLE' });
        await emitPayment(tx, ctx.events, locked, 'REFUSED', { status: 'REFUSED' });
        return null;
      }
      if (neverShownPix) {
        // A PIX nobody was ever shown: cancelled at the provider below, never offered.
        await repo.update(tx, locked.id, { status: 'CANCELLED', providerRef: state.providerRef });
        return null;
      }
      return (await applyCharge(tx, ctx.events, locked, updateFromState(state), mails.notify)).refundId;
    });
    mails.dispatch();
    if (state && neverShownPix) await ctx.payments.cancelPix(state.providerRef).catch(() => undefined);
    if (refundId) await sendRefund(ctx, companyId, refundId);
    done += 1;
  }
  return done;
}

/**
 * PIX charges past their validity: the provider is asked first — one paid in time whose notification was lost is
 * credited (a late one refunded) — then the others become EXPIRED and are cancelled at the provider.
 */
async function expirePix(ctx: PaymentContext, companyId: string): Promise<number> {
  const scope = { companyId, userId: null };
  const found = await inScope(ctx.db, scope, (tx) => repo.expiredPix(tx, BATCH));
  let expired = 0;
  for (const p of found) {
    const state = p.providerRef ? await ctx.payments.getCharge(p.providerRef).catch(() => null) : null;
    const refundId = await inScope(ctx.db, scope, async (tx) => {
      const locked = await repo.byId(tx, p.id, true);
      if (locked?.status !== 'PENDING') return null;
      if (state?.status === 'APPROVED') return (await applyCharge(tx, ctx.events, locked, updateFromState(state))).refundId;
      await repo.update(tx, locked.id, { status: 'EXPIRED' });
      await emitPayment(tx, ctx.events, locked, 'EXPIRED', { status: 'EXPIRED' });
      expired += 1;
      return null;
    });
    if (refundId) await sendRefund(ctx, companyId, refundId);
    else if (p.providerRef && state?.status !== 'APPROVED') {
      await ctx.payments.cancelPix(p.providerRef).catch((error: unknown) => ctx.log.warn({ err: error }, 'PIX cancel not sent'));
    }
  }
  return expired;
}

/**
 * One run of the payment worker, company by company under each tenant's RLS: lost answers are reconciled, pending
 * PIX charges past their validity are checked and become EXPIRED (cancelled at the provider; money that still arrives
 * is refunded), and queued refunds are sent to the provider (the same reference each time: refunded once).
 */
export async function runPaymentWork(ctx: PaymentContext): Promise<PaymentWork> {
  const companies = await inScope(ctx.db, { companyId: null, userId: null }, (tx) => repo.companiesWithWork(tx));
  let expired = 0;
  let refunds = 0;
  let reconciled = 0;
  for (const companyId of companies) {
    reconciled += await reconcile(ctx, companyId);
    expired += await expirePix(ctx, companyId);
    const queued = await inScope(ctx.db, { companyId, userId: null }, (tx) => refundRepo.queuedRefunds(tx, BATCH));
    for (const r of queued) {
      await sendRefund(ctx, companyId, r.id);
      refunds += 1;
    }
  }
  return { expired, refunds, reconciled };
}

export type PaymentWorker = { stop: () => Promise<void>; runOnce: () => Promise<PaymentWork> };

/** Runs the work every `intervalMs` (0: only when asked) until stopped; a run never overlaps the previous one. */
export function startPaymentWorker(ctx: PaymentContext, intervalMs: number): PaymentWorker {
  let running: Promise<unknown> | null = null;
  const runOnce = async () => {
    while (running) await running.catch(() => undefined);
    const run = runPaymentWork(ctx);
    running = run;
    try {
      return await run;
    } finally {
      running = null;
    }
  };
  const timer =
    intervalMs > 0
      ? setInterval(() => {
          if (running) return;
          runOnce()
            .then((done) => {
              if (done.expired || done.refunds || done.reconciled) ctx.log.info(done, 'payment work done');
            })
            .catch((error: unknown) => ctx.log.error({ err: error }, 'payment work failed'));
        }, intervalMs)
      : null;
  timer?.unref();
  return {
    runOnce,
    stop: async () => {
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
