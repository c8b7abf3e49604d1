import type { MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../context.js';
import { limitAttempts } from '../limits.js';

/** Per client address: every sign-in or refresh field counts, aliased ones too (SECURITY.md T08, T09). */
const limitAuth = (ctx: GatewayContext) => limitAttempts(ctx, ctx.authLimiter);

export const userQuery: QueryResolvers = {
  me: async (_parent, _args, ctx) => (ctx.viewer ? ctx.clients.user.me() : null),
};

export const userMutation: MutationResolvers = {
  signIn: async (_parent, { input }, ctx) => {
    await limitAuth(ctx);
    return ctx.clients.user.signIn(input);
  },
  refreshToken: async (_parent, { refreshToken }, ctx) => {
    await limitAuth(ctx);
    return ctx.clients.user.refresh(refreshToken);
  },
  signOut: async (_parent, { refreshToken }, ctx) => {
    await ctx.clients.user.signOut(refreshToken);
    return true;
  },
  // "Forgot password" and the link's new password count like sign-ins: a client address cannot mail-bomb or guess links.
  requestPasswordReset: async (_parent, { input }, ctx) => {
    await limitAuth(ctx);
    await ctx.clients.user.requestPasswordReset(input);
    return true;
  },
  resetPassword: async (_parent, { input }, ctx) => {
    await limitAuth(ctx);
    await ctx.clients.user.resetPassword(input);
    return true;
  },
  requestEmailChange: async (_parent, { input }, ctx) => {
    await limitAuth(ctx);
    await ctx.clients.user.requestEmailChange(input);
    return true;
  },
  confirmEmailChange: async (_parent, { token }, ctx) => {
    await limitAuth(ctx);
    return (await ctx.clients.user.confirmEmailChange(token)).email;
  },
  changePassword: async (_parent, { input }, ctx) => {
    await limitAuth(ctx);
    return ctx.clients.user.changePassword(input);
  },
};
