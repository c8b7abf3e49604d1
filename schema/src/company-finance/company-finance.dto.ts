import { z } from 'zod';
import { BANK_ACCOUNT_TYPES, PIX_KEY_TYPES } from './company-finance.validation.js';

/** GET/PUT /company/{id}/financial: a company's financial settings. Money is integer cents. */
export const ZCompanyFinancialDto = z.object({
  companyId: z.string(),
  consultationPriceCents: z.number().int(),
  returnPriceCents: z.number().int(),
  emergencyPriceCents: z.number().int(),
  acceptsCreditCard: z.boolean(),
  acceptsPix: z.boolean(),
  acceptsOnSite: z.boolean(),
  maxInstallments: z.number().int(),
  interestFreeInstallments: z.number().int(),
  installmentInterestBps: z.number().int(),
  minInstallmentCents: z.number().int(),
  benefitClubDiscountBps: z.number().int(),
  pixKeyType: z.enum(PIX_KEY_TYPES).nullable(),
  pixKey: z.string().nullable(),
  merchantName: z.string().nullable(),
  merchantCity: z.string().nullable(),
  bankCode: z.string().nullable(),
  bankBranch: z.string().nullable(),
  bankAccount: z.string().nullable(),
  bankAccountType: z.enum(BANK_ACCOUNT_TYPES).nullable(),
  accountHolderName: z.string().nullable(),
  accountHolderDocument: z.string().nullable(),
  /** null until the company saves its settings for the first time (the defaults are answered). */
  updatedAt: z.string().nullable(),
});
export type TCompanyFinancialDto = z.infer<typeof ZCompanyFinancialDto>;

const ZResumeFigures = z.object({
  paidAppointments: z.number().int(),
  revenueCents: z.number().int(),
  commissionCents: z.number().int(),
  netCents: z.number().int(),
});

/** GET /company/{id}/financialresume: what the company earned in a period of its own calendar, per day too. */
export const ZFinancialResumeDto = ZResumeFigures.extend({
  companyId: z.string(),
  from: z.string(),
  to: z.string(),
  currency: z.literal('BRL'),
  /** Where the commission terms came from: the company's own, its plan's, or none. */
  commissionSource: z.enum(['COMPANY', 'PLAN', 'NONE']),
  commissionType: z.enum(['PERCENTAGE', 'FIXED']).nullable(),
  averageTicketCents: z.number().int(),
  /** Booked in the period and not paid yet (scheduled, price above zero). */
  pendingAppointments: z.number().int(),
  pendingCents: z.number().int(),
  /** Paid and then cancelled in the period: money that has to be refunded. */
  cancelledPaidAppointments: z.number().int(),
  cancelledPaidCents: z.number().int(),
  /** The payments of the period (paid in it): by method, card installments and their interest; refunds done in it. */
  paymentsByMethod: z.array(
    z.object({ method: z.enum(['CREDIT_CARD', 'PIX', 'ON_SITE']), payments: z.number().int(), totalCents: z.number().int() }),
  ),
  installmentPayments: z.number().int(),
  interestCents: z.number().int(),
  refunds: z.number().int(),
  refundedCents: z.number().int(),
  days: z.array(ZResumeFigures.extend({ date: z.string() })),
});
export type TFinancialResumeDto = z.infer<typeof ZFinancialResumeDto>;
