import { type ZPlanCreate, ZPlanDto, ZPlanPageDto, type ZPlanPatch } from '@teleconsulta/schema';
import type { CallContext, LaxInput, ServiceTransport } from './http.js';

export type PlanListArgs = {
  page?: number | null;
  perPage?: number | null;
  sortField?: string | null;
  sortOrder?: string | null;
  q?: string | null;
  active?: boolean | null;
  companyId?: string | null;
  ids?: readonly string[] | null;
};

const planPath = (id: string) => `/plan/${encodeURIComponent(id)}`;

export const planClient = (t: ServiceTransport, ctx: CallContext) => ({
  list: (args: PlanListArgs) =>
    t.call(ctx, { method: 'GET', path: '/plan', query: { ...args, ids: args.ids ? args.ids.join(',') : undefined } }, ZPlanPageDto),
  byIds: (ids: readonly string[]) =>
    t.call(ctx, { method: 'GET', path: '/plan', query: { ids: ids.join(','), perPage: 100 } }, ZPlanPageDto),
  get: (id: string) => t.call(ctx, { method: 'GET', path: planPath(id) }, ZPlanDto),
  create: (input: LaxInput<typeof ZPlanCreate>) => t.call(ctx, { method: 'POST', path: '/plan', body: input }, ZPlanDto),
  update: (id: string, input: LaxInput<typeof ZPlanPatch>) => t.call(ctx, { method: 'PUT', path: planPath(id), body: input }, ZPlanDto),
  remove: (id: string) => t.call(ctx, { method: 'DELETE', path: planPath(id) }, ZPlanDto),
});
