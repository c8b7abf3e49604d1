import type { MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import { requireViewer } from '../auth.js';

export const staffQuery: QueryResolvers = {
  staff: (_parent, args, ctx) =>
    ctx.clients.staff.list({
      page: args.page,
      perPage: args.perPage,
      sortField: args.sortField,
      sortOrder: args.sortOrder,
      q: args.filter?.q,
      role: args.filter?.role,
    }),
  staffMember: async (_parent, { userId }, ctx) => {
    requireViewer(ctx);
    return ctx.clients.staff.get(userId).catch((error) => {
      if (error?.extensions?.code === 'NOT_FOUND') return null;
      throw error;
    });
  },
};

export const staffMutation: MutationResolvers = {
  addStaffMember: (_parent, { input }, ctx) => ctx.clients.staff.add(input),
  updateStaffRoles: (_parent, { userId, roles }, ctx) => ctx.clients.staff.updateRoles(userId, roles),
  removeStaffMember: (_parent, { userId }, ctx) => ctx.clients.staff.remove(userId),
};
