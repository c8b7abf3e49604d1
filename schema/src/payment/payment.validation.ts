import { z } from 'zod';
import { now } from '../calendar/clock.js';
import { cardBrand, cardExpired, cvvValid, holderNameValid, luhnValid } from './card.js';

export const PAYMENT_METHODS = ['CREDIT_CARD', 'PIX', 'ON_SITE'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = [
  'PENDING',
  'IN_ANALYSIS',
  'APPROVED',
  'REFUSED',
  'CANCELLED',
  'EXPIRED',
  'REFUNDED',
  'PARTIALLY_REFUNDED',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** An idempotency key: 1 to 255 visible characters (SECURITY.md T13: a longer one is refused). */
export const ZIdempotencyKey = z.string().regex(/^[\x21-\x7e]{1,255}$/);

/** The card's validity as printed, MM/YY (or MM/YYYY). */
export function parseValidity(value: string): { month: number; year: number } | null {
  const m = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

const optionalText = (max: number) => z.string().trim().max(max).optional();

/**
 * POST /payment?access=&protocol= (SPEC §3, §7): payment_type (PIX is special); for a card the card fields flat beside
 * it: number, holder_name, validity (MM/YY), security_code, installments; and credit_card (address, cell_phone,
 * voucher), people, phone_numbers, as the original app sends them. The card is checked here (Luhn, expiry, security
 * code, holder) with each field's own message; the clinic's methods and installments are the service's checks.
 */
export const ZPaymentRequest = z
  .object({
    payment_type: z.enum(['CREDIT_CARD', 'PIX'], { message: 'invalid' }),
    number: z
      .string()
      .transform((v) => v.replace(/[\s.-]/g, ''))
      .optional(),
    holder_name: optionalText(60),
    validity: optionalText(7),
    security_code: z.string().trim().optional(),
    installments: z.coerce.number().int().min(1).max(12).optional(),
    voucher: z
      .string()
      .trim()
      .max(30)
      .transform((v) => v.toUpperCase())
      .optional(),
    credit_card: z
      .object({ address: optionalText(200), cell_phone: optionalText(20), voucher: optionalText(30) })
      .partial()
      .optional(),
    people: z.unknown().optional(),
    phone_numbers: z.array(z.string().max(20)).max(5).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.payment_type !== 'CREDIT_CARD') return;
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!body.number) issue('number', 'required');
    else if (!/^\d{12,19}$/.test(body.number) || !luhnValid(body.number)) issue('number', 'cardNumberInvalid');
    if (!body.holder_name) issue('holder_name', 'required');
    else if (!holderNameValid(body.holder_name)) issue('holder_name', 'invalid');
    const validity = body.validity ? parseValidity(body.validity) : null;
    if (!body.validity) issue('validity', 'required');
    else if (!validity) issue('validity', 'validityFormat');
    else if (cardExpired(validity.month, validity.year, now())) issue('validity', 'cardExpired');
    const brand = body.number ? cardBrand(body.number) : 'OTHER';
    if (!body.security_code) issue('security_code', 'required');
    else if (!cvvValid(body.security_code, brand)) issue('security_code', 'securityCodeInvalid');
  });
export type TPaymentRequest = z.infer<typeof ZPaymentRequest>;

/** The public payment calls' query: the short link's access code and the appointment's protocol. */
export const ZPaymentQuery = z.object({
  access: z.string().min(1).max(128),
  protocol: z.string().trim().min(1).max(30),
});

export const ZConfirmPaymentQuery = ZPaymentQuery.extend({
  refuse: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

export const ZVoucherQuery = ZPaymentQuery.extend({ voucher: z.string().trim().min(1).max(30) });

/** POST installments: the current company's options for an amount. */
export const ZInstallmentsRequest = z.object({ amountCents: z.coerce.number().int().min(1).max(100_000_000) });

/** A refund by a clinic admin or manager: all that is left (no amount) or part of it. */
export const ZRefundRequest = z.object({
  amountCents: z.coerce.number().int().min(1).optional(),
  reason: z.string().trim().min(1).max(500),
});
export type TRefundRequest = z.infer<typeof ZRefundRequest>;
