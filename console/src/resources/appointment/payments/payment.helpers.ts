import { hasAnyRole, REFUND_ROLES, type Role } from '@teleconsulta/schema';
import type { PaymentMethod, PaymentStatus } from '../../../gql/graphql';
import { formatBrl } from '../../plan/plan.money';

/** The payments table's columns, between the expand button and the actions; money columns are right-aligned. */
export const PAYMENT_COLUMNS = [
  'createdAt',
  'method',
  'status',
  'amount',
  'discount',
  'total',
  'installments',
  'instrument',
  'refunded',
  'paidAt',
];
export const MONEY_COLUMNS = new Set(['amount', 'discount', 'total', 'refunded']);

/** A payment that still holds money to give back. */
export const REFUNDABLE_STATUSES: readonly PaymentStatus[] = ['APPROVED', 'PARTIALLY_REFUNDED'];

/** At most 12 digits (R$ 9.999.999.999,99) are read from the amount field, so the cents stay a safe integer. */
const MAX_DIGITS = 12;

type Money = { totalCents: number; refundedCents: number };

/** What is left to give back: total − refunded, never below zero. */
export const remainingRefundableCents = ({ totalCents, refundedCents }: Money): number => Math.max(0, totalCents - refundedCents);

export type RefundViewer = { roles?: readonly Role[] | null; isPlatformAdmin?: boolean | null };

/**
 * Whether the Refund button shows: a refund role, an approved (or partly refunded) payment with money left, of a
 * cancelled appointment. Only a convenience: the gateway refuses the same call anyway.
 */
export function canRefund(
  payment: Money & { status: PaymentStatus },
  appointmentStatus: string | null | undefined,
  viewer: RefundViewer,
): boolean {
  const allowed = viewer.isPlatformAdmin === true || hasAnyRole(viewer.roles ?? [], REFUND_ROLES);
  return (
    allowed && appointmentStatus === 'CANCELLED' && REFUNDABLE_STATUSES.includes(payment.status) && remainingRefundableCents(payment) > 0
  );
}

/**
 * The BRL mask of the refund amount: the digits typed, read as cents (typing "5", "0", "0", "0" gives R$ 50,00).
 * Anything else (R$, dots, commas, spaces) is ignored; no digit at all is null (an empty field: a full refund).
 */
export function centsFromDigits(text: string): number | null {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (digits === '') return null;
  return Number(digits.slice(-MAX_DIGITS));
}

/** What the masked amount field shows for a value in cents ('' when empty). */
export const maskedAmount = (cents: number | null, locale: string): string => (cents === null ? '' : formatBrl(cents, locale));

export type RefundAmountIssue = 'not_positive' | 'too_much';

/** The amount's error before anything is sent (null = a full refund, always valid while money is left). */
export function refundAmountIssue(cents: number | null, remaining: number): RefundAmountIssue | null {
  if (cents === null) return null;
  if (cents <= 0) return 'not_positive';
  if (cents > remaining) return 'too_much';
  return null;
}

/** Newest first by creation (the gateway already answers so; sorting again keeps the table right after a refetch). */
export function newestFirst<T extends { createdAt: string }>(payments: readonly T[] | null | undefined): T[] {
  return [...(payments ?? [])].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

type Installments = { method: PaymentMethod; installments: number; installmentCents?: number | null; totalCents: number };

/** "3x R$ 33,34" for a card (the installment the gateway gives, else the total split evenly); "—" otherwise. */
export function installmentsText({ method, installments, installmentCents, totalCents }: Installments, locale: string): string {
  if (method !== 'CREDIT_CARD' || installments < 1) return '—';
  const each = installmentCents ?? Math.round(totalCents / installments);
  return `${installments}x ${formatBrl(each, locale)}`;
}

type Instrument = {
  method: PaymentMethod;
  cardBrand?: string | null;
  cardLast4?: string | null;
  pix?: { txid: string } | null;
};

/** The card (brand and last 4 digits) or the PIX charge (its txid) the patient paid with; "—" for pay on site. */
export function instrumentText({ method, cardBrand, cardLast4, pix }: Instrument): string {
  if (method === 'CREDIT_CARD') {
    const text = [cardBrand, cardLast4 ? `•••• ${cardLast4}` : null].filter(Boolean).join(' ');
    return text || '—';
  }
  if (method === 'PIX') return pix?.txid ? `PIX ${pix.txid}` : 'PIX';
  return '—';
}

export const SANDBOX_PROVIDER = 'sandbox';

type Sandboxed = { provider: string; method: PaymentMethod; status: PaymentStatus; pix?: { brCode: string } | null };

/** What the sandbox bank (development) can do to a payment: pay a pending PIX, or end a card's analysis. */
export function sandboxActions(payment: Sandboxed): { payPix: boolean; settleCard: boolean } {
  const sandbox = payment.provider === SANDBOX_PROVIDER;
  return {
    payPix: sandbox && payment.method === 'PIX' && payment.status === 'PENDING' && Boolean(payment.pix?.brCode),
    settleCard: sandbox && payment.method === 'CREDIT_CARD' && payment.status === 'IN_ANALYSIS',
  };
}

/** The colour of a payment's status chip. */
export const PAYMENT_STATUS_COLOR: Readonly<
  Record<PaymentStatus, 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info'>
> = {
  PENDING: 'warning',
  IN_ANALYSIS: 'info',
  APPROVED: 'success',
  REFUSED: 'error',
  CANCELLED: 'default',
  EXPIRED: 'default',
  REFUNDED: 'secondary',
  PARTIALLY_REFUNDED: 'secondary',
};

type UuidSource = Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string };

/**
 * A fresh idempotency key (one per dialog opening, reused by its retries): crypto.randomUUID(), or — where the
 * browser hides it (a page served over plain http from another host than localhost) — a version 4 UUID made from
 * crypto.getRandomValues, which every context has.
 */
export function newIdempotencyKey(source: UuidSource = globalThis.crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
