import { GraphQLError } from 'graphql';
import type { MutationResolvers, ProfessionalResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import { nullWhenNotFound } from '../../errors.js';

/** Professional.schedule: null for whoever may not read it, rather than failing the whole professional. */
function nullWhenDenied(error: unknown): null {
  if (error instanceof GraphQLError && (error.extensions.code === 'ACCESS_DENIED' || error.extensions.code === 'NOT_FOUND')) return null;
  throw error;
}

export const scheduleQuery: QueryResolvers = {
  professionalSchedule: (_parent, { id }, ctx) => ctx.clients.schedule.get(id).catch(nullWhenNotFound),
  availabilityCalendar: async (_parent, { professionalId, from, to }, ctx) =>
    (await ctx.clients.schedule.calendar(professionalId, from, to)).days,
};

export const scheduleMutation: MutationResolvers = {
  updateProfessionalSchedule: (_parent, { id, input }, ctx) => ctx.clients.schedule.update(id, input),
};

export const scheduleProfessionalType: ProfessionalResolvers = {
  schedule: (professional, _args, ctx) => ctx.clients.schedule.get(professional.id).catch(nullWhenDenied),
};
