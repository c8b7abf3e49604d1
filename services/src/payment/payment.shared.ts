import type { Locale, PaymentMethod, TCompanyFinancialDto } from '@teleconsulta/schema';
import { type AccessRow, appointmentAccessService } from '../appointment/appointment-access.service.js';
import { AppError, type badField, notFound } from '../kit/errors.js';
import { accessActor, type IdempotentResult, idempotent } from './payment-idempotency.js';
import type { PaymentContext } from './payment-outcome.service.js';

/**
 * What the payment services (the short link's page, paying, confirming, refunds and the staff's reads) share: their
 * errors, the methods a clinic accepts, the short link's checks and the staff's role.
 */

export const conflict = (field: string, key: Parameters<typeof badField>[1]) => new AppError('CONFLICT', { fields: [{ field, key }] });
export const unavailable = (error: unknown) => new AppError('PAYMENT_PROVIDER_UNAVAILABLE', { detail: String(error) });

export function methodsOf(f: TCompanyFinancialDto): PaymentMethod[] {
  return [
    ...(f.acceptsCreditCard ? (['CREDIT_CARD'] as const) : []),
    ...(f.acceptsPix ? (['PIX'] as const) : []),
    ...(f.acceptsOnSite ? (['ON_SITE'] as const) : []),
  ];
}

export function checkProtocol(row: AccessRow, protocol: string) {
  // A protocol that is not the code's own answers like an unknown code.
  if (row.protocol !== protocol.trim()) throw notFound();
}

/** The company of a payment code (the idempotency scope); unknown, expired or another page's code → NOT_FOUND. */
export async function companyOfLink(ctx: PaymentContext, access: string): Promise<string> {
  const companyId = await appointmentAccessService.companyOfAccess(ctx, access, 'PAYMENT');
  if (!companyId) throw notFound();
  return companyId;
}

/** A money-moving call made from the short link: once per idempotency key, for the link's company and the link as actor. */
export async function idempotentForLink(
  ctx: PaymentContext,
  call: { access: string; key: unknown; locale: Locale; operation: string; request: unknown },
  work: (companyId: string) => Promise<IdempotentResult>,
): Promise<IdempotentResult> {
  const companyId = await companyOfLink(ctx, call.access);
  const { access, ...rest } = call;
  return idempotent(ctx, { ...rest, companyId, actor: accessActor(access) }, () => work(companyId));
}
