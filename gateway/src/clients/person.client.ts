import {
  ZCepLookupDto,
  type ZDiagnosticCreate,
  type ZMyProfileInput,
  ZNewPersonDto,
  ZPersonComboDto,
  type ZPersonCreate,
  ZPersonDetailDto,
  ZPersonDto,
  ZPersonHistoryItemDetailDto,
  ZPersonHistoryPageDto,
  type ZPersonInput,
  ZPersonPageDto,
  type ZPersonPatch,
  type ZRecordLinkCreate,
} from '@teleconsulta/schema';
import { z } from 'zod';
import type { CallContext, LaxInput, ServiceTransport } from './http.js';

export type PersonListArgs = {
  page?: number | null;
  perPage?: number | null;
  sortField?: string | null;
  sortOrder?: string | null;
  q?: string | null;
  status?: string | null;
  parentId?: string | null;
  ids?: readonly string[] | null;
};

const path = (id: string, rest = '') => `/person/${encodeURIComponent(id)}${rest}`;

export type PersonHistoryPageArgs = {
  filter?: readonly string[] | null;
  from?: string | null;
  to?: string | null;
  professionalId?: string | null;
  page?: number | null;
  perPage?: number | null;
};

export const personClient = (t: ServiceTransport, ctx: CallContext) => ({
  list: (args: PersonListArgs) =>
    t.call(ctx, { method: 'GET', path: '/person', query: { ...args, ids: args.ids ? args.ids.join(',') : undefined } }, ZPersonPageDto),
  byIds: (ids: readonly string[]) =>
    t.call(ctx, { method: 'GET', path: '/person', query: { ids: ids.join(','), perPage: 100 } }, ZPersonPageDto),
  /** Dependents of many persons in one call (the dependents loader); at most 100 per page. */
  byParentIds: (parentIds: readonly string[], page: number) =>
    t.call(ctx, { method: 'GET', path: '/person', query: { parentIds: parentIds.join(','), perPage: 100, page } }, ZPersonPageDto),
  combo: (q: string | null | undefined) => t.call(ctx, { method: 'GET', path: '/person/combo', query: { q } }, ZPersonComboDto),
  newDefaults: () => t.call(ctx, { method: 'GET', path: '/person/new' }, ZNewPersonDto),
  get: (id: string) => t.call(ctx, { method: 'GET', path: path(id) }, ZPersonDetailDto),
  create: (input: LaxInput<typeof ZPersonCreate>) => t.call(ctx, { method: 'POST', path: '/person', body: input }, ZPersonDto),
  update: (id: string, input: LaxInput<typeof ZPersonPatch>) =>
    t.call(ctx, { method: 'PATCH', path: path(id, '/myprofile'), body: input }, ZPersonDto),
  myProfile: (id: string) => t.call(ctx, { method: 'GET', path: path(id, '/myprofile') }, ZPersonDetailDto),
  updateMyProfile: (id: string, input: LaxInput<typeof ZMyProfileInput>) =>
    t.call(ctx, { method: 'PATCH', path: path(id, '/myprofile'), body: input }, ZPersonDto),
  addressByCep: (cep: string) => t.call(ctx, { method: 'GET', path: `/person/cep/${encodeURIComponent(cep)}` }, ZCepLookupDto),
  setStatus: (id: string, status: 'ACTIVE' | 'INACTIVE') =>
    t.call(ctx, { method: 'PUT', path: path(id, '/status'), body: { status } }, ZPersonDto),
  remove: (id: string) => t.call(ctx, { method: 'DELETE', path: path(id) }, ZPersonDto),
  children: (id: string) => t.call(ctx, { method: 'GET', path: path(id, '/children') }, z.array(ZPersonDto)),
  addChild: (id: string, input: LaxInput<typeof ZPersonInput>) =>
    t.call(ctx, { method: 'POST', path: path(id, '/children'), body: input }, ZPersonDto),
  removeChild: (id: string, childId: string) =>
    t.call(ctx, { method: 'DELETE', path: path(id, `/children/${encodeURIComponent(childId)}`) }, ZPersonDto),
  /** GET /person/{id}/history?fromPEP=true (SPEC §7): item types comma-separated (none given, every type), a period, a professional. */
  history: (id: string, args: PersonHistoryPageArgs) =>
    t.call(
      ctx,
      {
        method: 'GET',
        path: path(id, '/history'),
        query: {
          fromPEP: true,
          filter: args.filter?.length ? args.filter.join(',') : undefined,
          from: args.from,
          to: args.to,
          professionalId: args.professionalId,
          page: args.page,
          perPage: args.perPage,
        },
      },
      ZPersonHistoryPageDto,
    ),
  historyItem: (id: string, itemType: string, itemId: string) =>
    t.call(
      ctx,
      { method: 'GET', path: path(id, '/history/item'), query: { item_type: itemType, item_id: itemId } },
      ZPersonHistoryItemDetailDto,
    ),
  recordDiagnostic: (id: string, input: LaxInput<typeof ZDiagnosticCreate>) =>
    t.call(ctx, { method: 'POST', path: path(id, '/diagnostic'), body: input }, ZPersonHistoryItemDetailDto),
  shareLink: (id: string, input: LaxInput<typeof ZRecordLinkCreate>) =>
    t.call(ctx, { method: 'POST', path: path(id, '/link'), body: input }, ZPersonHistoryItemDetailDto),
});
