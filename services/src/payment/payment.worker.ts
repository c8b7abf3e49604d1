import { inScope } from '../kit/tenant.js';
import { paymentRepository as repo } from './payment.repository.js';
import { emitPayment, type PaymentContext, sendRefund } from './payment-outcome.service.js';

/** How many expired charges or queued refunds one company's run takes at most (the next run takes the rest). */
const BATCH = 50;

/**
 * One run of the payment worker, company by company under each tenant's RLS: pending PIX charges past their
 * validity become EXPIRED (the provider is told to cancel them; money that still arrives is refunded), and queued
 * refunds are sent to the provider (the same reference each time: refunded once). Returns what it did.
 */
export async function runPaymentWork(ctx: PaymentContext): Promise<{ expired: number; refunds: number }> {
  const companies = await inScope(ctx.db, { companyId: null, userId: null }, (tx) => repo.companiesWithWork(tx));
  let expired = 0;
  let refunds = 0;
  for (const companyId of companies) {
    const refs = await inScope(ctx.db, { companyId, userId: null }, async (tx) => {
      const found = await repo.expiredPix(tx, BATCH);
      for (const p of found) {
        await repo.update(tx, p.id, { status: 'EXPIRED' });
        await emitPayment(tx, p, 'EXPIRED', { status: 'EXPIRED' });
      }
      return found.map((p) => p.providerRef).filter((r): r is string => r !== null);
    });
    expired += refs.length;
    for (const ref of refs)
      await ctx.payments.cancelPix(ref).catch((error: unknown) => ctx.log.warn({ err: error }, 'PIX cancel not sent'));
    const queued = await inScope(ctx.db, { companyId, userId: null }, (tx) => repo.queuedRefunds(tx, BATCH));
    for (const r of queued) {
      await sendRefund(ctx, companyId, r.id);
      refunds += 1;
    }
  }
  return { expired, refunds };
}

export type PaymentWorker = { stop: () => Promise<void>; runOnce: () => Promise<{ expired: number; refunds: number }> };

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
              if (done.expired || done.refunds) ctx.log.info(done, 'payment work done');
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
