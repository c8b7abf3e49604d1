import { z } from 'zod';
import { COMPANY_HOLIDAY_NAME_MAX } from '../validation/company-holidays.js';
import { DATE_PATTERN, isCalendarDate } from '../validation/schedule.js';

/**
 * Availability (free slots), company holidays and the public landing: what the services answer and the gateway's
 * clients check. Local dates and times are of the company's time zone; startsAt/endsAt are UTC instants.
 */

const ZOptionalDate = z
  .string()
  .trim()
  .refine((v) => DATE_PATTERN.test(v) && isCalendarDate(v), { message: 'invalidDateTime' })
  .optional();

/** GET /appointment/availability?professionalId=&specialty=&from=&to= */
export const ZAvailabilityQuery = z.object({
  professionalId: z.uuid({ message: 'invalid' }).optional(),
  /** A REQUEST_SPECIALTYS code. */
  specialty: z.string().trim().min(1).max(10, { message: 'invalid' }).optional(),
  from: ZOptionalDate,
  to: ZOptionalDate,
});
export type TAvailabilityQuery = z.infer<typeof ZAvailabilityQuery>;

export const ZAvailableSlotDto = z.object({
  professionalId: z.string(),
  professionalName: z.string(),
  /** REQUEST_SPECIALTYS codes of the professional. */
  specialties: z.array(z.string()),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type TAvailableSlotDto = z.infer<typeof ZAvailableSlotDto>;

export const ZAvailabilityDto = z.object({
  timeZone: z.string(),
  appointmentDuration: z.number().int(),
  from: z.string(),
  to: z.string(),
  /** The earliest start offered to the caller: now, plus the company's minimum notice for a patient. */
  notBefore: z.string(),
  slots: z.array(ZAvailableSlotDto),
});
export type TAvailabilityDto = z.infer<typeof ZAvailabilityDto>;

export const COMPANY_HOLIDAY_KINDS = ['NATIONAL', 'STATE', 'OPTIONAL', 'CLINIC'] as const;

/** One holiday of a company's year, named in the request's language. */
export const ZCompanyHolidayDto = z.object({
  date: z.string(),
  key: z.string(),
  kind: z.enum(COMPANY_HOLIDAY_KINDS),
  name: z.string().max(COMPANY_HOLIDAY_NAME_MAX * 2),
  /** Skipped by the schedules that skip holidays. */
  closed: z.boolean(),
  /** A national or state holiday the clinic works. */
  worked: z.boolean(),
});
export type TCompanyHolidayDto = z.infer<typeof ZCompanyHolidayDto>;

/** GET/PUT /company/{id}/holidays?year= */
export const ZCompanyHolidayYearDto = z.object({
  companyId: z.string(),
  year: z.number().int(),
  /** The company's state (UF) whose holidays apply; null: national holidays only. */
  state: z.string().nullable(),
  holidays: z.array(ZCompanyHolidayDto),
});
export type TCompanyHolidayYearDto = z.infer<typeof ZCompanyHolidayYearDto>;

/** GET /landing/permalink: a landing company's public face. */
export const ZLandingCompanyDto = z.object({
  id: z.string(),
  name: z.string(),
  permalink: z.string(),
  state: z.string().nullable(),
  timeZone: z.string(),
  appointmentDuration: z.number().int(),
  allowsPatientToScheduleTimeBefore: z.number().int(),
  allowsPatientToSchedule: z.boolean(),
  displayPoweredBy: z.boolean(),
});
export type TLandingCompanyDto = z.infer<typeof ZLandingCompanyDto>;

/** GET /landing/{id}/profile: an active professional's public profile. */
export const ZLandingProfessionalDto = z.object({
  id: z.string(),
  companyId: z.string(),
  name: z.string(),
  specialties: z.array(z.string()),
  bio: z.string().nullable(),
  photoVersion: z.string().nullable(),
});
export type TLandingProfessionalDto = z.infer<typeof ZLandingProfessionalDto>;

/** GET /landing/{id}/schedule?filter=month_available=YYYY-MM[&date=YYYY-MM-DD] */
export const ZLandingMonthDto = z.object({
  professionalId: z.string(),
  month: z.string(),
  timeZone: z.string(),
  /** The dates of the month with at least one free slot (within the 35 days a patient may book). */
  dates: z.array(z.string()),
  /** The date asked for with `date=`, and its free slots. */
  date: z.string().nullable(),
  slots: z.array(ZAvailableSlotDto),
});
export type TLandingMonthDto = z.infer<typeof ZLandingMonthDto>;

/** GET /landing/{id}/schedule/nextdayavailable */
export const ZLandingNextDayDto = z.object({ professionalId: z.string(), date: z.string().nullable() });
export type TLandingNextDayDto = z.infer<typeof ZLandingNextDayDto>;
