import { ZErasureRequestDto, ZErasureRequestPageDto } from '@teleconsulta/schema';
import type { CallContext, ServiceTransport } from './http.js';

const path = (id: string) => `/erasure-request/${encodeURIComponent(id)}`;

/** LGPD erasure requests: the patient's own (/person/erasure-request) and the clinic's (/erasure-request). */
export const erasureRequestClient = (t: ServiceTransport, ctx: CallContext) => ({
  list: (query: { page?: number | null; perPage?: number | null; status?: string | null }) =>
    t.call(ctx, { method: 'GET', path: '/erasure-request', query }, ZErasureRequestPageDto),
  get: (id: string) => t.call(ctx, { method: 'GET', path: path(id) }, ZErasureRequestDto),
  mine: (query: { page?: number | null; perPage?: number | null }) =>
    t.call(ctx, { method: 'GET', path: '/person/erasure-request', query }, ZErasureRequestPageDto),
  request: (personId: string | null | undefined) =>
    t.call(ctx, { method: 'POST', path: '/person/erasure-request', body: personId ? { personId } : {} }, ZErasureRequestDto),
  anonymise: (id: string, answer: string | null | undefined) =>
    t.call(ctx, { method: 'PUT', path: `${path(id)}/anonymise`, body: answer ? { answer } : {} }, ZErasureRequestDto),
  refuse: (id: string, answer: string) => t.call(ctx, { method: 'PUT', path: `${path(id)}/refuse`, body: { answer } }, ZErasureRequestDto),
});
