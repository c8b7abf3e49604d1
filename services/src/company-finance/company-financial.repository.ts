import { DEFAULT_COMPANY_FINANCIAL, type TCompanyFinancial, type TCompanyFinancialDto, ZCompanyFinancial } from '@teleconsulta/schema';
import { eq, sql } from 'drizzle-orm';
import { SQL_NOW } from '../kit/clock.js';
import type { Tx } from '../kit/tenant.js';
import { type CompanyFinancialRow, companyFinancial } from './company-financial.table.js';

const DEFAULTS = ZCompanyFinancial.parse(DEFAULT_COMPANY_FINANCIAL);

function toDto(companyId: string, r: CompanyFinancialRow | TCompanyFinancial, updatedAt: string | null): TCompanyFinancialDto {
  return {
    companyId,
    consultationPriceCents: r.consultationPriceCents,
    returnPriceCents: r.returnPriceCents,
    emergencyPriceCents: r.emergencyPriceCents,
    acceptsCreditCard: r.acceptsCreditCard,
    acceptsPix: r.acceptsPix,
    acceptsOnSite: r.acceptsOnSite,
    maxInstallments: r.maxInstallments,
    interestFreeInstallments: r.interestFreeInstallments,
    installmentInterestBps: r.installmentInterestBps,
    minInstallmentCents: r.minInstallmentCents,
    benefitClubDiscountBps: r.benefitClubDiscountBps,
    pixKeyType: (r.pixKeyType ?? null) as TCompanyFinancialDto['pixKeyType'],
    pixKey: r.pixKey ?? null,
    merchantName: r.merchantName ?? null,
    merchantCity: r.merchantCity ?? null,
    bankCode: r.bankCode ?? null,
    bankBranch: r.bankBranch ?? null,
    bankAccount: r.bankAccount ?? null,
    bankAccountType: (r.bankAccountType ?? null) as TCompanyFinancialDto['bankAccountType'],
    accountHolderName: r.accountHolderName ?? null,
    accountHolderDocument: r.accountHolderDocument ?? null,
    updatedAt,
  };
}

/** Money per day of the company's calendar: what was paid (not cancelled since) and the commission on it. */
export type ResumeDayRow = { date: string; paid: number; revenue: number; commission: number };
export type ResumeTotalsRow = { pending: number; pendingCents: number; cancelledPaid: number; cancelledPaidCents: number };
/** Commission terms in integer units: hundredths of a percent (PERCENTAGE) or cents per paid attendance (FIXED). */
export type CommissionTerms = { type: 'PERCENTAGE' | 'FIXED' | null; value: number };

/** The only file with company-finance SQL; RLS scopes every query to the tenant's companies. */
export const companyFinancialRepository = {
  /** The saved settings, or the defaults (updatedAt null) for a company that never saved them. */
  get: async (tx: Tx, companyId: string): Promise<TCompanyFinancialDto> => {
    const [row] = await tx.select().from(companyFinancial).where(eq(companyFinancial.companyId, companyId)).limit(1);
    return row ? toDto(companyId, row, new Date(row.updatedAt).toISOString()) : toDto(companyId, DEFAULTS, null);
  },

  upsert: async (tx: Tx, companyId: string, userId: string, input: TCompanyFinancial): Promise<TCompanyFinancialDto> => {
    // PUT replaces the whole object: an omitted optional field is cleared.
    const values = {
      companyId,
      consultationPriceCents: input.consultationPriceCents,
      returnPriceCents: input.returnPriceCents,
      emergencyPriceCents: input.emergencyPriceCents,
      acceptsCreditCard: input.acceptsCreditCard,
      acceptsPix: input.acceptsPix,
      acceptsOnSite: input.acceptsOnSite,
      maxInstallments: input.maxInstallments,
      interestFreeInstallments: input.interestFreeInstallments,
      installmentInterestBps: input.installmentInterestBps,
      minInstallmentCents: input.minInstallmentCents,
      benefitClubDiscountBps: input.benefitClubDiscountBps,
      pixKeyType: input.pixKeyType ?? null,
      pixKey: input.pixKey ?? null,
      merchantName: input.merchantName ?? null,
      merchantCity: input.merchantCity ?? null,
      bankCode: input.bankCode ?? null,
      bankBranch: input.bankBranch ?? null,
      bankAccount: input.bankAccount ?? null,
      bankAccountType: input.bankAccountType ?? null,
      accountHolderName: input.accountHolderName ?? null,
      accountHolderDocument: input.accountHolderDocument ?? null,
      updatedBy: userId,
    };
    const [row] = await tx
      .insert(companyFinancial)
      .values(values)
      .onConflictDoUpdate({ target: companyFinancial.companyId, set: { ...values, updatedAt: SQL_NOW } })
      .returning();
    return toDto(companyId, row!, new Date(row!.updatedAt).toISOString());
  },

  /** Today in the company's time zone, as YYYY-MM-DD. */
  today: async (tx: Tx, timeZone: string): Promise<string> => {
    const rows = (await tx.execute(sql`select to_char((app_now() at time zone ${timeZone})::date, 'YYYY-MM-DD') as today`)) as unknown as {
      rows: Array<{ today: string }>;
    };
    return rows.rows[0]!.today;
  },

  /**
   * One statement per figure set, whatever the number of appointments: paid per local day (rounded commission per
   * appointment, so days add up to the total), then pending and cancelled-after-payment for the period.
   */
  days: async (tx: Tx, companyId: string, timeZone: string, from: string, to: string, terms: CommissionTerms): Promise<ResumeDayRow[]> => {
    const commission =
      terms.type === 'PERCENTAGE'
        ? sql`round(a.price_cents * ${terms.value}::numeric / 10000)`
        : terms.type === 'FIXED'
          ? sql`least(${terms.value}::int, a.price_cents)`
          : sql`0`;
    const result = (await tx.execute(sql`
      select to_char((a.paid_at at time zone ${timeZone})::date, 'YYYY-MM-DD') as date,
             count(*)::int as paid,
             coalesce(sum(a.price_cents), 0)::bigint as revenue,
             coalesce(sum(${commission}), 0)::bigint as commission
        from appointment a
       where a.company_id = ${companyId}
         and a.status <> 'CANCELLED'
         and a.paid_at >= (${from}::date)::timestamp at time zone ${timeZone}
         and a.paid_at < ((${to}::date + 1)::timestamp at time zone ${timeZone})
       group by 1
       order by 1`)) as unknown as { rows: Array<{ date: string; paid: number; revenue: string | number; commission: string | number }> };
    return result.rows.map((r) => ({ date: r.date, paid: Number(r.paid), revenue: Number(r.revenue), commission: Number(r.commission) }));
  },

  totals: async (tx: Tx, companyId: string, timeZone: string, from: string, to: string): Promise<ResumeTotalsRow> => {
    const result = (await tx.execute(sql`
      with bounds as (
        select (${from}::date)::timestamp at time zone ${timeZone} as lo,
               ((${to}::date + 1)::timestamp at time zone ${timeZone}) as hi
      ), pending as (
        select count(*)::int as n, coalesce(sum(a.price_cents), 0)::bigint as cents
          from appointment a, bounds b
         where a.company_id = ${companyId} and a.starts_at >= b.lo and a.starts_at < b.hi
           and a.status = 'SCHEDULED' and a.paid_at is null and a.price_cents > 0
      ), cancelled as (
        select count(*)::int as n, coalesce(sum(a.price_cents), 0)::bigint as cents
          from appointment a, bounds b
         where a.company_id = ${companyId} and a.status = 'CANCELLED' and a.paid_at is not null
           and a.cancel_time >= b.lo and a.cancel_time < b.hi
      )
      select p.n as pending, p.cents as pending_cents, c.n as cancelled_paid, c.cents as cancelled_paid_cents
        from pending p, cancelled c`)) as unknown as {
      rows: Array<{ pending: number; pending_cents: string | number; cancelled_paid: number; cancelled_paid_cents: string | number }>;
    };
    const r = result.rows[0]!;
    return {
      pending: Number(r.pending),
      pendingCents: Number(r.pending_cents),
      cancelledPaid: Number(r.cancelled_paid),
      cancelledPaidCents: Number(r.cancelled_paid_cents),
    };
  },
};
