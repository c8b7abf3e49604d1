import { nextRequestStatuses } from '@teleconsulta/schema';
import { GraphQLError } from 'graphql';
import type { AppointmentRequestResolvers, MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import { domainName, SPECIALTY } from '../domain/domain.names.js';

const KIND_NAMES = {
  SCHEDULING: { en: 'Scheduling', pt: 'Agendamento' },
  RETURN: { en: 'Return', pt: 'Retorno' },
} as const;
const STATUS_NAMES = {
  OPEN: { en: 'Open', pt: 'Aberta' },
  CONTACTED: { en: 'Contacted', pt: 'Contatada' },
  SCHEDULED: { en: 'Scheduled', pt: 'Agendada' },
  CLOSED: { en: 'Closed', pt: 'Encerrada' },
} as const;

export const appointmentRequestQuery: QueryResolvers = {
  appointmentRequests: (_parent, args, ctx) => ctx.clients.appointmentRequest.list(args),
  appointmentRequest: async (_parent, { id }, ctx) => {
    try {
      return await ctx.clients.appointmentRequest.get(id);
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND') return null;
      throw error;
    }
  },
};

/** Inputs go to the services as they are (fields left out stay out; the services default and check them). */
export const appointmentRequestMutation: MutationResolvers = {
  createAppointmentRequest: (_parent, { input }, ctx) => ctx.clients.appointmentRequest.create(input),
  requestReturnAppointment: (_parent, { input }, ctx) => ctx.clients.appointmentRequest.requestReturn(input),
  updateAppointmentRequest: (_parent, { id, input }, ctx) => ctx.clients.appointmentRequest.update(id, input),
};

/** Names in the request's language (no call). */
export const appointmentRequestType: AppointmentRequestResolvers = {
  kindName: (r, _args, ctx) => (ctx.locale === 'en' ? KIND_NAMES[r.kind].en : KIND_NAMES[r.kind].pt),
  statusName: (r, _args, ctx) => (ctx.locale === 'en' ? STATUS_NAMES[r.status].en : STATUS_NAMES[r.status].pt),
  nextStatuses: (r) => nextRequestStatuses(r.status).filter((s) => s !== r.status),
  specialtyName: (r, _args, ctx) => (r.specialty ? domainName(SPECIALTY, r.specialty, ctx.locale) : null),
};
