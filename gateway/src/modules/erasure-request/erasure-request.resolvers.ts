import { GraphQLError } from 'graphql';
import type { MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import { requireRoles } from '../auth.js';

/** LGPD erasure requests: the services decide who may ask, read and answer (patients ask; clinic administrators answer). */
export const erasureRequestQuery: QueryResolvers = {
  erasureRequests: (_parent, { page, perPage, filter }, ctx) =>
    ctx.clients.erasureRequest.list({ page, perPage, status: filter?.status?.length ? filter.status.join(',') : null }),
  erasureRequest: async (_parent, { id }, ctx) => {
    try {
      return await ctx.clients.erasureRequest.get(id);
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND') return null;
      throw error;
    }
  },
  /** A patient's requests are few (one open per person): the first page of the most the services answer is all of them. */
  myErasureRequests: async (_parent, _args, ctx) => {
    requireRoles(ctx, ['P']);
    return (await ctx.clients.erasureRequest.mine({ page: 1, perPage: 100 })).items;
  },
};

export const erasureRequestMutation: MutationResolvers = {
  requestErasure: (_parent, { personId }, ctx) => ctx.clients.erasureRequest.request(personId),
  anonymiseErasureRequest: (_parent, { id, answer }, ctx) => ctx.clients.erasureRequest.anonymise(id, answer),
  refuseErasureRequest: (_parent, { id, answer }, ctx) => ctx.clients.erasureRequest.refuse(id, answer),
};
