import {
  ZProfessionalComboDto,
  type ZProfessionalCreate,
  ZProfessionalDto,
  ZProfessionalPageDto,
  type ZProfessionalPatch,
  type ZProfessionalProfile,
  ZSpecialtyListDto,
} from '@teleconsulta/schema';
import type { z } from 'zod';
import type { CallContext, LaxInput, ServiceTransport } from './http.js';

export type ProfessionalListArgs = {
  page?: number | null;
  perPage?: number | null;
  sortField?: string | null;
  sortOrder?: string | null;
  q?: string | null;
  specialty?: string | null;
  role?: string | null;
  status?: string | null;
  ids?: readonly string[] | null;
};

const path = (id: string, rest = '') => `/professional/${encodeURIComponent(id)}${rest}`;

export const professionalClient = (t: ServiceTransport, ctx: CallContext) => ({
  list: (args: ProfessionalListArgs) =>
    t.call(
      ctx,
      { method: 'GET', path: '/professional', query: { ...args, ids: args.ids ? args.ids.join(',') : undefined } },
      ZProfessionalPageDto,
    ),
  byIds: (ids: readonly string[]) =>
    t.call(ctx, { method: 'GET', path: '/professional', query: { ids: ids.join(','), perPage: 100 } }, ZProfessionalPageDto),
  combo: (q: string | null | undefined) => t.call(ctx, { method: 'GET', path: '/professional/combo', query: { q } }, ZProfessionalComboDto),
  specialties: () => t.call(ctx, { method: 'GET', path: '/professional/specialty' }, ZSpecialtyListDto),
  get: (id: string) => t.call(ctx, { method: 'GET', path: path(id) }, ZProfessionalDto),
  /** The caller's own professional record in the company (NOT_FOUND for anyone without one). */
  mine: () => t.call(ctx, { method: 'GET', path: '/professional/me' }, ZProfessionalDto),
  myProfile: (id: string) => t.call(ctx, { method: 'GET', path: path(id, '/myprofile') }, ZProfessionalDto),
  create: (input: LaxInput<typeof ZProfessionalCreate>) =>
    t.call(ctx, { method: 'POST', path: '/professional', body: input }, ZProfessionalDto),
  update: (id: string, input: LaxInput<typeof ZProfessionalPatch>) =>
    t.call(ctx, { method: 'PUT', path: path(id), body: input }, ZProfessionalDto),
  updateMyProfile: (id: string, input: z.input<typeof ZProfessionalProfile>) =>
    t.call(ctx, { method: 'PUT', path: path(id, '/myprofile'), body: input }, ZProfessionalDto),
  remove: (id: string) => t.call(ctx, { method: 'DELETE', path: path(id) }, ZProfessionalDto),
  /** The image bytes as the body, with their type (checked already by the caller with the shared upload rules). */
  uploadPhoto: (id: string, photo: { bytes: Uint8Array; contentType: string }) =>
    t.call(ctx, { method: 'PUT', path: path(id, '/photo'), raw: photo, timeoutMs: t.uploadTimeoutMs }, ZProfessionalDto),
  removePhoto: (id: string) => t.call(ctx, { method: 'DELETE', path: path(id, '/photo'), timeoutMs: t.uploadTimeoutMs }, ZProfessionalDto),
});
