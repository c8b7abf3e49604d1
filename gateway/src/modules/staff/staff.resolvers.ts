import type { MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import { requireViewer } from '../auth.js';
import { listResolver } from '../crud.js';
import { limitAttempts } from '../limits.js';

export const staffQuery: QueryResolvers = {
  staff: listResolver((ctx) => ctx.clients.staff, ['q', 'role']),
  staffMember: async (_parent, { userId }, ctx) => {
    requireViewer(ctx);
    return ctx.clients.staff.get(userId).catch((error) => {
      if (error?.extensions?.code === 'NOT_FOUND') return null;
      throw error;
    });
  },
  staffInvitations: (_parent, { page, perPage }, ctx) => ctx.clients.staff.invitations({ page, perPage }),
  /** Public, with the link's token as the only credential: counted like the other access codes (SECURITY.md T08, T24). */
  staffInvitation: async (_parent, { token }, ctx) => {
    await limitAttempts(ctx, ctx.accessLimiter);
    return ctx.clients.staff.viewInvitation(token);
  },
};

export const staffMutation: MutationResolvers = {
  addStaffMember: (_parent, { input }, ctx) => ctx.clients.staff.invite(input),
  resendStaffInvitation: (_parent, { id }, ctx) => ctx.clients.staff.resendInvitation(id),
  revokeStaffInvitation: (_parent, { id }, ctx) => ctx.clients.staff.revokeInvitation(id),
  acceptStaffInvitation: async (_parent, { token, input }, ctx) => {
    await limitAttempts(ctx, ctx.accessLimiter);
    return ctx.clients.staff.acceptInvitation(token, input ?? null);
  },
  updateStaffRoles: (_parent, { userId, roles }, ctx) => ctx.clients.staff.updateRoles(userId, roles),
  removeStaffMember: (_parent, { userId }, ctx) => ctx.clients.staff.remove(userId),
};
