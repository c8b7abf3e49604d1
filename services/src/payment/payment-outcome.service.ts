import { type FlowEventType, now } from '@teleconsulta/schema';
import type { ChargeState, PaymentProvider, ProviderStatus } from '../adapters/payment/payment-provider.js';
import { appointmentAccessService } from '../appointment/appointment-access.service.js';
import type { ServiceContext } from '../kit/context.js';
import type { EventPort } from '../kit/events.js';
import { inScope, type Tx } from '../kit/tenant.js';
import type { MailTicket } from '../mail/mail.service.js';
import { effectiveStatus } from './payment.mappers.js';
import { type PaymentRow, paymentRepository as repo } from './payment.repository.js';
import { analysisEndedMail } from './payment-mail.js';
import { paymentRefundRepository as refundRepo } from './payment-refund.repository.js';

/** The services' context with the payment provider. */
export type PaymentContext = ServiceContext & { payments: PaymentProvider };

/** Tells the patient how a card in analysis ended (a mail queued in the change's transaction). */
export type AnalysisNotifier = (tx: Tx, payment: PaymentRow, outcome: 'APPROVED' | 'REFUSED') => Promise<void>;

/**
 * The notifier of one unit of work: mails go to the outbox in the transaction; dispatch() hands them to the transport
 * once it has committed.
 */
export function analysisNotifier(ctx: PaymentContext): { notify: AnalysisNotifier; dispatch: () => void } {
  const tickets: MailTicket[] = [];
  return {
    notify: async (tx, payment, outcome) => {
      const mail = await analysisEndedMail(tx, payment, outcome, ctx.config.notices.patientAppUrl);
      if (mail) tickets.push(await ctx.mail.queue(tx, mail));
    },
    dispatch: () => ctx.mail.dispatch(tickets),
  };
}

/** Appends a payment change to the flow (topic payment): ids, statuses and amounts only. Last in a transaction. */
export function emitPayment(tx: Tx, events: EventPort, p: PaymentRow, type: FlowEventType<'payment'>, extra: Record<string, unknown> = {}) {
  return events.append(tx, {
    companyId: p.companyId,
    topic: 'payment',
    type,
    entityId: p.id,
    payload: { appointmentId: p.appointmentId, status: extra.status ?? p.status, method: p.method, ...extra },
  });
}

export type ChargeUpdate = {
  status: ProviderStatus;
  providerRef: string;
  statusDetail?: string | null;
  /** The money that arrived and its unique reference (the PIX end-to-end id, else the charge id). */
  amountCents?: number;
  endToEndId?: string | null;
  /** When the money arrived (the provider's word): a PIX paid within its validity is credited even if we learn it later. */
  paidAt?: Date | null;
};

/**
 * Applies what the provider says of a charge to its payment (locked by the caller), once: every path that learns an
 * outcome — the answer to the charge, a notification, the patient's "I have paid", the reconciliation — comes here,
 * so a replay changes nothing. Money that arrives is recorded in the ledger once per capture reference (the PIX
 * end-to-end id): a thousand copies of one notification credit once. Money for a payment that can no longer be paid
 * (a PIX past its validity or cancelled, an appointment cancelled meanwhile) is not marked paid: it is queued for a
 * refund, with an alert to the clinic (the flow event LATE_PAYMENT). Answers the queued refund's id, if any.
 */
export async function applyCharge(
  tx: Tx,
  events: EventPort,
  payment: PaymentRow,
  update: ChargeUpdate,
  notify?: AnalysisNotifier,
): Promise<{ refundId: string | null }> {
  const current = effectiveStatus(payment, update.status === 'APPROVED' && update.paidAt ? update.paidAt : now());
  // A card in analysis that ends: the patient is told (SPEC §4), in the same transaction as the change.
  if (current === 'IN_ANALYSIS' && notify && (update.status === 'APPROVED' || update.status === 'REFUSED')) {
    await notify(tx, payment, update.status);
  }
  const open = current === 'PENDING' || current === 'IN_ANALYSIS';
  switch (update.status) {
    case 'APPROVED': {
      const captureRef = update.endToEndId ?? update.providerRef;
      const amount = update.amountCents && update.amountCents > 0 ? update.amountCents : payment.totalCents;
      const newCapture =
        amount > 0
          ? await refundRepo.ledger(tx, {
              companyId: payment.companyId,
              paymentId: payment.id,
              kind: 'CAPTURE',
              amountCents: amount,
              externalRef: captureRef,
            })
          : false;
      if (open) {
        await repo.update(tx, payment.id, { status: 'APPROVED', providerRef: update.providerRef, statusDetail: null, paid: true });
        const paid = await appointmentAccessService.markPaid(tx, payment.appointmentId, events);
        await emitPayment(tx, events, payment, 'APPROVED', { status: 'APPROVED', from: current });
        if (!paid) return { refundId: await lateRefund(tx, events, payment, amount, 'APPOINTMENT_NOT_PAYABLE') };
        return { refundId: null };
      }
      if (newCapture && payment.status !== 'APPROVED' && payment.status !== 'PARTIALLY_REFUNDED' && payment.status !== 'REFUNDED') {
        // Money for a charge that had expired or been cancelled: kept out of the appointment, given back.
        if (payment.status === 'PENDING') await repo.update(tx, payment.id, { status: 'EXPIRED' });
        return { refundId: await lateRefund(tx, events, payment, amount, current === 'EXPIRED' ? 'PIX_EXPIRED' : 'PAYMENT_CANCELLED') };
      }
      return { refundId: null };
    }
    case 'IN_ANALYSIS':
      if (payment.status === 'PENDING') {
        await repo.update(tx, payment.id, { status: 'IN_ANALYSIS', providerRef: update.providerRef, statusDetail: null });
        await emitPayment(tx, events, payment, 'IN_ANALYSIS', { status: 'IN_ANALYSIS' });
      }
      return { refundId: null };
    case 'REFUSED':
      if (open) {
        await repo.update(tx, payment.id, {
          status: 'REFUSED',
          providerRef: update.providerRef,
          statusDetail: update.statusDetail ?? 'refused',
        });
        await emitPayment(tx, events, payment, 'REFUSED', { status: 'REFUSED' });
      }
      return { refundId: null };
    case 'CANCELLED':
    case 'EXPIRED':
      if (open) {
        await repo.update(tx, payment.id, {
          status: update.status === 'EXPIRED' ? 'EXPIRED' : 'CANCELLED',
          providerRef: update.providerRef,
        });
        await emitPayment(tx, events, payment, 'CANCELLED', { status: 'CANCELLED' });
      }
      return { refundId: null };
    default:
      if (payment.providerRef === null) await repo.update(tx, payment.id, { providerRef: update.providerRef });
      return { refundId: null };
  }
}

async function lateRefund(tx: Tx, events: EventPort, payment: PaymentRow, amountCents: number, reason: string): Promise<string> {
  const refund = await refundRepo.insertRefund(tx, {
    companyId: payment.companyId,
    paymentId: payment.id,
    amountCents,
    reason,
    kind: 'LATE_PAYMENT',
    requestedBy: null,
  });
  await emitPayment(tx, events, payment, 'LATE_PAYMENT', { refundId: refund.id, amountCents, reason });
  return refund.id;
}

/** From a provider's charge state to an update. */
export const updateFromState = (s: ChargeState): ChargeUpdate => ({
  status: s.status,
  providerRef: s.providerRef,
  amountCents: s.amountCents,
  endToEndId: s.endToEndId,
  paidAt: s.paidAt,
});

/**
 * Sends one queued refund to the provider and records the answer: DONE → ledger REFUND (once per provider refund),
 * the payment's refunded amount and status (an approved payment becomes PARTIALLY_REFUNDED or REFUNDED); FAILED stays
 * visible to the clinic; a provider that does not answer leaves it QUEUED for the next run (the same reference is
 * sent again, so the provider refunds once).
 */
export async function sendRefund(ctx: PaymentContext, companyId: string, refundId: string): Promise<void> {
  const scope = { companyId, userId: null };
  const job = await inScope(ctx.db, scope, async (tx) => {
    const refund = (await refundRepo.queuedRefunds(tx, 1000)).find((r) => r.id === refundId);
    if (!refund) return null;
    const payment = await repo.byId(tx, refund.paymentId);
    return payment?.providerRef ? { refund, providerRef: payment.providerRef, onSite: payment.method === 'ON_SITE' } : null;
  });
  if (!job) return;
  let result: Awaited<ReturnType<PaymentProvider['refund']>>;
  try {
    // Money received at the desk (issue 20) is given back at the desk: no provider holds it.
    result = job.onSite
      ? { status: 'DONE', refundRef: `desk-${job.refund.reference}` }
      : await ctx.payments.refund(job.providerRef, job.refund.amountCents, job.refund.reference);
  } catch (error) {
    ctx.log.warn({ err: error, refundId }, 'refund not sent: the provider did not answer; it stays queued');
    return;
  }
  if (result.status === 'QUEUED') return;
  await inScope(ctx.db, scope, async (tx) => {
    const refund = (await refundRepo.queuedRefunds(tx, 1000)).find((r) => r.id === refundId);
    if (!refund) return;
    const payment = (await repo.byId(tx, refund.paymentId, true))!;
    await refundRepo.setRefund(tx, refund.id, result.status, result.refundRef);
    if (result.status !== 'DONE') {
      await emitPayment(tx, ctx.events, payment, 'REFUND_FAILED', { refundId: refund.id });
      return;
    }
    await refundRepo.ledger(tx, {
      companyId,
      paymentId: payment.id,
      kind: 'REFUND',
      amountCents: refund.amountCents,
      externalRef: result.refundRef,
    });
    const refunded = Math.min(payment.totalCents, payment.refundedCents + refund.amountCents);
    const paidOut = payment.status === 'APPROVED' || payment.status === 'PARTIALLY_REFUNDED' || payment.status === 'REFUNDED';
    await repo.update(tx, payment.id, {
      refundedCents: refunded,
      ...(paidOut ? { status: refunded >= payment.totalCents ? 'REFUNDED' : 'PARTIALLY_REFUNDED' } : {}),
    });
    await emitPayment(tx, ctx.events, payment, 'REFUNDED', { refundId: refund.id, amountCents: refund.amountCents });
  });
}
