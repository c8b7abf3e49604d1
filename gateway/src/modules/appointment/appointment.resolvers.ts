import { STATUS_CODES } from 'node:http';
import { cancelReasonText, ERRORS, type ErrorCode, errorText } from '@teleconsulta/schema';
import { GraphQLError } from 'graphql';
import type {
  AppointmentResolvers,
  MutationResolvers,
  PublicAppointmentResolvers,
  QueryResolvers,
} from '../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../context.js';
import { catalogueError, nullWhenNotFound } from '../../errors.js';
import { APPOINTMENT_SOURCE, APPOINTMENT_STATUS, APPOINTMENT_TYPE, domainName, SPECIALTY } from '../domain/domain.names.js';
import { limitAttempts } from '../limits.js';

/** A linked record the caller may not read (e.g. a patient reading a person record of staff) is null, not an error. */
function nullWhenHidden(error: unknown): null {
  if (error instanceof GraphQLError && error.extensions.code === 'ACCESS_DENIED') return null;
  return nullWhenNotFound(error);
}

/** A catalogue code's text in the request's language (cancelBlockedCode → cancelBlockedReason). */
const reasonOf = (code: string | null, ctx: GatewayContext) => (code && code in ERRORS ? errorText(code as ErrorCode, ctx.locale) : null);

/** SPEC §7: a failed save's feedback is the code and the status text (409 → "Conflict"), beside the message and fields. */
function withStatusText(error: unknown): never {
  if (error instanceof GraphQLError && typeof error.extensions.status === 'number') {
    throw new GraphQLError(error.message, {
      extensions: { ...error.extensions, statusText: STATUS_CODES[error.extensions.status] ?? '' },
    });
  }
  throw error;
}

/** SPEC §8: a short link's page that cannot be read is "Unable to retrieve data" (code 400); unreachable stays itself. */
function unableToRetrieve(ctx: GatewayContext) {
  return (error: unknown): never => {
    if (error instanceof GraphQLError && error.extensions.code === 'SERVER_UNREACHABLE') throw error;
    throw catalogueError('UNABLE_TO_RETRIEVE_DATA', ctx.locale);
  };
}

/** The services' summary of each page: each takes that page's code only (SECURITY.md T24). */
const ACCESS_PAGE = { CANCEL: 'cancel', ROOM: 'access', PAYMENT: 'payment' } as const;

export const appointmentQuery: QueryResolvers = {
  appointments: (_parent, args, ctx) => ctx.clients.appointment.list(args),
  appointment: (_parent, { id }, ctx) => ctx.clients.appointment.detail(id).catch(nullWhenNotFound),
  appointmentReport: (_parent, args, ctx) => ctx.clients.appointment.report(args),
  /**
   * Public: works without a token; the page's own code names the appointment (and so its company). The answer, like
   * every GraphQL answer, is sent with Cache-Control: no-store (Apollo's cache-control default for an uncacheable one).
   */
  appointmentByAccess: async (_parent, { access, page }, ctx) => {
    await limitAttempts(ctx, ctx.accessLimiter);
    return ctx.clients.appointment.byAccess(access, ACCESS_PAGE[page ?? 'CANCEL']).catch(unableToRetrieve(ctx));
  },
};

/**
 * Booking, changes, states and cancellation go to the appointment service, which decides who may do what. The
 * public cancel works without a token; the calls that present an access code are limited per client address
 * (ACCESS_CODE_RATE_LIMIT_PER_MINUTE), so codes cannot be guessed at speed.
 */
export const appointmentMutation: MutationResolvers = {
  bookAppointment: (_parent, { input }, ctx) => ctx.clients.appointment.book(input).catch(withStatusText),
  updateAppointment: (_parent, { id, input }, ctx) => ctx.clients.appointment.update(id, input).catch(withStatusText),
  setAppointmentReason: (_parent, { id, reason }, ctx) => ctx.clients.appointment.setReason(id, reason),
  cancelAppointment: (_parent, { id, reason }, ctx) => ctx.clients.appointment.cancel(id, reason),
  changeAppointmentStatus: (_parent, { id, status }, ctx) => ctx.clients.appointment.changeStatus(id, status),
  deleteAppointment: (_parent, { id }, ctx) => ctx.clients.appointment.remove(id),
  cancelAppointmentByAccess: async (_parent, { access, reason }, ctx) => {
    await limitAttempts(ctx, ctx.accessLimiter);
    return ctx.clients.appointment.cancelByAccess(access, reason);
  },
};

export const publicAppointmentType: PublicAppointmentResolvers = {
  statusName: (a, _args, ctx) => domainName(APPOINTMENT_STATUS, a.status, ctx.locale),
  specialtyName: (a, _args, ctx) => (a.specialty ? domainName(SPECIALTY, a.specialty, ctx.locale) : null),
  cancelBlockedReason: (a, _args, ctx) => reasonOf(a.cancelBlockedCode, ctx),
};

/**
 * Names of the codes come from the static domain lists (no call); the professional and the patient records are read
 * through the request's loaders, one batched call per page, and only when asked for (the names already come with the
 * appointment).
 */
export const appointmentType: AppointmentResolvers = {
  statusName: (a, _args, ctx) => domainName(APPOINTMENT_STATUS, a.status, ctx.locale),
  sourceName: (a, _args, ctx) => domainName(APPOINTMENT_SOURCE, a.source, ctx.locale),
  typeName: (a, _args, ctx) => domainName(APPOINTMENT_TYPE, a.type, ctx.locale),
  specialtyName: (a, _args, ctx) => (a.specialty ? domainName(SPECIALTY, a.specialty, ctx.locale) : null),
  cancelBlockedReason: (a, _args, ctx) => reasonOf(a.cancelBlockedCode, ctx),
  cancelReason: (a, _args, ctx) => cancelReasonText(a.cancelReason, ctx.locale),
  professional: (a, _args, ctx) => (a.doctorId ? ctx.loaders.professionalById.load(a.doctorId).catch(nullWhenHidden) : null),
  patient: (a, _args, ctx) => ctx.loaders.personById.load(a.patientId).catch(nullWhenHidden),
  /** The service notes' versions: the clinic's side only (for the patient, null like the notes). */
  noteHistory: (a, _args, ctx) => ctx.clients.appointment.noteHistory(a.id).catch(nullWhenHidden),
};
