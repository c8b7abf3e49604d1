import { z } from 'zod';
import { MAX_CENTS } from '../plan/plan.validation.js';
import { isValidCnpj, normalizeCnpj } from '../util/cnpj.js';
import { isValidCpf, normalizeCpf } from '../util/cpf.js';

/** The kinds of PIX key (DICT): CPF, CNPJ, e-mail, phone (+55…) and the random key (EVP, a UUID). */
export const PIX_KEY_TYPES = ['CPF', 'CNPJ', 'EMAIL', 'PHONE', 'EVP'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];
export const BANK_ACCOUNT_TYPES = ['CHECKING', 'SAVINGS', 'PAYMENT'] as const;
/** Card installments: 1 to 12 (SPEC §7 POST installments; the plan's rules narrow them). */
export const MAX_INSTALLMENTS = 12;
/** BR Code limits (BRAZIL.md §1): merchant name ≤ 25, merchant city ≤ 15 characters. */
export const PIX_MERCHANT_NAME_MAX = 25;
export const PIX_MERCHANT_CITY_MAX = 15;

/** A PIX key of its type, normalised as the DICT stores it (digits for CPF/CNPJ, +55… for a phone, lower case otherwise). */
export function normalizePixKey(type: PixKeyType, key: string): string | null {
  const value = key.trim();
  switch (type) {
    case 'CPF':
      return isValidCpf(value) ? normalizeCpf(value) : null;
    case 'CNPJ':
      return isValidCnpj(value) ? normalizeCnpj(value) : null;
    case 'EMAIL':
      return value.length <= 77 && z.email().safeParse(value).success ? value.toLowerCase() : null;
    case 'PHONE': {
      const digits = value.replace(/[\s()+-]/g, '');
      const national = digits.startsWith('55') && digits.length >= 12 ? digits.slice(2) : digits;
      return /^[1-9]{2}9?\d{8}$/.test(national) ? `+55${national}` : null;
    }
    case 'EVP':
      return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) ? value.toLowerCase() : null;
  }
}

const cents = z
  .number({ message: 'invalid' })
  .int({ message: 'invalid' })
  .min(0, { message: 'invalid' })
  .max(MAX_CENTS, { message: 'invalid' });
const text = (max: number) => z.string().trim().max(max, { message: 'max' }).nullish();

/**
 * A company's financial settings (GET/PUT /company/{id}/financial): prices, accepted payment methods, installments,
 * the PIX receiving key and the payout bank account. PUT replaces the whole object, so the rules across fields hold.
 */
export const ZCompanyFinancial = z
  .object({
    consultationPriceCents: cents,
    returnPriceCents: cents,
    /** The emergency attendance's price (SPEC §2 person flow, step 3); 0: the clinic does not charge for it. */
    emergencyPriceCents: cents.default(0),
    acceptsCreditCard: z.boolean(),
    acceptsPix: z.boolean(),
    acceptsOnSite: z.boolean(),
    maxInstallments: z
      .number({ message: 'invalid' })
      .int({ message: 'invalid' })
      .min(1, { message: 'invalid' })
      .max(MAX_INSTALLMENTS, { message: 'invalid' }),
    interestFreeInstallments: z
      .number({ message: 'invalid' })
      .int({ message: 'invalid' })
      .min(1, { message: 'invalid' })
      .max(MAX_INSTALLMENTS, { message: 'invalid' }),
    /** Monthly interest on installments beyond the interest-free ones, in hundredths of a percent (199 = 1.99 % a month). */
    installmentInterestBps: z
      .number({ message: 'invalid' })
      .int({ message: 'invalid' })
      .min(0, { message: 'invalid' })
      .max(1_000, { message: 'invalid' }),
    minInstallmentCents: cents,
    /** The benefits club's discount on the consultation and return prices, in basis points (1000 = 10 %); 0: no club prices. */
    benefitClubDiscountBps: z
      .number({ message: 'invalid' })
      .int({ message: 'invalid' })
      .min(0, { message: 'invalid' })
      .max(10_000, { message: 'invalid' })
      .default(0),
    pixKeyType: z.enum(PIX_KEY_TYPES, { message: 'invalid' }).nullish(),
    pixKey: text(77),
    merchantName: text(PIX_MERCHANT_NAME_MAX),
    merchantCity: text(PIX_MERCHANT_CITY_MAX),
    bankCode: z
      .string()
      .trim()
      .regex(/^\d{3}$/, { message: 'invalid' })
      .nullish()
      .or(z.literal('').transform(() => null)),
    bankBranch: z
      .string()
      .trim()
      .regex(/^\d{1,5}(-?[\dXx])?$/, { message: 'invalid' })
      .nullish()
      .or(z.literal('').transform(() => null)),
    bankAccount: z
      .string()
      .trim()
      .regex(/^\d{1,13}-?[\dXx]$/, { message: 'invalid' })
      .nullish()
      .or(z.literal('').transform(() => null)),
    bankAccountType: z.enum(BANK_ACCOUNT_TYPES, { message: 'invalid' }).nullish(),
    accountHolderName: text(120),
    accountHolderDocument: z.string().trim().nullish(),
  })
  .superRefine((value, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!value.acceptsCreditCard && !value.acceptsPix && !value.acceptsOnSite) issue('acceptsOnSite', 'noPaymentMethod');
    if (value.interestFreeInstallments > value.maxInstallments) issue('interestFreeInstallments', 'invalid');
    if (value.acceptsPix) {
      if (!value.pixKeyType) issue('pixKeyType', 'required');
      if (!value.pixKey) issue('pixKey', 'required');
      if (!value.merchantName) issue('merchantName', 'required');
      if (!value.merchantCity) issue('merchantCity', 'required');
    }
    if (value.pixKeyType && value.pixKey && normalizePixKey(value.pixKeyType, value.pixKey) === null) issue('pixKey', 'invalid');
    const bank = [
      value.bankCode,
      value.bankBranch,
      value.bankAccount,
      value.bankAccountType,
      value.accountHolderName,
      value.accountHolderDocument,
    ];
    if (bank.some((v) => v)) {
      if (!value.bankCode) issue('bankCode', 'required');
      if (!value.bankBranch) issue('bankBranch', 'required');
      if (!value.bankAccount) issue('bankAccount', 'required');
      if (!value.bankAccountType) issue('bankAccountType', 'required');
      if (!value.accountHolderName) issue('accountHolderName', 'required');
      if (!value.accountHolderDocument) issue('accountHolderDocument', 'required');
    }
    const doc = value.accountHolderDocument;
    if (doc && !isValidCpf(doc) && !isValidCnpj(doc)) issue('accountHolderDocument', 'invalid');
  })
  .transform((value) => ({
    ...value,
    pixKey: value.pixKeyType && value.pixKey ? normalizePixKey(value.pixKeyType, value.pixKey) : (value.pixKey ?? null),
    accountHolderDocument: value.accountHolderDocument
      ? isValidCpf(value.accountHolderDocument)
        ? normalizeCpf(value.accountHolderDocument)
        : normalizeCnpj(value.accountHolderDocument)
      : null,
  }));
export type TCompanyFinancialInput = z.input<typeof ZCompanyFinancial>;
export type TCompanyFinancial = z.output<typeof ZCompanyFinancial>;

/** The financial settings of a company that never set them. */
export const DEFAULT_COMPANY_FINANCIAL: TCompanyFinancialInput = {
  consultationPriceCents: 0,
  returnPriceCents: 0,
  emergencyPriceCents: 0,
  acceptsCreditCard: false,
  acceptsPix: false,
  acceptsOnSite: true,
  maxInstallments: 1,
  interestFreeInstallments: 1,
  installmentInterestBps: 0,
  minInstallmentCents: 500,
};

/** GET /company/{id}/financialresume?from=&to= : ISO dates of the company's calendar, at most a year apart. */
export const FINANCIAL_RESUME_MAX_DAYS = 366;
