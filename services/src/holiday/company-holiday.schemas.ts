import { ZHolidayYear } from '@teleconsulta/schema';
import { z } from 'zod';

export { type TCompanyHolidayYearDto, ZCompanyHolidayYearDto } from '@teleconsulta/schema';

/** ?year= (default: this year of the company's calendar). */
export const ZCompanyHolidayQuery = z.object({ year: ZHolidayYear.optional() });
