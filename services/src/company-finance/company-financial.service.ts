import {
  COMPANY_FINANCE_READ_ROLES,
  COMPANY_FINANCE_WRITE_ROLES,
  percentOfCents,
  type TBenefitClubDto,
  type TCompanyFinancial,
  type TCompanyFinancialDto,
  type TFinancialResumeDto,
} from '@teleconsulta/schema';
import { companyService } from '../company/company.service.js';
import { AppError, forbidden } from '../kit/errors.js';
import { companyOf, requireRole, type Tenant } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import { paymentFinanceService } from '../payment/payment-finance.service.js';
import { planService } from '../plan/plan.service.js';
import { type CommissionTerms, companyFinancialRepository } from './company-financial.repository.js';
import { addDays, type TFinancialResumeQuery } from './company-financial.schemas.js';

async function get(tx: Tx, tenant: Tenant, companyId: string): Promise<TCompanyFinancialDto> {
  requireRole(tenant, COMPANY_FINANCE_READ_ROLES);
  await companyService.get(tx, companyId, tenant);
  return companyFinancialRepository.get(tx, companyId);
}

async function update(tx: Tx, tenant: Tenant, companyId: string, input: TCompanyFinancial): Promise<TCompanyFinancialDto> {
  requireRole(tenant, COMPANY_FINANCE_WRITE_ROLES);
  await companyService.get(tx, companyId, tenant);
  return companyFinancialRepository.upsert(tx, companyId, tenant.principal.userId, input);
}

/**
 * The commission the platform takes, in integer units: the company's own terms (percent or reais, as the company
 * form has them) or else its plan's (hundredths of a percent or cents already), or none.
 */
async function commissionTerms(
  tx: Tx,
  company: Awaited<ReturnType<typeof companyService.get>>,
): Promise<{ terms: CommissionTerms; source: TFinancialResumeDto['commissionSource'] }> {
  if (company.commissionType && company.commissionValue !== null) {
    return { terms: { type: company.commissionType, value: Math.round(company.commissionValue * 100) }, source: 'COMPANY' };
  }
  const plan = company.planId ? await planService.commissionOf(tx, company.planId) : undefined;
  if (plan?.commissionType && plan.commissionValue !== null) {
    return { terms: { type: plan.commissionType, value: plan.commissionValue }, source: 'PLAN' };
  }
  return { terms: { type: null, value: 0 }, source: 'NONE' };
}

/**
 * What the company earned in a period of its own calendar (default: its settings' period, up to today). Appointments
 * are read under the tenant's row-level security, so the resume is for the company of the x-company-id header: another
 * company's (a branch's) is refused rather than answered with zeros.
 */
async function resume(tx: Tx, tenant: Tenant, companyId: string, query: TFinancialResumeQuery): Promise<TFinancialResumeDto> {
  requireRole(tenant, COMPANY_FINANCE_READ_ROLES);
  const company = await companyService.get(tx, companyId, tenant);
  if (tenant.companyId !== companyId) throw forbidden();
  const timeZone = company.settings.timeZone;
  const to =
    query.to ?? (query.from ? addDays(query.from, company.settings.period - 1) : await companyFinancialRepository.today(tx, timeZone));
  const from = query.from ?? addDays(to, -(company.settings.period - 1));
  const { terms, source } = await commissionTerms(tx, company);
  // One connection per transaction: the two statements run one after the other.
  const rows = await companyFinancialRepository.days(tx, companyId, timeZone, from, to, terms);
  const totals = await companyFinancialRepository.totals(tx, companyId, timeZone, from, to);
  const payments = await paymentFinanceService.periodFigures(tx, companyId, timeZone, from, to);
  const byDate = new Map(rows.map((r) => [r.date, r]));
  const days: TFinancialResumeDto['days'] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const r = byDate.get(date);
    const paid = r?.paid ?? 0;
    const revenue = r?.revenue ?? 0;
    const commission = r?.commission ?? 0;
    days.push({ date, paidAppointments: paid, revenueCents: revenue, commissionCents: commission, netCents: revenue - commission });
  }
  const sum = (key: 'paidAppointments' | 'revenueCents' | 'commissionCents' | 'netCents') => days.reduce((n, d) => n + d[key], 0);
  const paidAppointments = sum('paidAppointments');
  const revenueCents = sum('revenueCents');
  return {
    companyId,
    from,
    to,
    currency: 'BRL',
    commissionSource: source,
    commissionType: terms.type,
    paidAppointments,
    revenueCents,
    commissionCents: sum('commissionCents'),
    netCents: sum('netCents'),
    averageTicketCents: paidAppointments ? Math.round(revenueCents / paidAppointments) : 0,
    pendingAppointments: totals.pending,
    pendingCents: totals.pendingCents,
    cancelledPaidAppointments: totals.cancelledPaid,
    cancelledPaidCents: totals.cancelledPaidCents,
    paymentsByMethod: payments.byMethod,
    installmentPayments: payments.installmentPayments,
    interestCents: payments.interestCents,
    refunds: payments.refunds,
    refundedCents: payments.refundedCents,
    days,
  };
}

/** The settings the payment and booking modules read (no role check: they decide who may act). */
const settingsFor = (tx: Tx, companyId: string): Promise<TCompanyFinancialDto> => companyFinancialRepository.get(tx, companyId);

/** A price less the benefits club's discount (basis points, the discount rounded half up). */
export const clubPrice = (cents: number, discountBps: number) => cents - percentOfCents(cents, discountBps);

/**
 * The price of a new appointment of a type: a return's own price, every other type the consultation price — the
 * benefits club's price when the clinic grants its patients club access and has a club discount.
 */
async function priceFor(tx: Tx, companyId: string, type: string): Promise<number> {
  const f = await companyFinancialRepository.get(tx, companyId);
  const base = type === 'RETURN' ? f.returnPriceCents : f.consultationPriceCents;
  if (f.benefitClubDiscountBps === 0) return base;
  const company = await companyService.get(tx, companyId);
  return company.rules.benefitsClubAccess ? clubPrice(base, f.benefitClubDiscountBps) : base;
}

/**
 * GET /financial/benefitclub/pso: the benefits club's price list for the patients of the current company (any member
 * reads it); a clinic that does not grant club access answers BENEFITS_CLUB_DENIED ("Contact the clinic administrator").
 */
async function benefitClub(tx: Tx, tenant: Tenant): Promise<TBenefitClubDto> {
  const companyId = companyOf(tenant);
  const company = await companyService.get(tx, companyId);
  if (!company.rules.benefitsClubAccess) throw new AppError('BENEFITS_CLUB_DENIED');
  const f = await companyFinancialRepository.get(tx, companyId);
  const item = (type: 'FIRST_CONSULTATION' | 'RETURN', priceCents: number) => ({
    type,
    priceCents,
    clubPriceCents: clubPrice(priceCents, f.benefitClubDiscountBps),
  });
  return {
    companyName: company.name,
    discountBps: f.benefitClubDiscountBps,
    prices: [item('FIRST_CONSULTATION', f.consultationPriceCents), item('RETURN', f.returnPriceCents)],
  };
}

export const companyFinancialService = { get, update, resume, settingsFor, priceFor, benefitClub };
