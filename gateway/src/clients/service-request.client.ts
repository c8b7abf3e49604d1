import { type ZServiceRequestCreate, ZServiceRequestDto, ZServiceRequestPageDto, type ZServiceRequestPatch } from '@teleconsulta/schema';
import type { CallContext, LaxInput, ServiceTransport } from './http.js';

/** GET /service-request's query (SPEC §7): `to` in epoch ms, subject "person|{id}", FHIR codes. */
export type ServiceRequestListArgs = {
  to?: number | null;
  subject?: string | null;
  category?: string | null;
  code?: string | null;
  status?: string | null;
  page?: number | null;
  perPage?: number | null;
  sortField?: string | null;
  sortOrder?: string | null;
};

const path = (id: string) => `/service-request/${encodeURIComponent(id)}`;

export const serviceRequestClient = (t: ServiceTransport, ctx: CallContext) => ({
  list: (args: ServiceRequestListArgs) => t.call(ctx, { method: 'GET', path: '/service-request', query: args }, ZServiceRequestPageDto),
  get: (id: string) => t.call(ctx, { method: 'GET', path: path(id) }, ZServiceRequestDto),
  create: (input: LaxInput<typeof ZServiceRequestCreate>) =>
    t.call(ctx, { method: 'POST', path: '/service-request', body: input }, ZServiceRequestDto),
  update: (id: string, input: LaxInput<typeof ZServiceRequestPatch>) =>
    t.call(ctx, { method: 'PUT', path: path(id), body: input }, ZServiceRequestDto),
  remove: (id: string) => t.call(ctx, { method: 'DELETE', path: path(id) }, ZServiceRequestDto),
});
