import {
  canSeePayments,
  formatBRL,
  hasAnyRole,
  type Locale,
  REFUND_ROLES,
  type TPaymentRefundDto,
  type TRefundRequest,
} from '@teleconsulta/schema';
import { badField, forbidden, notFound } from '../kit/errors.js';
import { companyOf, type Tenant } from '../kit/http.js';
import { inScope, type Tx } from '../kit/tenant.js';
import { toPaymentDto } from './payment.mappers.js';
import { paymentRepository as repo } from './payment.repository.js';
import { conflict } from './payment.shared.js';
import { idempotent } from './payment-idempotency.js';
import { emitPayment, type PaymentContext, sendRefund } from './payment-outcome.service.js';
import { paymentRefundRepository as refundRepo } from './payment-refund.repository.js';

/** GET /payment/{id}/refunds: the payment's refunds, newest first (staff). */
async function refundsOf(tx: Tx, tenant: Tenant, paymentId: string): Promise<TPaymentRefundDto[]> {
  if (!canSeePayments(tenant.roles)) throw forbidden();
  return (await refundRepo.refunds(tx, paymentId)).map(({ reference: _r, ...r }) => r);
}

/**
 * POST /payment/{id}/refund: a clinic admin or manager gives back all that is left (no amount) or part of an approved
 * payment of a cancelled appointment, through the provider. Queued in the transaction, then sent at once.
 */
async function refund(ctx: PaymentContext, tenant: Tenant, paymentId: string, input: TRefundRequest, key: unknown, locale: Locale) {
  if (!hasAnyRole(tenant.roles, REFUND_ROLES)) throw forbidden();
  const companyId = companyOf(tenant);
  return idempotent(
    ctx,
    { companyId, actor: tenant.principal.userId, operation: 'POST /payment/refund', key, request: { paymentId, input }, locale },
    async () => {
      const refundId = await inScope(ctx.db, { companyId, userId: tenant.principal.userId }, async (tx) => {
        const payment = await repo.byId(tx, paymentId, true);
        if (!payment) throw notFound();
        const appointmentStatus = await repo.appointmentStatus(tx, payment.appointmentId);
        if (!['APPROVED', 'PARTIALLY_REFUNDED'].includes(payment.status) || appointmentStatus !== 'CANCELLED') {
          throw conflict('amountCents', 'refundNotAllowed');
        }
        const left = payment.totalCents - (await refundRepo.refundedOrQueued(tx, payment.id));
        const amount = input.amountCents ?? left;
        if (amount <= 0 || amount > left) throw badField('amountCents', 'refundTooMuch', formatBRL(left, locale === 'en' ? 'en' : 'pt-BR'));
        const r = await refundRepo.insertRefund(tx, {
          companyId,
          paymentId,
          amountCents: amount,
          reason: input.reason,
          kind: 'REQUESTED',
          requestedBy: tenant.principal.userId,
        });
        await emitPayment(tx, ctx.events, payment, 'REFUND_REQUESTED', { refundId: r.id, amountCents: amount });
        return r.id;
      });
      await sendRefund(ctx, companyId, refundId);
      const after = await inScope(ctx.db, { companyId, userId: tenant.principal.userId }, (tx) => repo.byId(tx, paymentId));
      return { status: 201, body: await toPaymentDto(after!) };
    },
  );
}

/** A payment's refunds (staff) and a refund asked by the clinic (POST /payment/{id}/refund). */
export const paymentRefundService = { refundsOf, refund };
