import { ZSecurityIncidentDto, ZSecurityIncidentPageDto } from '@teleconsulta/schema';
import type { CallContext, ServiceTransport } from './http.js';

const path = (id: string) => `/security-incident/${encodeURIComponent(id)}`;

/** The register of security incidents (/security-incident). */
export const securityIncidentClient = (t: ServiceTransport, ctx: CallContext) => ({
  list: (query: { page?: number | null; perPage?: number | null; status?: string | null }) =>
    t.call(ctx, { method: 'GET', path: '/security-incident', query }, ZSecurityIncidentPageDto),
  get: (id: string) => t.call(ctx, { method: 'GET', path: path(id) }, ZSecurityIncidentDto),
  record: (input: object) => t.call(ctx, { method: 'POST', path: '/security-incident', body: input }, ZSecurityIncidentDto),
  update: (id: string, input: object) => t.call(ctx, { method: 'PUT', path: path(id), body: input }, ZSecurityIncidentDto),
  close: (id: string) => t.call(ctx, { method: 'PUT', path: `${path(id)}/close`, body: {} }, ZSecurityIncidentDto),
});
