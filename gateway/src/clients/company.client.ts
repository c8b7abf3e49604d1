import { ZCompanyDto, ZCompanyPageDto } from '@teleconsulta/schema';
import type { CallContext, ServiceTransport } from './http.js';

export type CompanyListArgs = {
  page?: number | null;
  perPage?: number | null;
  sortField?: string | null;
  sortOrder?: string | null;
  q?: string | null;
  parentId?: string | null;
  isLanding?: boolean | null;
  ids?: readonly string[] | null;
};

export const companyClient = (t: ServiceTransport, ctx: CallContext) => ({
  list: (args: CompanyListArgs) =>
    t.call(ctx, { method: 'GET', path: '/company', query: { ...args, ids: args.ids ? args.ids.join(',') : undefined } }, ZCompanyPageDto),
  byIds: (ids: readonly string[]) =>
    t.call(ctx, { method: 'GET', path: '/company', query: { ids: ids.join(','), perPage: 100 } }, ZCompanyPageDto),
  get: (id: string) => t.call(ctx, { method: 'GET', path: `/company/${encodeURIComponent(id)}` }, ZCompanyDto),
  create: (input: unknown) => t.call(ctx, { method: 'POST', path: '/company', body: input }, ZCompanyDto),
  update: (id: string, input: unknown) =>
    t.call(ctx, { method: 'PUT', path: `/company/${encodeURIComponent(id)}`, body: input }, ZCompanyDto),
});
