import {
  cardBrand,
  formatBRL,
  hasAnyRole,
  installmentOption,
  installmentOptions,
  type Locale,
  nowMs,
  type PaymentMethod,
  PIX_VALIDITY_MINUTES,
  parseValidity,
  percentOfCents,
  REFUND_ROLES,
  STAFF_ROLES,
  type TCompanyFinancialDto,
  type TPaymentDto,
  type TPaymentPageDto,
  type TPaymentRefundDto,
  type TPaymentRequest,
  type TRefundRequest,
  type TVoucherCheckDto,
} from '@teleconsulta/schema';
import { sql } from 'drizzle-orm';
import { appointmentAccessService } from '../appointment/appointment-access.service.js';
import type { AccessRow } from '../appointment/appointment-booking.repository.js';
import { companyFinancialService } from '../company/company-financial.service.js';
import { AppError, badField, forbidden, notFound } from '../kit/errors.js';
import { companyOf, type Tenant } from '../kit/http.js';
import { inScope, rows, type Tx } from '../kit/tenant.js';
import { effectiveStatus, toPaymentDto } from './payment.mappers.js';
import { type PaymentRow, paymentRepository as repo } from './payment.repository.js';
import { accessActor, type IdempotentResult, idempotent } from './payment-idempotency.js';
import { analysisNotifier, applyCharge, emitPayment, type PaymentContext, sendRefund, updateFromState } from './payment-outcome.service.js';
import { ProviderUnavailableError } from './providers/payment-provider.js';

const conflict = (field: string, key: Parameters<typeof badField>[1]) => new AppError('CONFLICT', { fields: [{ field, key }] });
const unavailable = (error: unknown) => new AppError('PAYMENT_PROVIDER_UNAVAILABLE', { detail: String(error) });

function methodsOf(f: TCompanyFinancialDto): PaymentMethod[] {
  return [
    ...(f.acceptsCreditCard ? (['CREDIT_CARD'] as const) : []),
    ...(f.acceptsPix ? (['PIX'] as const) : []),
    ...(f.acceptsOnSite ? (['ON_SITE'] as const) : []),
  ];
}

function checkProtocol(row: AccessRow, protocol: string) {
  // A protocol that is not the code's own answers like an unknown code.
  if (row.protocol !== protocol.trim()) throw notFound();
}

async function buildPage(tx: Tx, row: AccessRow): Promise<TPaymentPageDto> {
  const f = await companyFinancialService.settingsFor(tx, row.companyId);
  const latest = await repo.latest(tx, row.id);
  const paid = row.status === 'PAID' || (latest !== undefined && ['APPROVED', 'PARTIALLY_REFUNDED', 'REFUNDED'].includes(latest.status));
  return {
    appointmentId: row.id,
    protocol: row.protocol,
    companyName: row.companyName,
    professionalName: row.professionalName,
    startsAt: row.startsAt,
    timeZone: row.timeZone,
    appointmentStatus: row.status,
    priceCents: row.priceCents,
    paymentRequired: row.status === 'SCHEDULED' && row.paidAt === null && row.priceCents > 0,
    paid,
    methods: methodsOf(f),
    installmentOptions: row.priceCents > 0 ? installmentOptions(row.priceCents, f) : [],
    current: latest ? await toPaymentDto(latest) : null,
  };
}

/** A voucher's discount on a price: a percentage rounded half up, or an amount up to the price; 0 when it gives nothing. */
async function voucherDiscount(tx: Tx, code: string, priceCents: number): Promise<{ id: string; code: string; discountCents: number }> {
  const v = await repo.voucher(tx, code.trim().toUpperCase());
  const discountCents = !v?.usable
    ? 0
    : v.discountType === 'PERCENT'
      ? percentOfCents(priceCents, v.discountValue)
      : Math.min(v.discountValue, priceCents);
  if (!v || discountCents <= 0) throw new AppError('VOUCHER_NOT_APPLY', { fields: [{ field: 'voucher', key: 'invalid' }] });
  return { id: v.id, code: v.code, discountCents };
}

/** GET /payment?access=&protocol=: the payment page of a short link, by its payment code (SECURITY.md T24). */
async function page(ctx: PaymentContext, access: string, protocol: string): Promise<TPaymentPageDto> {
  return appointmentAccessService.forPayment(ctx, access, async (tx, row) => {
    checkProtocol(row, protocol);
    return buildPage(tx, row);
  });
}

/** The company of a payment code (the idempotency scope); unknown, expired or another page's code → NOT_FOUND. */
async function companyOfLink(ctx: PaymentContext, access: string): Promise<string> {
  const companyId = await appointmentAccessService.companyOfAccess(ctx, access, 'PAYMENT');
  if (!companyId) throw notFound();
  return companyId;
}

/** The page again after a change, in a transaction of its own. */
const pageAfter = (ctx: PaymentContext, access: string, protocol: string) => page(ctx, access, protocol);

/**
 * Checks what the appointment allows (SCHEDULED, a price, nothing paid, no PIX waiting, no card in analysis) and
 * clears what a new attempt replaces (an expired PIX, an on-site choice). Answers an attempt whose outcome was never
 * learnt (the provider did not answer) when the same method is asked again: it is resumed with its reference.
 */
async function openAttempt(tx: Tx, row: AccessRow, method: PaymentMethod): Promise<PaymentRow | null> {
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
    await emitPayment(tx, latest, 'EXPIRED', { status: 'EXPIRED' });
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
      const resumed = await openAttempt(tx, row, method);
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
  const companyId = await companyOfLink(ctx, q.access);
  const { number: _n, security_code: _c, ...rest } = body;
  // The card number and code are not kept in the idempotency table: their hash stands for them.
  const request = { protocol: q.protocol, body: rest, card: body.number ? [body.number, body.security_code] : null };
  return idempotent(
    ctx,
    { companyId, actor: accessActor(q.access), operation: 'POST /payment', key: q.key, request, locale: q.locale },
    async () => {
      const { payment, row, financial, payer } = await prepare(ctx, q.access, q.protocol, body, q.locale);
      const description = `Teleconsulta ${row.protocol} - ${row.companyName}`;
      if (payment.totalCents === 0) {
        // A voucher that covers everything: nothing to charge.
        await inScope(ctx.db, { companyId, userId: null }, async (tx) => {
          const locked = (await repo.byId(tx, payment.id, true))!;
          await applyCharge(tx, locked, { status: 'APPROVED', providerRef: `free-${payment.reference}` });
        });
        return { status: 201, body: await pageAfter(ctx, q.access, q.protocol) };
      }
      try {
        if (payment.method === 'CREDIT_CARD') {
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
            const { refundId } = await applyCharge(tx, locked, {
              status: result.status,
              providerRef: result.providerRef,
              statusDetail: result.statusDetail,
            });
            if (refundId) queueMicrotask(() => void sendRefund(ctx, companyId, refundId));
          });
          if (result.status === 'REFUSED') throw new AppError('PAYMENT_NOT_ACCEPTED');
          return { status: result.status === 'IN_ANALYSIS' ? 202 : 201, body: await pageAfter(ctx, q.access, q.protocol) };
        }
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
          await emitPayment(tx, fresh, 'PIX_CREATED', { status: 'PENDING' });
        });
        return { status: 201, body: await pageAfter(ctx, q.access, q.protocol) };
      } catch (error) {
        if (error instanceof ProviderUnavailableError) {
          await inScope(ctx.db, { companyId, userId: null }, (tx) => repo.update(tx, payment.id, { statusDetail: 'PROVIDER_UNAVAILABLE' }));
          throw unavailable(error);
        }
        throw error;
      }
    },
  );
}

/** The company's receiving account for the sandbox's BR Code (a sandbox key when the clinic has not set one). */
function receiverOf(f: TCompanyFinancialDto, row: AccessRow) {
  return {
    pixKey: f.pixKey ?? '123e4567-e12b-12d1-a456-426655440000',
    merchantName: f.merchantName ?? row.companyName,
    merchantCity: f.merchantCity ?? 'SAO PAULO',
  };
}

/** PATCH /payment?access=&protocol=: cancels the PIX waiting to be paid (to make a new one, usually after it expired). */
async function cancelPix(
  ctx: PaymentContext,
  q: { access: string; protocol: string; key: unknown; locale: Locale },
): Promise<IdempotentResult> {
  const companyId = await companyOfLink(ctx, q.access);
  return idempotent(
    ctx,
    {
      companyId,
      actor: accessActor(q.access),
      operation: 'PATCH /payment',
      key: q.key,
      request: { protocol: q.protocol },
      locale: q.locale,
    },
    async () => {
      const ref = await appointmentAccessService.forPayment(
        ctx,
        q.access,
        async (tx, row) => {
          checkProtocol(row, q.protocol);
          const latest = await repo.latest(tx, row.id, true);
          if (latest?.method !== 'PIX' || latest.status !== 'PENDING') throw conflict('payment_type', 'noPendingPix');
          await repo.update(tx, latest.id, { status: 'CANCELLED' });
          await emitPayment(tx, latest, 'CANCELLED', { status: 'CANCELLED' });
          return latest.providerRef;
        },
        true,
      );
      // The provider is told after the commit; if it is down the charge simply expires, and a late payment is refunded.
      if (ref)
        await ctx.payments.cancelPix(ref).catch((error: unknown) => ctx.log.warn({ err: error }, 'PIX cancel not sent to the provider'));
      return { status: 200, body: await pageAfter(ctx, q.access, q.protocol) };
    },
  );
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
  const companyId = await companyOfLink(ctx, q.access);
  return idempotent(
    ctx,
    {
      companyId,
      actor: accessActor(q.access),
      operation: 'POST /confirmpayment',
      key: q.key,
      request: { protocol: q.protocol },
      locale: q.locale,
    },
    async () => {
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
        return (await applyCharge(tx, locked, updateFromState(state), mails.notify)).refundId;
      });
      mails.dispatch();
      if (refundId) queueMicrotask(() => void sendRefund(ctx, companyId, refundId));
      if (state.status === 'APPROVED') return { status: 200, body: await pageAfter(ctx, q.access, q.protocol) };
      if (state.status === 'IN_ANALYSIS') return { status: 202, body: await pageAfter(ctx, q.access, q.protocol) };
      throw new AppError('PAYMENT_NOT_FOUND');
    },
  );
}

/** GET /vouchervalid?access=&protocol=&voucher=: the discount, or VOUCHER_NOT_APPLY ("Voucher not apply"). */
async function voucherValid(ctx: PaymentContext, access: string, protocol: string, voucher: string): Promise<TVoucherCheckDto> {
  return appointmentAccessService.forPayment(ctx, access, async (tx, row) => {
    checkProtocol(row, protocol);
    const v = await voucherDiscount(tx, voucher, row.priceCents);
    return { code: v.code, discountCents: v.discountCents, totalCents: row.priceCents - v.discountCents };
  });
}

/** POST /localpayment?access=: the patient will pay at the clinic (the staff confirm it there: the appointment's PAID). */
async function payOnSite(ctx: PaymentContext, q: { access: string; key: unknown; locale: Locale }): Promise<IdempotentResult> {
  const companyId = await companyOfLink(ctx, q.access);
  return idempotent(
    ctx,
    { companyId, actor: accessActor(q.access), operation: 'POST /localpayment', key: q.key, request: {}, locale: q.locale },
    async () => {
      const protocol = await appointmentAccessService.forPayment(
        ctx,
        q.access,
        async (tx, row) => {
          const financial = await companyFinancialService.settingsFor(tx, row.companyId);
          if (!financial.acceptsOnSite) throw badField('payment_type', 'paymentMethodUnavailable');
          const latest = await repo.latest(tx, row.id);
          if (latest?.method === 'ON_SITE' && latest.status === 'PENDING') return row.protocol;
          await openAttempt(tx, row, 'ON_SITE');
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
          await emitPayment(tx, payment, 'ON_SITE', { status: 'PENDING' });
          return row.protocol;
        },
        true,
      );
      return { status: 201, body: await pageAfter(ctx, q.access, protocol) };
    },
  );
}

/** POST installments: the current company's card installments for an amount. */
async function installments(tx: Tx, tenant: Tenant, amountCents: number) {
  return installmentOptions(amountCents, await companyFinancialService.settingsFor(tx, companyOf(tenant)));
}

const isStaff = (tenant: Tenant) => hasAnyRole(tenant.roles, STAFF_ROLES);

/** GET /payment/appointment/{id}: the appointment's payment attempts, newest first (staff). */
async function ofAppointment(tx: Tx, tenant: Tenant, appointmentId: string): Promise<TPaymentDto[]> {
  if (!isStaff(tenant)) throw forbidden();
  return Promise.all((await repo.ofAppointment(tx, appointmentId)).map((p) => toPaymentDto(p)));
}

/** GET /payment/appointments?ids=: the latest attempt of each appointment (staff; the gateway's batch for lists). */
async function latestOf(tx: Tx, tenant: Tenant, ids: readonly string[]): Promise<Array<{ appointmentId: string; payment: TPaymentDto }>> {
  if (!isStaff(tenant)) throw forbidden();
  const found = await repo.latestOf(tx, ids);
  return Promise.all(found.map(async (p) => ({ appointmentId: p.appointmentId, payment: await toPaymentDto(p) })));
}

async function refundsOf(tx: Tx, tenant: Tenant, paymentId: string): Promise<TPaymentRefundDto[]> {
  if (!isStaff(tenant)) throw forbidden();
  return (await repo.refunds(tx, paymentId)).map(({ reference: _r, ...r }) => r);
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
        const [appointment] = await rows<{ status: string }>(tx, sql`select status from appointment where id = ${payment.appointmentId}`);
        if (!['APPROVED', 'PARTIALLY_REFUNDED'].includes(payment.status) || appointment?.status !== 'CANCELLED') {
          throw conflict('amountCents', 'refundNotAllowed');
        }
        const left = payment.totalCents - (await repo.refundedOrQueued(tx, payment.id));
        const amount = input.amountCents ?? left;
        if (amount <= 0 || amount > left) throw badField('amountCents', 'refundTooMuch', formatBRL(left, locale === 'en' ? 'en' : 'pt-BR'));
        const r = await repo.insertRefund(tx, {
          companyId,
          paymentId,
          amountCents: amount,
          reason: input.reason,
          kind: 'REQUESTED',
          requestedBy: tenant.principal.userId,
        });
        await emitPayment(tx, payment, 'REFUND_REQUESTED', { refundId: r.id, amountCents: amount });
        return r.id;
      });
      await sendRefund(ctx, companyId, refundId);
      const after = await inScope(ctx.db, { companyId, userId: tenant.principal.userId }, (tx) => repo.byId(tx, paymentId));
      return { status: 201, body: await toPaymentDto(after!) };
    },
  );
}

/** Whether the patient chose to pay an appointment on site (the latest attempt is a pending ON_SITE one). */
async function onSiteChosen(tx: Tx, appointmentId: string): Promise<boolean> {
  const latest = await repo.latest(tx, appointmentId);
  return latest?.method === 'ON_SITE' && effectiveStatus(latest) === 'PENDING';
}

export const paymentService = {
  onSiteChosen,
  page,
  pay,
  cancelPix,
  confirm,
  voucherValid,
  payOnSite,
  installments,
  ofAppointment,
  latestOf,
  refundsOf,
  refund,
};
