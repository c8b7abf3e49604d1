import { ZAvailabilityDto, type ZCompanyHolidaysShape, ZCompanyHolidayYearDto } from '@teleconsulta/schema';
import type { CallContext, LaxInput, ServiceTransport } from './http.js';

export type AvailabilityArgs = { professionalId?: string | null; specialty?: string | null; from?: string | null; to?: string | null };

const holidaysPath = (companyId: string) => `/company/${encodeURIComponent(companyId)}/holidays`;

/** Free slots (appointment service) and company holidays (company service). */
export const availabilityClient = (t: ServiceTransport, ctx: CallContext) => ({
  slots: (args: AvailabilityArgs) => t.call(ctx, { method: 'GET', path: '/appointment/availability', query: args }, ZAvailabilityDto),
  holidays: (companyId: string, year?: number | null) =>
    t.call(ctx, { method: 'GET', path: holidaysPath(companyId), query: { year } }, ZCompanyHolidayYearDto),
  updateHolidays: (companyId: string, year: number, input: LaxInput<typeof ZCompanyHolidaysShape>) =>
    t.call(ctx, { method: 'PUT', path: holidaysPath(companyId), query: { year }, body: input }, ZCompanyHolidayYearDto),
});
