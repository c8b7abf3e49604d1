import { z } from 'zod';
import { ZAvailableSlotDto } from '../availability/availability.dto.js';

/** The public landing (a company's page, its professionals, their free days): what the services answer. */

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
