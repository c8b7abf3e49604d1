import type { QueryResolvers } from '../../__generated__/resolvers-types.js';

export const domainQuery: QueryResolvers = {
  domainList: async (_parent, { name, parent }, ctx) => (await ctx.clients.domain.list(name, parent)).values,
};
