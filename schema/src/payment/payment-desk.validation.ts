import { z } from 'zod';

/** How a payment received at the reception's desk was made (issue 20). */
export const ON_SITE_METHODS = ['CASH', 'CARD_MACHINE', 'PIX'] as const;
export type OnSiteMethod = (typeof ON_SITE_METHODS)[number];

/** The longest receipt or card machine's slip number (migration 0046's CHECK says the same). */
export const RECEIPT_NUMBER_MAX = 40;

/**
 * POST /payment/appointment/{id}/onsite: a payment received at the desk. amountCents: what was received, the
 * appointment's price when left out; never more than the price (the service's check, it knows the price).
 */
export const ZOnSitePaymentRequest = z.object({
  method: z.enum(ON_SITE_METHODS, { message: 'invalid' }),
  receiptNumber: z.string({ message: 'required' }).trim().min(1, { message: 'required' }).max(RECEIPT_NUMBER_MAX, { message: 'max' }),
  amountCents: z.number({ message: 'invalid' }).int({ message: 'invalid' }).min(1, { message: 'invalid' }).optional(),
});
export type TOnSitePaymentRequest = z.infer<typeof ZOnSitePaymentRequest>;
