import { type ZScreeningCreate, ZScreeningDto, ZScreeningPageDto, type ZScreeningPatch } from '@teleconsulta/schema';
import type { CallContext, LaxInput, ServiceTransport } from './http.js';

export type ScreeningListArgs = {
  type?: string | null;
  subtype?: string | null;
  active?: boolean | null;
  page?: number | null;
  perPage?: number | null;
};

const base = (companyId: string) => `/company/${encodeURIComponent(companyId)}/screening`;
const one = (companyId: string, id: string) => `${base(companyId)}/${encodeURIComponent(id)}`;

/** Screening questionnaires of the company service. */
export const screeningClient = (t: ServiceTransport, ctx: CallContext) => ({
  list: (companyId: string, args: ScreeningListArgs) =>
    t.call(ctx, { method: 'GET', path: base(companyId), query: args }, ZScreeningPageDto),
  get: (companyId: string, id: string, version?: number | null) =>
    t.call(ctx, { method: 'GET', path: one(companyId, id), query: { version } }, ZScreeningDto),
  active: (companyId: string, type: string, subtype?: string | null) =>
    t.call(ctx, { method: 'GET', path: `${base(companyId)}/type/${encodeURIComponent(type)}`, query: { subtype } }, ZScreeningDto),
  create: (companyId: string, input: LaxInput<typeof ZScreeningCreate>) =>
    t.call(ctx, { method: 'POST', path: base(companyId), body: input }, ZScreeningDto),
  update: (companyId: string, id: string, input: LaxInput<typeof ZScreeningPatch>) =>
    t.call(ctx, { method: 'PUT', path: one(companyId, id), body: input }, ZScreeningDto),
  remove: (companyId: string, id: string) => t.call(ctx, { method: 'DELETE', path: one(companyId, id) }, ZScreeningDto),
});
