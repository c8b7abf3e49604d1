import { DATE_PATTERN, isCalendarDate } from '@teleconsulta/schema';
import { z } from 'zod';

export {
  type TLandingCompanyDto,
  type TLandingMonthDto,
  type TLandingNextDayDto,
  type TLandingProfessionalDto,
  ZLandingCompanyDto,
  ZLandingMonthDto,
  ZLandingNextDayDto,
  ZLandingProfessionalDto,
} from '@teleconsulta/schema';

export const ZIdParam = z.object({ id: z.uuid({ message: 'invalid' }) });

/** GET /landing/permalink?permalink= */
export const ZLandingPermalinkQuery = z.object({
  permalink: z.string({ message: 'required' }).trim().min(1, { message: 'required' }).max(100, { message: 'invalid' }),
});

const MONTH = /^month_available=(\d{4})-(0[1-9]|1[0-2])$/;

/** GET /landing/{id}/schedule?filter=month_available=YYYY-MM[&date=YYYY-MM-DD] (SPEC §7). */
export const ZLandingScheduleQuery = z.object({
  filter: z
    .string({ message: 'required' })
    .trim()
    .regex(MONTH, { message: 'invalid' })
    .transform((v) => v.slice('month_available='.length)),
  date: z
    .string()
    .trim()
    .refine((v) => DATE_PATTERN.test(v) && isCalendarDate(v), { message: 'invalidDateTime' })
    .optional(),
});
export type TLandingScheduleQuery = z.infer<typeof ZLandingScheduleQuery>;
