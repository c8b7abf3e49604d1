import { z } from 'zod';
import { APPOINTMENT_STATUSES } from '../appointment/appointment.validation.js';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './payment.validation.js';
import { ON_SITE_METHODS } from './payment-desk.validation.js';

export const ZInstallmentOptionDto = z.object({
  installments: z.number().int(),
  installmentCents: z.number().int(),
  firstInstallmentCents: z.number().int(),
  totalCents: z.number().int(),
  interestCents: z.number().int(),
  interestFree: z.boolean(),
});
export type TInstallmentOptionDto = z.infer<typeof ZInstallmentOptionDto>;

/** A payment attempt, as the patient's page and the console read it (never the card number: brand and last 4). */
export const ZPaymentDto = z.object({
  id: z.string(),
  protocol: z.string(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  amountCents: z.number().int(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
  installments: z.number().int(),
  installmentCents: z.number().int().nullable(),
  voucherCode: z.string().nullable(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  pix: z.object({ brCode: z.string(), qrCodeSvg: z.string(), txid: z.string(), expiresAt: z.string() }).nullable(),
  refundedCents: z.number().int(),
  provider: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  statusDetail: z.string().nullable(),
  /** A payment received at the desk (issue 20): how it was paid and the receipt's number; null for the others. */
  onSiteMethod: z.enum(ON_SITE_METHODS).nullable().default(null),
  receiptNumber: z.string().nullable().default(null),
});
export type TPaymentDto = z.infer<typeof ZPaymentDto>;

/** GET /payment?access=&protocol=: what the payment page shows. */
export const ZPaymentPageDto = z.object({
  /** For the gateway's subscription filter only (not in the public GraphQL type). */
  appointmentId: z.string(),
  protocol: z.string(),
  companyName: z.string(),
  /** null for an emergency attendance paid before anyone called the patient. */
  professionalName: z.string().nullable(),
  startsAt: z.string(),
  timeZone: z.string(),
  appointmentStatus: z.enum(APPOINTMENT_STATUSES),
  priceCents: z.number().int(),
  paymentRequired: z.boolean(),
  paid: z.boolean(),
  methods: z.array(z.enum(PAYMENT_METHODS)),
  installmentOptions: z.array(ZInstallmentOptionDto),
  current: ZPaymentDto.nullable(),
});
export type TPaymentPageDto = z.infer<typeof ZPaymentPageDto>;

export const ZVoucherCheckDto = z.object({ code: z.string(), discountCents: z.number().int(), totalCents: z.number().int() });
export type TVoucherCheckDto = z.infer<typeof ZVoucherCheckDto>;

export const ZPaymentRefundDto = z.object({
  id: z.string(),
  paymentId: z.string(),
  amountCents: z.number().int(),
  reason: z.string(),
  kind: z.enum(['REQUESTED', 'LATE_PAYMENT']),
  status: z.enum(['QUEUED', 'DONE', 'FAILED']),
  createdAt: z.string(),
});
export type TPaymentRefundDto = z.infer<typeof ZPaymentRefundDto>;

/** The page as the public GraphQL type shows it (the appointment id stays in the gateway). */
export type TPaymentPublicPageDto = Omit<TPaymentPageDto, 'appointmentId'>;

/** GET /financial/benefitclub/pso: the benefits club's prices of the current company. */
export const ZBenefitClubDto = z.object({
  companyName: z.string(),
  discountBps: z.number().int(),
  prices: z.array(
    z.object({ type: z.enum(['FIRST_CONSULTATION', 'RETURN']), priceCents: z.number().int(), clubPriceCents: z.number().int() }),
  ),
});
export type TBenefitClubDto = z.infer<typeof ZBenefitClubDto>;
