import type { Locale, OnSiteMethod, PaymentMethod, PaymentStatus } from '@teleconsulta/schema';
import { boolean, char, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/** migrations/0018_payment.sql: a percentage (basis points) or an amount (cents) off. */
export const voucher = pgTable('voucher', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  code: text('code').notNull(),
  discountType: text('discount_type').$type<'PERCENT' | 'AMOUNT'>().notNull(),
  discountValue: integer('discount_value').notNull(),
  validFrom: ts('valid_from'),
  validUntil: ts('valid_until'),
  maxUses: integer('max_uses'),
  active: boolean('active').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** One row per payment attempt of an appointment; reference is our idempotency key towards the provider. */
export const payment = pgTable('payment', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  appointmentId: uuid('appointment_id').notNull(),
  attempt: integer('attempt').notNull(),
  method: text('method').$type<PaymentMethod>().notNull(),
  status: text('status').$type<PaymentStatus>().notNull(),
  provider: text('provider').notNull(),
  reference: text('reference').notNull(),
  providerRef: text('provider_ref'),
  amountCents: integer('amount_cents').notNull(),
  discountCents: integer('discount_cents').notNull().default(0),
  interestCents: integer('interest_cents').notNull().default(0),
  totalCents: integer('total_cents').notNull(),
  installments: integer('installments').notNull().default(1),
  installmentCents: integer('installment_cents'),
  voucherId: uuid('voucher_id'),
  voucherCode: text('voucher_code'),
  cardBrand: text('card_brand'),
  cardLast4: char('card_last4', { length: 4 }),
  pixTxid: text('pix_txid'),
  pixBrCode: text('pix_br_code'),
  pixExpiresAt: ts('pix_expires_at'),
  statusDetail: text('status_detail'),
  refundedCents: integer('refunded_cents').notNull().default(0),
  paidAt: ts('paid_at'),
  locale: text('locale').$type<Locale>(),
  /** migrations/0046_reception.sql: a payment received at the desk — how it was paid, and the receipt's number. */
  onSiteMethod: text('on_site_method').$type<OnSiteMethod>(),
  receiptNumber: text('receipt_number'),
  createdBy: uuid('created_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** What actually moved: one CAPTURE per provider charge or PIX end-to-end id, one REFUND per provider refund. */
export const paymentLedger = pgTable('payment_ledger', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  paymentId: uuid('payment_id').notNull(),
  kind: text('kind').$type<'CAPTURE' | 'REFUND'>().notNull(),
  amountCents: integer('amount_cents').notNull(),
  externalRef: text('external_ref').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Refunds asked by the clinic or queued by the system for late money; QUEUED until the provider confirms. */
export const paymentRefund = pgTable('payment_refund', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id').notNull(),
  paymentId: uuid('payment_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  reason: text('reason').notNull(),
  kind: text('kind').$type<'REQUESTED' | 'LATE_PAYMENT'>().notNull().default('REQUESTED'),
  status: text('status').$type<'QUEUED' | 'DONE' | 'FAILED'>().notNull().default('QUEUED'),
  reference: text('reference').notNull(),
  providerRef: text('provider_ref'),
  requestedBy: uuid('requested_by'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Provider notifications seen, by the provider's event id: a replay changes nothing. */
export const paymentNotification = pgTable(
  'payment_notification',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    companyId: uuid('company_id').notNull(),
    providerRef: text('provider_ref').notNull(),
    receivedAt: ts('received_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** Idempotency keys of money-moving calls (SECURITY.md T13); status_code is null while the first request runs. */
export const idempotencyKey = pgTable(
  'idempotency_key',
  {
    companyId: uuid('company_id').notNull(),
    actor: text('actor').notNull(),
    operation: text('operation').notNull(),
    key: text('key').notNull(),
    requestHash: char('request_hash', { length: 64 }).notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: ts('created_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.actor, t.operation, t.key] })],
);
