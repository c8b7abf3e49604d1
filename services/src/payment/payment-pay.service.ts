import {
  cardBrand,
  installmentOption,
  type Locale,
  nowMs,
  type PaymentMethod,
  PIX_VALIDITY_MINUTES,
  parseValidity,
  type TCompanyFinancialDto,
  type TPaymentRequest,
} from '@teleconsulta/schema';
import { ProviderUnavailableError } from '../adapters/payment/payment-provider.js';
import { type AccessRow, appointmentAccessService } from '../appointment/appointment-access.service.js';
import { companyFinancialService } from '../company-finance/company-financial.service.js';
import { AppError, badField } from '../kit/errors.js';
import type { EventPort } from '../kit/events.js';
import { inScope, type Tx } from '../kit/tenant.js';
import { effectiveStatus } from './payment.mappers.js';
import { type PaymentRow, paymentRepository as repo } from './payment.repository.js';
import { checkProtocol, conflict, idempotentForLink, methodsOf, unavailable } from './payment.shared.js';
import type { IdempotentResult } from './payment-idempotency.js';
import { applyCharge, emitPayment, type PaymentContext, sendRefund } from './payment-outcome.service.js';
import { pageAfter, voucherDiscount } from './payment-page.service.js';

/**
 * Checks what the appointment allows (SCHEDULED, a price, nothing paid, no PIX waiting, no card in analysis) and
 * clears what a new attempt replaces (an expired PIX, an on-site choice). Answers an attempt whose outcome was never
 * learnt (the provider did not answer) when the same method is asked again: it is resumed with its reference.
 */
async function openAttempt(tx: Tx, row: AccessRow, method: PaymentMethod, events: EventPort): Promise<PaymentRow | null> {
  if (row.status === 'PAID') throw conflict('payment_type', 'alreadyPaid');
  if (row.status !== 'SCHEDULED') throw conflict('payment_type', 'notPayable');
  if (row.priceCents <= 0) throw conflict('payment_type', 'nothingToPay');
  const latest = await repo.latest(tx, row.id, true);
  if (!latest) return null;
  const status = effectiveStatus(latest);
  if (status === 'APPROVED' || status === 'PARTIALLY_REFUNDED' || status === 'REFUNDED') throw conflict('payment_type', 'alreadyPaid');
  if (status === 'IN_ANALYSIS') throw conflict('payment_type', 'paymentInAnalysis');
  if (status === 'EXPIRED' && latest.status === 'PENDING') {
    await repo.update(tx, latest.id, { status: 'EXPIRED' });
    await emitPayment(tx, events, latest, 'EXPIRED', { status: 'EXPIRED' });
    return null;
  }
  if (status !== 'PENDING') return null;
  if (latest.method === 'ON_SITE') {
    await repo.update(tx, latest.id, { status: 'CANCELLED' });
    return null;
  }
  // A charge the provider never answered about: the same method resumes it (same reference: charged once at most).
  if (latest.providerRef === null && latest.pixBrCode === null && latest.method === method) return latest;
  if (latest.method === 'PIX') throw conflict('payment_type', 'pixPending');
  throw conflict('payment_type', 'paymentInAnalysis');
}

type Payer = { name: string; email: string | null; document: string | null };
type Prepared = { payment: PaymentRow; row: AccessRow; financial: TCompanyFinancialDto; payer: Payer };

/** Phase 1 of POST /payment, in one transaction: the checks, the amounts and the attempt's row (PENDING). */
async function prepare(ctx: PaymentContext, access: string, protocol: string, body: TPaymentRequest, locale: Locale): Promise<Prepared> {
  return appointmentAccessService.forPayment(
    ctx,
    access,
    async (tx, row) => {
      checkProtocol(row, protocol);
      const financial = await companyFinancialService.settingsFor(tx, row.companyId);
      const method = body.payment_type;
      if (!methodsOf(financial).includes(method)) throw badField('payment_type', 'paymentMethodUnavailable');
      const payer = await repo.payer(tx, row.id);
      const resumed = await openAttempt(tx, row, method, ctx.events);
      if (resumed) return { payment: resumed, row, financial, payer };
      const code = body.voucher ?? body.credit_card?.voucher?.toUpperCase();
      const voucher = code ? await voucherDiscount(tx, code, row.priceCents) : null;
      const base = row.priceCents - (voucher?.discountCents ?? 0);
      let totalCents = base;
      let installments = 1;
      let installmentCents: number | null = null;
      if (method === 'CREDIT_CARD') {
        installments = body.installments ?? 1;
        const option = installmentOption(base, financial, installments);
        if (!option) throw badField('installments', 'installmentsUnavailable');
        totalCents = option.totalCents;
        installmentCents = option.installmentCents;
      }
      const payment = await repo.insert(tx, {
        companyId: row.companyId,
        appointmentId: row.id,
        method,
        status: 'PENDING',
        provider: ctx.payments.name,
        amountCents: row.priceCents,
        discountCents: voucher?.discountCents ?? 0,
        interestCents: totalCents - base,
        totalCents,
        installments,
        installmentCents,
        voucherId: voucher?.id ?? null,
        voucherCode: voucher?.code ?? null,
        cardBrand: method === 'CREDIT_CARD' && body.number ? cardBrand(body.number) : null,
        cardLast4: method === 'CREDIT_CARD' && body.number ? body.number.slice(-4) : null,
        locale: locale === 'en' ? 'en' : 'pt-BR',
        createdBy: null,
      });
      return { payment, row, financial, payer };
    },
    true,
  );
}

/**
 * Phases 2 and 3 of a card payment: the charge, then its answer recorded. A refused card is PAYMENT_NOT_ACCEPTED;
 * answers 201, or 202 for a card in analysis.
 */
async function payByCard(
  ctx: PaymentContext,
  companyId: string,
  { payment, payer }: Prepared,
  body: TPaymentRequest,
  description: string,
): Promise<201 | 202> {
  const validity = parseValidity(body.validity ?? '')!;
  const result = await ctx.payments.chargeCard({
    reference: payment.reference,
    amountCents: payment.totalCents,
    installments: payment.installments,
    card: {
      number: body.number ?? '',
      holderName: body.holder_name ?? '',
      expMonth: validity.month,
      expYear: validity.year,
      securityCode: body.security_code ?? '',
    },
    payer,
    description,
  });
  await inScope(ctx.db, { companyId, userId: null }, async (tx) => {
    const locked = (await repo.byId(tx, payment.id, true))!;
    const { refundId } = await applyCharge(tx, ctx.events, locked, {
      status: result.status,
      providerRef: result.providerRef,
      statusDetail: result.statusDetail,
    });
    if (refundId) queueMicrotask(() => void sendRefund(ctx, companyId, refundId));
  });
  if (result.status === 'REFUSED') throw new AppError('PAYMENT_NOT_ACCEPTED');
  return result.status === 'IN_ANALYSIS' ? 202 : 201;
}

/** Phases 2 and 3 of a PIX: the charge made at the provider, then its BR Code recorded and the slot held. */
async function payByPix(ctx: PaymentContext, companyId: string, { payment, row, financial, payer }: Prepared, description: string) {
  const expiresAt = new Date(nowMs() + PIX_VALIDITY_MINUTES * 60_000);
  const result = await ctx.payments.createPix({
    reference: payment.reference,
    amountCents: payment.totalCents,
    expiresAt,
    payer,
    description,
    receiver: receiverOf(financial, row),
  });
  await inScope(ctx.db, { companyId, userId: null }, async (tx) => {
    await repo.update(tx, payment.id, {
      providerRef: result.providerRef,
      pixTxid: result.txid,
      pixBrCode: result.brCode,
      pixExpiresAt: result.expiresAt.toISOString(),
    });
    // The slot is held while the PIX can be paid, and one more validity to cancel and redo an expired one.
    await appointmentAccessService.setHold(tx, row.id, new Date(result.expiresAt.getTime() + PIX_VALIDITY_MINUTES * 60_000));
    const fresh = (await repo.byId(tx, payment.id))!;
    await emitPayment(tx, ctx.events, fresh, 'PIX_CREATED', { status: 'PENDING' });
  });
}

/**
 * POST /payment?access=&protocol= (SPEC §7): a card charge or a PIX, once per idempotency key. Phase 1 records the
 * attempt; phase 2 calls the provider outside any transaction, with the attempt's reference as its idempotency key;
 * phase 3 records the answer (applyCharge). A refused card answers PAYMENT_NOT_ACCEPTED; a card in analysis answers
 * 202; a provider that does not answer is PAYMENT_PROVIDER_UNAVAILABLE and leaves the attempt to be resumed (the
 * reconciliation asks the provider) — never a second charge.
 */
async function pay(
  ctx: PaymentContext,
  q: { access: string; protocol: string; key: unknown; locale: Locale },
  body: TPaymentRequest,
): Promise<IdempotentResult> {
  const { number: _n, security_code: _c, ...rest } = body;
  // The card number and code are not kept in the idempotency table: their hash stands for them.
  const request = { protocol: q.protocol, body: rest, card: body.number ? [body.number, body.security_code] : null };
  return idempotentForLink(ctx, { ...q, operation: 'POST /payment', request }, async (companyId) => {
    const prepared = await prepare(ctx, q.access, q.protocol, body, q.locale);
    const { payment, row } = prepared;
    const description = `Teleconsulta ${row.protocol} - ${row.companyName}`;
    if (payment.totalCents === 0) {
      // A voucher that covers everything: nothing to charge.
      await inScope(ctx.db, { companyId, userId: null }, async (tx) => {
        const locked = (await repo.byId(tx, payment.id, true))!;
        await applyCharge(tx, ctx.events, locked, { status: 'APPROVED', providerRef: `free-${payment.reference}` });
      });
      return { status: 201, body: await pageAfter(ctx, q.access, q.protocol) };
    }
    try {
      if (payment.method === 'CREDIT_CARD') {
        return { status: await payByCard(ctx, companyId, prepared, body, description), body: await pageAfter(ctx, q.access, q.protocol) };
      }
      await payByPix(ctx, companyId, prepared, description);
      return { status: 201, body: await pageAfter(ctx, q.access, q.protocol) };
    } catch (error) {
      if (error instanceof ProviderUnavailableError) {
        await inScope(ctx.db, { companyId, userId: null }, (tx) => repo.update(tx, payment.id, { statusDetail: 'PROVIDER_UNAVAILABLE' }));
        throw unavailable(error);
      }
      throw error;
    }
  });
}

/** The company's receiving account for the sandbox's BR Code (a sandbox key when the clinic has not set one). */
function receiverOf(f: TCompanyFinancialDto, row: AccessRow) {
  return {
    pixKey: f.pixKey ?? '123e4567-e12b-12d1-a456-426655440000',
    merchantName: f.merchantName ?? row.companyName,
    merchantCity: f.merchantCity ?? 'SAO PAULO',
  };
}

/** POST /localpayment?access=: the patient will pay at the clinic (the staff confirm it there: the appointment's PAID). */
async function payOnSite(ctx: PaymentContext, q: { access: string; key: unknown; locale: Locale }): Promise<IdempotentResult> {
  return idempotentForLink(ctx, { ...q, operation: 'POST /localpayment', request: {} }, async () => {
    const protocol = await appointmentAccessService.forPayment(
      ctx,
      q.access,
      async (tx, row) => {
        const financial = await companyFinancialService.settingsFor(tx, row.companyId);
        if (!financial.acceptsOnSite) throw badField('payment_type', 'paymentMethodUnavailable');
        const latest = await repo.latest(tx, row.id);
        if (latest?.method === 'ON_SITE' && latest.status === 'PENDING') return row.protocol;
        await openAttempt(tx, row, 'ON_SITE', ctx.events);
        const payment = await repo.insert(tx, {
          companyId: row.companyId,
          appointmentId: row.id,
          method: 'ON_SITE',
          status: 'PENDING',
          provider: 'clinic',
          amountCents: row.priceCents,
          discountCents: 0,
          interestCents: 0,
          totalCents: row.priceCents,
          installments: 1,
          installmentCents: null,
          voucherId: null,
          voucherCode: null,
          cardBrand: null,
          cardLast4: null,
          createdBy: null,
        });
        await appointmentAccessService.setHold(tx, row.id, null);
        await emitPayment(tx, ctx.events, payment, 'ON_SITE', { status: 'PENDING' });
        return row.protocol;
      },
      true,
    );
    return { status: 201, body: await pageAfter(ctx, q.access, protocol) };
  });
}

/** Paying from the short link: a card charge or a PIX (POST /payment) and the choice to pay on site (POST /localpayment). */
export const paymentPayService = { pay, payOnSite };
