import { GraphQLError } from 'graphql';
import type { AppointmentResolvers, MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';

export const npsQuery: QueryResolvers = {
  npsSummary: (_parent, args, ctx) => ctx.clients.nps.summary(args),
};

export const npsMutation: MutationResolvers = {
  answerNps: (_parent, { protocol, input }, ctx) => ctx.clients.nps.answer(protocol, input),
};

/**
 * Appointment.nps: the answer, for staff and the patient; null when there is none or the caller may not read it. One
 * call per appointment: ask for it on the detail (`appointment(id)`), not in lists.
 */
export const npsAppointmentType: AppointmentResolvers = {
  nps: async (appointment, _args, ctx) => {
    try {
      return await ctx.clients.nps.ofAppointment(appointment.id);
    } catch (error) {
      const code = error instanceof GraphQLError ? error.extensions.code : null;
      if (code === 'NOT_FOUND' || code === 'ACCESS_DENIED') return null;
      throw error;
    }
  },
};
