import { ZLandingCompanyDto, ZLandingMonthDto, ZLandingNextDayDto, ZLandingProfessionalDto } from '@teleconsulta/schema';
import type { CallContext, ServiceTransport } from './http.js';

/**
 * The public landing calls (SPEC §7): no token is sent, whoever asks; the company travels as x-company-id (the one
 * named by the query; a permalink is looked up among every landing company, as permalinks are unique).
 */
export const landingClient = (t: ServiceTransport, ctx: CallContext) => {
  const as = (companyId: string | null): CallContext => ({ ...ctx, token: null, companyId });
  const path = (id: string, rest: string) => `/landing/${encodeURIComponent(id)}${rest}`;
  return {
    byPermalink: (permalink: string) =>
      t.call(as(null), { method: 'GET', path: '/landing/permalink', query: { permalink } }, ZLandingCompanyDto),
    profile: (companyId: string, id: string) =>
      t.call(as(companyId), { method: 'GET', path: path(id, '/profile') }, ZLandingProfessionalDto),
    month: (companyId: string, id: string, month: string, date?: string | null) =>
      t.call(
        as(companyId),
        { method: 'GET', path: path(id, '/schedule'), query: { filter: `month_available=${month}`, date } },
        ZLandingMonthDto,
      ),
    nextDay: (companyId: string, id: string) =>
      t.call(as(companyId), { method: 'GET', path: path(id, '/schedule/nextdayavailable') }, ZLandingNextDayDto),
  };
};
