import { type DomainEntry, STATIC_DOMAIN_LISTS } from '@teleconsulta/schema';
import { GraphQLError } from 'graphql';
import type { AppointmentResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../context.js';

const byCode = (list: readonly DomainEntry[]) => new Map(list.map((entry) => [entry.code, entry]));
const STATUS = byCode(STATIC_DOMAIN_LISTS.STATUS_APPOINTMENT);
const SOURCE = byCode(STATIC_DOMAIN_LISTS.APPOINTMENT_SOURCE);
const TYPE = byCode(STATIC_DOMAIN_LISTS.TYPE_APPOINTMENT);
const SPECIALTY = byCode(STATIC_DOMAIN_LISTS.REQUEST_SPECIALTYS);

/** A domain code's text in the request's language (the code itself when the list does not have it). */
const named = (list: Map<string, DomainEntry>, code: string, ctx: GatewayContext) => {
  const entry = list.get(code);
  return entry ? (ctx.locale === 'en' ? entry.en : entry.pt) : code;
};

function nullWhenNotFound(error: unknown): null {
  if (error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND') return null;
  throw error;
}

/** A linked record the caller may not read (e.g. a patient reading a person record of staff) is null, not an error. */
function nullWhenHidden(error: unknown): null {
  if (error instanceof GraphQLError && error.extensions.code === 'ACCESS_DENIED') return null;
  return nullWhenNotFound(error);
}

export const appointmentQuery: QueryResolvers = {
  appointments: (_parent, args, ctx) => ctx.clients.appointment.list(args),
  appointment: (_parent, { id }, ctx) => ctx.clients.appointment.detail(id).catch(nullWhenNotFound),
  appointmentReport: (_parent, args, ctx) => ctx.clients.appointment.report(args),
};

/**
 * Names of the codes come from the static domain lists (no call); the professional and the patient records are read
 * through the request's loaders, one batched call per page, and only when asked for (the names already come with the
 * appointment).
 */
export const appointmentType: AppointmentResolvers = {
  statusName: (a, _args, ctx) => named(STATUS, a.status, ctx),
  sourceName: (a, _args, ctx) => named(SOURCE, a.source, ctx),
  typeName: (a, _args, ctx) => named(TYPE, a.type, ctx),
  specialtyName: (a, _args, ctx) => (a.specialty ? named(SPECIALTY, a.specialty, ctx) : null),
  professional: (a, _args, ctx) => ctx.loaders.professionalById.load(a.doctorId).catch(nullWhenHidden),
  patient: (a, _args, ctx) => ctx.loaders.personById.load(a.patientId).catch(nullWhenHidden),
};
