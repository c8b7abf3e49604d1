import {
  addDays,
  availableWindowsOn,
  blockedWindowsOn,
  fromMinutes,
  type HolidayCalendar,
  hasAnyRole,
  holidayCalendar,
  isClosedHoliday,
  type Locale,
  overlaps,
  SCHEDULE_MAX_RANGE_DAYS,
  SCHEDULE_OWN_ROLES,
  SCHEDULE_READ_ROLES,
  SCHEDULE_WRITE_ROLES,
  scheduleInputSchema,
  type TAvailabilityDayDto,
  translateIssues,
  utcToZonedTime,
  type Window,
  weekdayOf,
  windowOf,
  ZProfessionalScheduleShape,
} from '@teleconsulta/schema';
import { companyHolidayService } from '../holiday/company-holiday.service.js';
import { AppError, badField, forbidden, notFound } from '../kit/errors.js';
import type { EventPort } from '../kit/events.js';
import type { Tenant } from '../kit/http.js';
import { companyOf } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import {
  type Availability,
  type BookedAppointment,
  type CompanyCalendar,
  type ScheduleOwner,
  scheduleRepository,
} from './schedule.repository.js';
import type { TAvailabilityCalendarDto, TAvailabilityCalendarQuery, TProfessionalScheduleDto } from './schedule.schemas.js';

/** How many conflicting appointments a field error lists by date before "…". */
const LISTED_CONFLICTS = 5;

const isOwn = (tenant: Tenant, owner: ScheduleOwner) =>
  hasAnyRole(tenant.roles, SCHEDULE_OWN_ROLES) && owner.userId !== null && owner.userId === tenant.principal.userId;

/**
 * The professional whose schedule is asked for, if the caller may read (write) it: staff any of the tenant's, a
 * doctor only their own; a patient nothing. Another tenant's id is NOT_FOUND, like an unknown one.
 */
async function ownerFor(tx: Tx, tenant: Tenant, id: string, access: 'read' | 'write'): Promise<ScheduleOwner> {
  const staffRoles = access === 'read' ? SCHEDULE_READ_ROLES : SCHEDULE_WRITE_ROLES;
  if (!hasAnyRole(tenant.roles, [...staffRoles, ...SCHEDULE_OWN_ROLES])) throw forbidden();
  companyOf(tenant);
  const owner = await scheduleRepository.owner(tx, id);
  if (!owner) throw notFound();
  if (!hasAnyRole(tenant.roles, staffRoles) && !isOwn(tenant, owner)) throw forbidden();
  return owner;
}

/** The company's holidays (national, its state's and its own) over a range of dates: one statement. */
async function holidaysOf(tx: Tx, owner: ScheduleOwner, calendar: CompanyCalendar, from: string, to: string): Promise<HolidayCalendar> {
  const clinic = await companyHolidayService.between(tx, owner.companyId, from, to);
  return holidayCalendar({ state: calendar.state }, clinic);
}

/** The dates a schedule's exceptions may name: today … today + 35. */
const ruleRange = (calendar: CompanyCalendar) => ({ from: calendar.today, to: addDays(calendar.today, SCHEDULE_MAX_RANGE_DAYS) });

function toDto(
  owner: ScheduleOwner,
  calendar: CompanyCalendar,
  availability: Availability,
  updatedAt: string | null,
  holidays: HolidayCalendar,
): TProfessionalScheduleDto {
  const range = ruleRange(calendar);
  return {
    professionalId: owner.id,
    timeZone: calendar.timeZone,
    appointmentDuration: calendar.appointmentDuration,
    today: calendar.today,
    maxDaysAhead: SCHEDULE_MAX_RANGE_DAYS,
    skipHolidays: availability.skipHolidays,
    weekly: availability.weekly,
    extra: availability.extra,
    blocked: availability.blocked,
    updatedAt,
    closedDates: [...holidays.closedBetween(range.from, range.to)].sort(),
  };
}

/** GET /professional/{id}/schedule: the weekly windows and the extra and blocked dates from today on. */
async function get(tx: Tx, tenant: Tenant, id: string): Promise<TProfessionalScheduleDto> {
  const owner = await ownerFor(tx, tenant, id, 'read');
  const calendar = await scheduleRepository.calendar(tx, owner.companyId);
  const availability = await scheduleRepository.availability(tx, owner, calendar.today);
  const range = ruleRange(calendar);
  return toDto(owner, calendar, availability, owner.scheduleUpdatedAt, await holidaysOf(tx, owner, calendar, range.from, range.to));
}

const dateText = (date: string, time: string, locale: Locale) =>
  locale === 'en' ? `${date} ${time}` : `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)} ${time}`;

/** An appointment's slot on its local start date (one that runs past midnight is taken to the end of that day). */
function slotOf(a: BookedAppointment): Window {
  const start = Number(a.startTime.slice(0, 2)) * 60 + Number(a.startTime.slice(3, 5));
  const end = a.endDate > a.startDate ? 24 * 60 : Number(a.endTime.slice(0, 2)) * 60 + Number(a.endTime.slice(3, 5));
  return { start, end };
}

/** Whether the new availability still holds the appointment (and the part after midnight, if any). */
function holds(schedule: Availability, a: BookedAppointment): boolean {
  const covered = (date: string, slot: Window) =>
    availableWindowsOn(schedule, date).some((w) => w.start <= slot.start && slot.end <= w.end);
  if (!covered(a.startDate, slotOf(a))) return false;
  if (a.endDate > a.startDate && a.endTime !== '00:00') {
    const end = Number(a.endTime.slice(0, 2)) * 60 + Number(a.endTime.slice(3, 5));
    return covered(a.endDate, { start: 0, end });
  }
  return true;
}

/** The input that takes the appointment's time away: a blocked date, the holidays switch, a weekly or extra window, or the weekly list. */
function blame(schedule: Availability, a: BookedAppointment): string {
  const slot = slotOf(a);
  const blockedIndex = schedule.blocked.findIndex((b) => {
    const w = windowOf(b);
    return b.date === a.startDate && w !== undefined && overlaps(w, slot);
  });
  if (blockedIndex >= 0) return `blocked.${blockedIndex}.date`;
  if (schedule.skipHolidays && isClosedHoliday(schedule, a.startDate)) return 'skipHolidays';
  const within = (index: number, w: Window | undefined, prefix: string) =>
    w && overlaps(w, slot) ? `${prefix}.${index}.${slot.end > w.end ? 'end' : 'start'}` : undefined;
  const day = weekdayOf(a.startDate);
  for (const [i, w] of schedule.weekly.entries()) {
    const field = w.day === day ? within(i, windowOf(w), 'weekly') : undefined;
    if (field) return field;
  }
  for (const [i, e] of schedule.extra.entries()) {
    const field = e.date === a.startDate ? within(i, windowOf(e), 'extra') : undefined;
    if (field) return field;
  }
  return 'weekly';
}

/**
 * Existing appointments are never cancelled by a schedule change: a save that would leave any of them outside the
 * availability is refused, naming how many and when, under the input that takes their time away.
 */
function appointmentConflicts(schedule: Availability, booked: readonly BookedAppointment[], locale: Locale) {
  const byField = new Map<string, BookedAppointment[]>();
  for (const a of booked) {
    if (holds(schedule, a)) continue;
    const field = blame(schedule, a);
    byField.set(field, [...(byField.get(field) ?? []), a]);
  }
  return [...byField.entries()].map(([field, list]) => {
    const dates = list.slice(0, LISTED_CONFLICTS).map((a) => dateText(a.startDate, a.startTime, locale));
    const more = list.length > LISTED_CONFLICTS ? ', …' : '';
    return { field, key: 'appointmentsConflict' as const, args: [list.length, `${dates.join(', ')}${more}`] };
  });
}

/**
 * PUT /professional/{id}/schedule: replaces the whole availability. The shared rules run with the company's today and
 * appointment duration; then the professional's appointments must all still fit. Any failure changes nothing and
 * answers "Unable to save your schedule, please try again" with the field errors.
 */
async function update(
  tx: Tx,
  tenant: Tenant,
  id: string,
  body: unknown,
  locale: Locale,
  events: EventPort,
): Promise<TProfessionalScheduleDto> {
  const owner = await ownerFor(tx, tenant, id, 'write');
  await scheduleRepository.lock(tx, owner.id);
  const shape = ZProfessionalScheduleShape.safeParse(body ?? {});
  if (!shape.success) throw new AppError('SCHEDULE_SAVE_FAILED', { issues: translateIssues(shape.error, locale) });
  const calendar = await scheduleRepository.calendar(tx, owner.companyId);
  const saved = await scheduleRepository.availability(tx, owner);
  const booked = await scheduleRepository.booked(tx, owner.id, calendar.timeZone);
  // The company's holidays over every date the rules and the booked appointments name.
  const range = ruleRange(calendar);
  const lastBooked = [range.to, ...booked.map((a) => a.endDate)].sort().at(-1) ?? range.to;
  const holidays = await holidaysOf(tx, owner, calendar, range.from, lastBooked);
  const closedDates = holidays.closedBetween(range.from, lastBooked);
  const rules = scheduleInputSchema({ today: calendar.today, appointmentDuration: calendar.appointmentDuration, saved, closedDates });
  const checked = rules.safeParse(body ?? {});
  if (!checked.success) throw new AppError('SCHEDULE_SAVE_FAILED', { issues: translateIssues(checked.error, locale) });
  // Saved exceptions already in the past are dropped; today's stay in force.
  const input: Availability = {
    ...checked.data,
    extra: checked.data.extra.filter((e) => e.date >= calendar.today),
    blocked: checked.data.blocked.filter((e) => e.date >= calendar.today),
  };
  const conflicts = appointmentConflicts({ ...input, closedDates }, booked, locale);
  if (conflicts.length > 0) throw new AppError('SCHEDULE_SAVE_FAILED', { fields: conflicts });
  const updatedAt = await scheduleRepository.replace(tx, owner, input);
  await events.append(tx, {
    companyId: owner.companyId,
    topic: 'professional',
    type: 'SCHEDULE_UPDATED',
    entityId: owner.id,
    payload: { userId: owner.userId },
  });
  return toDto(owner, calendar, input, updatedAt, holidays);
}

/**
 * GET /professional/availabilitycalendar: per day of the company's calendar, the professional's working windows
 * (weekly + extra − blocked, weekly skipped on the company's closed holidays — national, its state's and its own —
 * when the schedule says so). At most 35 days
 * (SPEC §9); from defaults to today, to to from + 34. Appointments are not subtracted: slots are another matter.
 */
async function calendar(tx: Tx, tenant: Tenant, query: TAvailabilityCalendarQuery, locale: Locale): Promise<TAvailabilityCalendarDto> {
  const owner = await ownerFor(tx, tenant, query.professionalId, 'read');
  const company = await scheduleRepository.calendar(tx, owner.companyId);
  const from = query.from ?? company.today;
  const to = query.to ?? addDays(from, SCHEDULE_MAX_RANGE_DAYS - 1);
  if (to < from) throw badField('to', 'endBeforeStart');
  if (to > addDays(from, SCHEDULE_MAX_RANGE_DAYS - 1)) throw badField('to', 'rangeTooLong');
  const holidays = await holidaysOf(tx, owner, company, from, to);
  const schedule = { ...(await scheduleRepository.availability(tx, owner, from)), closedDates: holidays.closedBetween(from, to) };
  const days: TAvailabilityDayDto[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const holiday = holidays.on(date);
    const windows = availableWindowsOn(schedule, date);
    days.push({
      date,
      weekday: weekdayOf(date),
      holiday: holiday
        ? { key: holiday.key, kind: holiday.kind, name: locale === 'en' ? holiday.name.en : holiday.name.pt, closed: holiday.closed }
        : null,
      holidaySkipped: schedule.skipHolidays && holiday?.closed === true && schedule.weekly.some((w) => w.day === weekdayOf(date)),
      hasExtra: schedule.extra.some((e) => e.date === date),
      hasBlocked: blockedWindowsOn(schedule, date).length > 0,
      windows: windows.map((w) => ({ start: fromMinutes(w.start), end: fromMinutes(w.end) })),
      minutes: windows.reduce((n, w) => n + w.end - w.start, 0),
    });
  }
  return { professionalId: owner.id, timeZone: company.timeZone, from, to, days };
}

/**
 * For a booking or a reschedule (the appointment service): takes the lock a save takes on the professional's row, so
 * a booking and a schedule change of one professional run one after the other, then answers the company's calendar
 * and the availability as the calendar and the save read it — the company's closed holidays included — over the
 * local date of `startsAt`. Undefined: no professional of the tenant. No role check: the caller decides who books.
 */
async function lockForBooking(tx: Tx, professionalId: string, startsAt: string) {
  await scheduleRepository.lock(tx, professionalId);
  const owner = await scheduleRepository.owner(tx, professionalId);
  if (!owner) return undefined;
  const calendar = await scheduleRepository.calendar(tx, owner.companyId);
  const { date } = utcToZonedTime(Date.parse(startsAt), calendar.timeZone);
  const holidays = await holidaysOf(tx, owner, calendar, date, date);
  const availability: Availability = {
    ...(await scheduleRepository.availability(tx, owner, date)),
    closedDates: holidays.closedBetween(date, date),
  };
  return { calendar, availability };
}

export const scheduleService = { get, update, calendar, lockForBooking };
