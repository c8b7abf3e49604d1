import { GraphQLError } from 'graphql';
import type { MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';

/** The register of security incidents: the services decide who keeps it (clinic administrators). */
export const securityIncidentQuery: QueryResolvers = {
  securityIncidents: (_parent, { page, perPage, filter }, ctx) =>
    ctx.clients.securityIncident.list({ page, perPage, status: filter?.status ?? null }),
  securityIncident: async (_parent, { id }, ctx) => {
    try {
      return await ctx.clients.securityIncident.get(id);
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND') return null;
      throw error;
    }
  },
};

export const securityIncidentMutation: MutationResolvers = {
  recordSecurityIncident: (_parent, { input }, ctx) => ctx.clients.securityIncident.record(input),
  updateSecurityIncident: (_parent, { id, input }, ctx) => ctx.clients.securityIncident.update(id, input),
  closeSecurityIncident: (_parent, { id }, ctx) => ctx.clients.securityIncident.close(id),
};
