import { addDays } from '@teleconsulta/schema';
import { availabilityService } from '../availability/availability.service.js';
import { badField, notFound } from '../kit/errors.js';
import type { PublicTenant } from '../kit/public-tenant.js';
import type { Tx } from '../kit/tenant.js';
import { landingRepository } from './landing.repository.js';
import type { TLandingMonthDto, TLandingNextDayDto, TLandingScheduleQuery } from './landing.schemas.js';

/** The last day of a YYYY-MM month. */
const monthEnd = (month: string) => addDays(`${addDays(`${month}-28`, 4).slice(0, 7)}-01`, -1);

/** GET /landing/permalink: the landing company of that permalink (NOT_FOUND for any other). */
async function company(tx: Tx, permalink: string, withinCompanyId: string | null) {
  const found = await landingRepository.byPermalink(tx, permalink, withinCompanyId);
  if (!found) throw notFound();
  return found;
}

/** GET /landing/{id}/profile: an active professional's public profile. */
async function profile(tx: Tx, _tenant: PublicTenant, id: string) {
  const found = await landingRepository.profile(tx, id);
  if (!found) throw notFound();
  return found;
}

/**
 * GET /landing/{id}/schedule?filter=month_available=YYYY-MM: the dates of the month with a free slot (a visitor books
 * like a patient: with the company's minimum notice, within today … today + 34), and the slots of `date=` if asked.
 */
async function month(tx: Tx, tenant: PublicTenant, id: string, query: TLandingScheduleQuery): Promise<TLandingMonthDto> {
  const first = `${query.filter}-01`;
  const last = monthEnd(query.filter);
  if (query.date && (query.date < first || query.date > last)) throw badField('date', 'invalid');
  const result = await availabilityService.compute(tx, {
    companyId: tenant.companyId,
    filter: { professionalId: id },
    withNotice: true,
    clamp: { from: first, to: last },
  });
  if (result.professionals.length === 0 && !(await landingRepository.profile(tx, id))) throw notFound();
  return {
    professionalId: id,
    month: query.filter,
    timeZone: result.calendar.timeZone,
    dates: [...new Set(result.slots.map((s) => s.date))],
    date: query.date ?? null,
    slots: query.date ? result.slots.filter((s) => s.date === query.date) : [],
  };
}

/** GET /landing/{id}/schedule/nextdayavailable: the first date with a free slot within 35 days, or null. */
async function nextDay(tx: Tx, tenant: PublicTenant, id: string): Promise<TLandingNextDayDto> {
  const result = await availabilityService.compute(tx, {
    companyId: tenant.companyId,
    filter: { professionalId: id },
    withNotice: true,
    clamp: { from: '0000-01-01', to: '9999-12-31' },
  });
  if (result.professionals.length === 0) throw notFound();
  return { professionalId: id, date: result.slots[0]?.date ?? null };
}

export const landingService = { company, profile, month, nextDay };
