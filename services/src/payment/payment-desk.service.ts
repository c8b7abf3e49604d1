import { formatBRL, hasAnyRole, type Locale, RECEPTION_ROLES, type TOnSitePaymentRequest } from '@teleconsulta/schema';
import { badField, forbidden, notFound } from '../kit/errors.js';
import { companyOf, type Tenant } from '../kit/http.js';
import { inScope, type Tx } from '../kit/tenant.js';
import { effectiveStatus, toPaymentDto } from './payment.mappers.js';
import { type PaymentRow, paymentRepository as repo } from './payment.repository.js';
import { conflict } from './payment.shared.js';
import { paymentDeskRepository as desk } from './payment-desk.repository.js';
import { type IdempotentResult, idempotent } from './payment-idempotency.js';
import { applyCharge, emitPayment, type PaymentContext } from './payment-outcome.service.js';

/** Who may record a payment received at the desk: the reception (RECEPTION_ROLES). */
export function authorizeDesk(tenant: Tenant): void {
  if (!hasAnyRole(tenant.roles, RECEPTION_ROLES)) throw forbidden();
}

/**
 * What a new desk payment replaces (the latest attempt, locked): the patient's pending choice to pay on site is the
 * attempt itself (answered); a PIX waiting to be paid is cancelled (its provider reference answered, to tell the
 * provider after the commit; money that still arrives for it is refunded as a late payment); an expired one is marked
 * so. Money already paid, a card in analysis or a card whose answer was never learnt is a CONFLICT.
 */
async function replaced(
  tx: Tx,
  ctx: PaymentContext,
  appointmentId: string,
): Promise<{ attempt: PaymentRow | null; pixRef: string | null }> {
  const latest = await repo.latest(tx, appointmentId, true);
  if (!latest) return { attempt: null, pixRef: null };
  const status = effectiveStatus(latest);
  if (status === 'APPROVED' || status === 'PARTIALLY_REFUNDED' || status === 'REFUNDED') throw conflict('appointmentId', 'alreadyPaid');
  if (status === 'IN_ANALYSIS') throw conflict('appointmentId', 'paymentInAnalysis');
  if (status === 'EXPIRED' && latest.status === 'PENDING') {
    await repo.update(tx, latest.id, { status: 'EXPIRED' });
    await emitPayment(tx, ctx.events, latest, 'EXPIRED', { status: 'EXPIRED' });
    return { attempt: null, pixRef: null };
  }
  if (status !== 'PENDING') return { attempt: null, pixRef: null };
  if (latest.method === 'ON_SITE') return { attempt: latest, pixRef: null };
  if (latest.method === 'PIX') {
    await repo.update(tx, latest.id, { status: 'CANCELLED' });
    await emitPayment(tx, ctx.events, latest, 'CANCELLED', { status: 'CANCELLED', via: 'DESK' });
    return { attempt: null, pixRef: latest.providerRef };
  }
  throw conflict('appointmentId', 'paymentInAnalysis');
}

/**
 * POST /payment/appointment/{id}/onsite (issue 20): the reception records a payment received at the desk — cash, the
 * card machine or a PIX to the clinic — with its receipt's number; amountCents is what was received (the price when
 * left out, never more: the rest is a discount given at the desk). Once per idempotency key, like every money-moving
 * call. In one transaction, the appointment locked first (two receptionists confirming at once: one payment, the other
 * CONFLICT): an ON_SITE attempt (the patient's pending choice, or a new one) is approved through applyCharge, the path
 * of every approval — the ledger's CAPTURE, the appointment PAID (markPaid), the flow's APPROVED — so the company's
 * finance resume counts it. Already paid, cancelled or ended: CONFLICT.
 */
async function confirmOnSite(
  ctx: PaymentContext,
  tenant: Tenant,
  appointmentId: string,
  input: TOnSitePaymentRequest,
  key: unknown,
  locale: Locale,
): Promise<IdempotentResult> {
  authorizeDesk(tenant);
  const companyId = companyOf(tenant);
  const userId = tenant.principal.userId;
  return idempotent(
    ctx,
    { companyId, actor: userId, operation: 'POST /payment/appointment/onsite', key, request: { appointmentId, input }, locale },
    async () => {
      const { paymentId, pixRef } = await inScope(ctx.db, { companyId, userId }, async (tx) => {
        const a = await desk.lockAppointment(tx, appointmentId);
        if (!a) throw notFound();
        if (a.status === 'PAID') throw conflict('appointmentId', 'alreadyPaid');
        if (a.status !== 'SCHEDULED') throw conflict('appointmentId', 'notPayable');
        if (a.priceCents <= 0) throw conflict('appointmentId', 'nothingToPay');
        const received = input.amountCents ?? a.priceCents;
        if (received > a.priceCents) {
          throw badField('amountCents', 'amountAbovePrice', formatBRL(a.priceCents, locale === 'en' ? 'en' : 'pt-BR'));
        }
        const { attempt, pixRef } = await replaced(tx, ctx, appointmentId);
        const amounts = { amountCents: a.priceCents, discountCents: a.priceCents - received, totalCents: received };
        const payment =
          attempt ??
          (await repo.insert(tx, {
            companyId,
            appointmentId,
            method: 'ON_SITE',
            status: 'PENDING',
            provider: 'clinic',
            ...amounts,
            interestCents: 0,
            installments: 1,
            installmentCents: null,
            voucherId: null,
            voucherCode: null,
            cardBrand: null,
            cardLast4: null,
            locale: locale === 'en' ? 'en' : 'pt-BR',
            createdBy: userId,
          }));
        await desk.setDesk(tx, payment.id, {
          ...amounts,
          onSiteMethod: input.method,
          receiptNumber: input.receiptNumber,
          createdBy: userId,
        });
        const locked = (await repo.byId(tx, payment.id, true))!;
        await applyCharge(tx, ctx.events, locked, { status: 'APPROVED', providerRef: `desk-${locked.reference}`, amountCents: received });
        return { paymentId: locked.id, pixRef };
      });
      // The provider is told after the commit; if it is down the charge simply expires (a late payment is refunded).
      if (pixRef) {
        await ctx.payments.cancelPix(pixRef).catch((error: unknown) => ctx.log.warn({ err: error }, 'PIX cancel not sent to the provider'));
      }
      const after = await inScope(ctx.db, { companyId, userId }, (tx) => repo.byId(tx, paymentId));
      return { status: 201, body: await toPaymentDto(after!) };
    },
  );
}

/** Payments received at the reception's desk (issue 20). */
export const paymentDeskService = { confirmOnSite };
