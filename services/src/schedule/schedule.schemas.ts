import { DATE_PATTERN, isCalendarDate } from '@teleconsulta/schema';
import { z } from 'zod';

export {
  type TAvailabilityCalendarDto,
  type TProfessionalScheduleDto,
  ZAvailabilityCalendarDto,
  ZProfessionalScheduleDto,
} from '@teleconsulta/schema';

const ZOptionalDate = z
  .string()
  .trim()
  .refine((v) => DATE_PATTERN.test(v) && isCalendarDate(v), { message: 'invalidDateTime' })
  .optional();

/** GET /professional/availabilitycalendar?professionalId=&from=&to= (dates of the company's calendar). */
export const ZAvailabilityCalendarQuery = z.object({
  professionalId: z.uuid({ message: 'invalid' }),
  from: ZOptionalDate,
  to: ZOptionalDate,
});
export type TAvailabilityCalendarQuery = z.infer<typeof ZAvailabilityCalendarQuery>;
