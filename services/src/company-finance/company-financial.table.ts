import { boolean, char, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

export const companyFinancial = pgTable('company_financial', {
  companyId: uuid('company_id').primaryKey(),
  consultationPriceCents: integer('consultation_price_cents').notNull(),
  returnPriceCents: integer('return_price_cents').notNull(),
  emergencyPriceCents: integer('emergency_price_cents').notNull().default(0),
  acceptsCreditCard: boolean('accepts_credit_card').notNull(),
  acceptsPix: boolean('accepts_pix').notNull(),
  acceptsOnSite: boolean('accepts_on_site').notNull(),
  maxInstallments: integer('max_installments').notNull(),
  interestFreeInstallments: integer('interest_free_installments').notNull(),
  installmentInterestBps: integer('installment_interest_bps').notNull(),
  minInstallmentCents: integer('min_installment_cents').notNull(),
  benefitClubDiscountBps: integer('benefit_club_discount_bps').notNull().default(0),
  pixKeyType: text('pix_key_type'),
  pixKey: text('pix_key'),
  merchantName: varchar('merchant_name', { length: 25 }),
  merchantCity: varchar('merchant_city', { length: 15 }),
  bankCode: char('bank_code', { length: 3 }),
  bankBranch: text('bank_branch'),
  bankAccount: text('bank_account'),
  bankAccountType: text('bank_account_type'),
  accountHolderName: text('account_holder_name'),
  accountHolderDocument: varchar('account_holder_document', { length: 14 }),
  updatedBy: uuid('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
export type CompanyFinancialRow = typeof companyFinancial.$inferSelect;
