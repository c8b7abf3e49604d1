import {
  availableWindowsOn,
  type ClinicHolidayValue,
  COMPANY_HOLIDAY_READ_ROLES,
  COMPANY_HOLIDAY_WRITE_ROLES,
  companyHolidays,
  companyHolidaysInputSchema,
  type Locale,
  translateIssues,
  ZCompanyHolidaysShape,
} from '@teleconsulta/schema';
import type { availabilityService } from '../availability/availability.service.js';
import { companyService } from '../company/company.service.js';
import { AppError } from '../kit/errors.js';
import type { EventPort } from '../kit/events.js';
import { requireRole, type Tenant } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import { companyHolidayRepository, type HolidayAppointment } from './company-holiday.repository.js';
import type { TCompanyHolidayYearDto } from './company-holiday.schemas.js';

const LISTED_CONFLICTS = 5;

/**
 * What the holidays read of the availability domain: the company's calendar and the professionals' weekly windows.
 * The caller passes the availability service in (it reads the holidays itself, so this module does not import it).
 */
export type AvailabilityReads = Pick<typeof availabilityService, 'calendarOf' | 'professionalsOf'>;

async function yearOf(tx: Tx, availability: AvailabilityReads, companyId: string, year: number | undefined) {
  const calendar = await availability.calendarOf(tx, companyId);
  if (!calendar) throw new AppError('NOT_FOUND');
  return { calendar, year: year ?? Number(calendar.today.slice(0, 4)) };
}

function toDto(
  companyId: string,
  year: number,
  state: string | null,
  rows: readonly ClinicHolidayValue[],
  locale: Locale,
): TCompanyHolidayYearDto {
  return {
    companyId,
    year,
    state,
    holidays: companyHolidays(year, { state }, rows).map((h) => ({
      date: h.date,
      key: h.key,
      kind: h.kind,
      name: locale === 'en' ? h.name.en : h.name.pt,
      closed: h.closed,
      worked: h.worked,
    })),
  };
}

/** GET /company/{id}/holidays?year=: national, state and the clinic's own holidays of a year (default: this year). */
async function get(
  tx: Tx,
  tenant: Tenant,
  companyId: string,
  year: number | undefined,
  locale: Locale,
  availability: AvailabilityReads,
): Promise<TCompanyHolidayYearDto> {
  requireRole(tenant, COMPANY_HOLIDAY_READ_ROLES);
  await companyService.get(tx, companyId, tenant);
  const found = await yearOf(tx, availability, companyId, year);
  const rows = await companyHolidayRepository.between(tx, companyId, `${found.year}-01-01`, `${found.year}-12-31`);
  return toDto(companyId, found.year, found.calendar.state, rows, locale);
}

const dateText = (date: string, minutes: number, locale: Locale) => {
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return locale === 'en' ? `${date} ${time}` : `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)} ${time}`;
};

/**
 * Appointments are never cancelled by a calendar change (SPEC §5): a newly closed date that would leave an appointment
 * of a professional who skips holidays outside their availability is refused under the input that closes it.
 */
async function conflicts(
  tx: Tx,
  availability: AvailabilityReads,
  companyId: string,
  timeZone: string,
  newlyClosed: Map<string, string>,
  closed: { before: ReadonlySet<string>; after: ReadonlySet<string> },
  locale: Locale,
) {
  const found = await companyHolidayRepository.appointmentsOn(tx, companyId, timeZone, [...newlyClosed.keys()]);
  if (found.length === 0) return [];
  const ids = [...new Set(found.map((a) => a.professionalId))];
  const dates = found.map((a) => a.date).sort();
  const professionals = await availability.professionalsOf(tx, { ids }, dates[0]!, dates.at(-1)!);
  const byId = new Map(professionals.map((p) => [p.id, p.availability]));
  const byField = new Map<string, HolidayAppointment[]>();
  for (const a of found) {
    const availability = byId.get(a.professionalId);
    const covered = (closedDates: ReadonlySet<string>) =>
      availability !== undefined &&
      availableWindowsOn({ ...availability, closedDates }, a.date).some((w) => w.start <= a.start && a.end <= w.end);
    // Only the appointments this change takes the time of: one already outside the schedule is not this change's.
    if (!covered(closed.before) || covered(closed.after)) continue;
    const field = newlyClosed.get(a.date)!;
    byField.set(field, [...(byField.get(field) ?? []), a]);
  }
  return [...byField.entries()].map(([field, list]) => {
    const when = list.slice(0, LISTED_CONFLICTS).map((a) => dateText(a.date, a.start, locale));
    return {
      field,
      key: 'appointmentsConflict' as const,
      args: [list.length, `${when.join(', ')}${list.length > LISTED_CONFLICTS ? ', …' : ''}`],
    };
  });
}

/**
 * PUT /company/{id}/holidays?year=: replaces the year's own holidays (closed dates with names, worked national or
 * state holidays). A rule that fails, or an appointment a newly closed date would leave outside its professional's
 * schedule, refuses the whole change.
 */
async function update(
  tx: Tx,
  tenant: Tenant,
  companyId: string,
  year: number | undefined,
  body: unknown,
  locale: Locale,
  ports: { events: EventPort; availability: AvailabilityReads },
): Promise<TCompanyHolidayYearDto> {
  const { events, availability } = ports;
  requireRole(tenant, COMPANY_HOLIDAY_WRITE_ROLES);
  await companyService.get(tx, companyId, tenant);
  const found = await yearOf(tx, availability, companyId, year);
  const shape = ZCompanyHolidaysShape.safeParse(body ?? {});
  if (!shape.success) throw new AppError('BAD_INPUT', { issues: translateIssues(shape.error, locale) });
  const checked = companyHolidaysInputSchema({ year: found.year, state: found.calendar.state }).safeParse(body ?? {});
  if (!checked.success) throw new AppError('BAD_INPUT', { issues: translateIssues(checked.error, locale) });
  const values: ClinicHolidayValue[] = [
    ...checked.data.clinic.map((c) => ({ date: c.date, worked: false, name: c.name })),
    ...checked.data.worked.map((date) => ({ date, worked: true, name: null })),
  ].sort((a, b) => a.date.localeCompare(b.date));

  const before = await companyHolidayRepository.between(tx, companyId, `${found.year}-01-01`, `${found.year}-12-31`);
  const place = { state: found.calendar.state };
  const wasClosed = new Set(
    companyHolidays(found.year, place, before)
      .filter((h) => h.closed)
      .map((h) => h.date),
  );
  const nowClosed = companyHolidays(found.year, place, values).filter((h) => h.closed);
  // The input that closes each newly closed future date: its clinic row, or the worked list it left.
  const newlyClosed = new Map<string, string>();
  for (const h of nowClosed) {
    if (wasClosed.has(h.date) || h.date < found.calendar.today) continue;
    const index = checked.data.clinic.findIndex((c) => c.date === h.date);
    newlyClosed.set(h.date, index >= 0 ? `clinic.${index}.date` : 'worked');
  }
  const closed = { before: wasClosed, after: new Set(nowClosed.map((h) => h.date)) };
  const issues = await conflicts(tx, availability, companyId, found.calendar.timeZone, newlyClosed, closed, locale);
  if (issues.length > 0) throw new AppError('CONFLICT', { fields: issues });

  await companyHolidayRepository.replaceYear(tx, companyId, found.year, values, tenant.principal.userId);
  await events.append(tx, {
    companyId,
    topic: 'company',
    type: 'HOLIDAYS_UPDATED',
    entityId: companyId,
    payload: { year: found.year },
  });
  return toDto(companyId, found.year, found.calendar.state, values, locale);
}

/** The company's own holiday rows from `from` to `to` (inclusive), for the schedules and the free slots. */
const between = (tx: Tx, companyId: string, from: string, to: string): Promise<ClinicHolidayValue[]> =>
  companyHolidayRepository.between(tx, companyId, from, to);

export const companyHolidayService = { get, update, between };
