import { z } from 'zod';
import { DATE_PATTERN, isCalendarDate } from '../schedule/schedule.validation.js';

/**
 * Availability (free slots): what the services answer and the gateway's clients check. Local dates and times are of the
 * company's time zone; startsAt/endsAt are UTC instants. Company holidays are in holiday/, the public landing in landing/.
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
