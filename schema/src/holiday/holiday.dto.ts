import { z } from 'zod';
import { COMPANY_HOLIDAY_NAME_MAX } from './holiday.validation.js';

/** Company holidays: what the services answer and the gateway's clients check. Dates are of the company's time zone. */

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
