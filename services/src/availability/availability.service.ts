import {
  AVAILABILITY_READ_ROLES,
  AVAILABILITY_STAFF_ROLES,
  addDays,
  freeSlots,
  hasAnyRole,
  holidayCalendar,
  PROFESSIONAL_ROLES,
  SCHEDULE_MAX_RANGE_DAYS,
  STATIC_DOMAIN_LISTS,
  type TAvailabilityDto,
  type TAvailabilityQuery,
  type TAvailableSlotDto,
  zonedTimeToUtcMs,
} from '@teleconsulta/schema';
import { companyHolidayService } from '../holiday/company-holiday.service.js';
import { AppError, badField, forbidden, notFound } from '../kit/errors.js';
import { requireRole, type Tenant } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import {
  availabilityRepository,
  type CompanyCalendarRow,
  type ProfessionalAvailability,
  type ProfessionalFilter,
} from './availability.repository.js';

const HOUR_MS = 3_600_000;

export type SlotsRequest = {
  companyId: string;
  filter: ProfessionalFilter;
  /** Dates of the company's calendar; from defaults to today, to to from + 34. */
  from?: string;
  to?: string;
  /** Whether the company's minimum notice applies (a patient, an anonymous visitor) or the caller books from now. */
  withNotice: boolean;
  /** Clamps the range to the dates a booking may take (today … today + 34) instead of refusing it (the landing month). */
  clamp?: { from: string; to: string };
};

export type SlotsResult = {
  calendar: CompanyCalendarRow;
  from: string;
  to: string;
  notBefore: Date;
  professionals: ProfessionalAvailability[];
  slots: TAvailableSlotDto[];
};

/** from/to of the request, checked: not before today, to not before from, at most 35 days (SPEC §9). */
function rangeOf(req: SlotsRequest, today: string): { from: string; to: string } | null {
  if (req.clamp) {
    const from = [req.clamp.from, today].sort()[1]!;
    const to = [req.clamp.to, addDays(today, SCHEDULE_MAX_RANGE_DAYS - 1)].sort()[0]!;
    return to < from ? null : { from, to };
  }
  const from = req.from ?? today;
  if (from < today) throw badField('from', 'dateBeforeToday');
  const to = req.to ?? addDays(from, SCHEDULE_MAX_RANGE_DAYS - 1);
  if (to < from) throw badField('to', 'endBeforeStart');
  if (to > addDays(from, SCHEDULE_MAX_RANGE_DAYS - 1)) throw badField('to', 'rangeTooLong');
  return { from, to };
}

/**
 * The engine's I/O: one statement each for the company calendar, the professionals (with their weekly windows and
 * exceptions), the company's own holidays and the busy intervals of all of them, whatever the number of
 * professionals, days or appointments; then the pure freeSlots per professional. Slots ordered by start, then name.
 */
async function compute(tx: Tx, req: SlotsRequest): Promise<SlotsResult> {
  const calendar = await availabilityRepository.calendar(tx, req.companyId);
  if (!calendar) throw notFound();
  const now = new Date(calendar.now);
  const notBefore = new Date(now.getTime() + (req.withNotice ? calendar.noticeHours * HOUR_MS : 0));
  const range = rangeOf(req, calendar.today);
  // An empty (clamped) range still reads nothing it does not need; the statements stay the same in every other case.
  if (!range) return { calendar, from: calendar.today, to: calendar.today, notBefore, professionals: [], slots: [] };
  const { from, to } = range;
  const professionals = await availabilityRepository.professionals(tx, req.filter, from, to);
  const clinic = await companyHolidayService.between(tx, req.companyId, from, to);
  const fromInstant = new Date(zonedTimeToUtcMs(from, 0, calendar.timeZone)).toISOString();
  const toInstant = new Date(zonedTimeToUtcMs(addDays(to, 1), 0, calendar.timeZone)).toISOString();
  const busy = await availabilityRepository.busy(tx, req.filter, fromInstant, toInstant);
  const closedDates = holidayCalendar({ state: calendar.state }, clinic).closedBetween(from, to);
  const slots: TAvailableSlotDto[] = [];
  for (const p of professionals) {
    const own = freeSlots({
      availability: { ...p.availability, closedDates },
      from,
      to,
      timeZone: calendar.timeZone,
      durationMinutes: calendar.appointmentDuration,
      busy: busy.get(p.id) ?? [],
      notBefore,
    });
    for (const s of own) slots.push({ professionalId: p.id, professionalName: p.name, specialties: p.specialties, ...s });
  }
  if (professionals.length > 1) slots.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  return { calendar, from, to, notBefore, professionals, slots };
}

const isKnownSpecialty = (code: string) => STATIC_DOMAIN_LISTS.REQUEST_SPECIALTYS.some((s) => s.code === code);

/**
 * GET /appointment/availability: free slots of one professional, of the active professionals of a specialty, or of
 * the whole company. Patients get the company's minimum notice; staff and doctors book from now. A doctor (D/DC
 * without a staff or patient role) reads only their own.
 */
async function slots(tx: Tx, tenant: Tenant, query: TAvailabilityQuery): Promise<TAvailabilityDto> {
  requireRole(tenant, AVAILABILITY_READ_ROLES);
  if (!tenant.companyId) throw new AppError('COMPANY_HEADER_REQUIRED');
  if (query.specialty && !isKnownSpecialty(query.specialty)) throw badField('specialty', 'invalid');
  const staff = hasAnyRole(tenant.roles, AVAILABILITY_STAFF_ROLES);
  const ownOnly = !staff && !tenant.roles.includes('P') && hasAnyRole(tenant.roles, PROFESSIONAL_ROLES);
  const filter: ProfessionalFilter = {
    professionalId: query.professionalId,
    specialty: query.specialty,
    userId: ownOnly ? tenant.principal.userId : undefined,
  };
  const withNotice = !staff && !hasAnyRole(tenant.roles, PROFESSIONAL_ROLES);
  const result = await compute(tx, { companyId: tenant.companyId, filter, from: query.from, to: query.to, withNotice });
  // One professional asked for and not found: another doctor's (for a doctor) is ACCESS_DENIED, an unknown,
  // inactive or foreign one NOT_FOUND.
  if (query.professionalId && result.professionals.length === 0) throw ownOnly ? forbidden() : notFound();
  return {
    timeZone: result.calendar.timeZone,
    appointmentDuration: result.calendar.appointmentDuration,
    from: result.from,
    to: result.to,
    notBefore: result.notBefore.toISOString(),
    slots: result.slots,
  };
}

/** The company's calendar (its today, time zone, notice and place), for the holidays' checks. */
const calendarOf = (tx: Tx, companyId: string) => availabilityRepository.calendar(tx, companyId);
/** Active professionals with their weekly windows and time off from `from` to `to`, for the holidays' checks. */
const professionalsOf = (tx: Tx, filter: ProfessionalFilter, from: string, to: string) =>
  availabilityRepository.professionals(tx, filter, from, to);

export const availabilityService = { slots, compute, calendarOf, professionalsOf };
