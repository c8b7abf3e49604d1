import { installmentOptions, percentOfCents, type TPaymentPageDto, type TVoucherCheckDto } from '@teleconsulta/schema';
import { type AccessRow, appointmentAccessService } from '../appointment/appointment-access.service.js';
import { companyFinancialService } from '../company-finance/company-financial.service.js';
import { AppError } from '../kit/errors.js';
import type { Tx } from '../kit/tenant.js';
import { toPaymentDto } from './payment.mappers.js';
import { paymentRepository as repo } from './payment.repository.js';
import { checkProtocol, methodsOf } from './payment.shared.js';
import type { PaymentContext } from './payment-outcome.service.js';

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
export async function voucherDiscount(
  tx: Tx,
  code: string,
  priceCents: number,
): Promise<{ id: string; code: string; discountCents: number }> {
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

/** The page again after a change, in a transaction of its own. */
export const pageAfter = (ctx: PaymentContext, access: string, protocol: string) => page(ctx, access, protocol);

/** GET /vouchervalid?access=&protocol=&voucher=: the discount, or VOUCHER_NOT_APPLY ("Voucher not apply"). */
async function voucherValid(ctx: PaymentContext, access: string, protocol: string, voucher: string): Promise<TVoucherCheckDto> {
  return appointmentAccessService.forPayment(ctx, access, async (tx, row) => {
    checkProtocol(row, protocol);
    const v = await voucherDiscount(tx, voucher, row.priceCents);
    return { code: v.code, discountCents: v.discountCents, totalCents: row.priceCents - v.discountCents };
  });
}

/** The short link's payment page and its reads (the voucher check). */
export const paymentPageService = { page, voucherValid };
