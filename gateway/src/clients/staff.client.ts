import { ZStaffMemberDto, ZStaffPageDto } from '@teleconsulta/schema';
import type { CallContext, ServiceTransport } from './http.js';

export type StaffListArgs = {
  page?: number | null;
  perPage?: number | null;
  sortField?: string | null;
  sortOrder?: string | null;
  q?: string | null;
  role?: string | null;
};

const path = (userId: string) => `/staff/${encodeURIComponent(userId)}`;

/** The staff service: memberships of the request's company. */
export const staffClient = (t: ServiceTransport, ctx: CallContext) => ({
  list: (args: StaffListArgs) => t.call(ctx, { method: 'GET', path: '/staff', query: args }, ZStaffPageDto),
  get: (userId: string) => t.call(ctx, { method: 'GET', path: path(userId) }, ZStaffMemberDto),
  add: (input: unknown) => t.call(ctx, { method: 'POST', path: '/staff', body: input }, ZStaffMemberDto),
  updateRoles: (userId: string, roles: readonly string[]) =>
    t.call(ctx, { method: 'PUT', path: path(userId), body: { roles } }, ZStaffMemberDto),
  remove: (userId: string) => t.call(ctx, { method: 'DELETE', path: path(userId) }, ZStaffMemberDto),
});
