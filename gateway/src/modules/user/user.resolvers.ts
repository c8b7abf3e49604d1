import { ERRORS, errorText } from '@teleconsulta/schema';
import { GraphQLError } from 'graphql';
import type { MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../context.js';

/** Per client address: every sign-in or refresh field counts, aliased ones too (SECURITY.md T08, T09). */
function limitAuth(ctx: GatewayContext): void {
  const retryAfter = ctx.authLimiter.hit(ctx.clientIp);
  if (retryAfter > 0) {
    throw new GraphQLError(errorText('TOO_MANY_ATTEMPTS', ctx.locale), {
      extensions: { code: 'TOO_MANY_ATTEMPTS', status: ERRORS.TOO_MANY_ATTEMPTS.status, retryAfter },
    });
  }
}

export const userQuery: QueryResolvers = {
  me: async (_parent, _args, ctx) => (ctx.viewer ? ctx.clients.user.me() : null),
};

export const userMutation: MutationResolvers = {
  signIn: (_parent, { input }, ctx) => {
    limitAuth(ctx);
    return ctx.clients.user.signIn(input);
  },
  refreshToken: (_parent, { refreshToken }, ctx) => {
    limitAuth(ctx);
    return ctx.clients.user.refresh(refreshToken);
  },
  signOut: async (_parent, { refreshToken }, ctx) => {
    await ctx.clients.user.signOut(refreshToken);
    return true;
  },
};
