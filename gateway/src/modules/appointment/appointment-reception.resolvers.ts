import { GraphQLError } from 'graphql';
import type { AppointmentResolvers, MutationResolvers } from '../../__generated__/resolvers-types.js';

/** A linked record the caller may not read, or that is gone, is null rather than an error of the whole appointment. */
function nullWhenHidden(error: unknown): null {
  const code = error instanceof GraphQLError ? error.extensions.code : null;
  if (code === 'ACCESS_DENIED' || code === 'NOT_FOUND') return null;
  throw error;
}

/**
 * The reception's actions (issue 20), each the services' own decision (RECEPTION_ROLES, the appointment's state): the
 * payment received at the desk (its idempotencyKey forwarded as the Idempotency-Key header, like every money-moving
 * call), the patient's arrival, the links mailed again and the assistant physician.
 */
export const appointmentReceptionMutation: MutationResolvers = {
  confirmOnSitePayment: (_parent, { appointmentId, input, idempotencyKey }, ctx) =>
    ctx.clients.payment.confirmOnSite(
      appointmentId,
      {
        method: input.method,
        receiptNumber: input.receiptNumber,
        ...(input.amountCents != null ? { amountCents: input.amountCents } : {}),
      },
      idempotencyKey,
    ),
  markAppointmentArrived: (_parent, { id }, ctx) => ctx.clients.appointment.markArrived(id),
  resendAppointmentLink: async (_parent, { id, kind }, ctx) => (await ctx.clients.appointment.resendLink(id, kind)).sent,
  assignAssistantPhysician: (_parent, { id, professionalId }, ctx) => ctx.clients.appointment.assignAssistant(id, professionalId ?? null),
};

/** The assistant physician's record, through the request's professional loader (one batched call per page). */
export const appointmentReceptionType: AppointmentResolvers = {
  assistantPhysician: (a, _args, ctx) =>
    a.medicalAssistentId ? ctx.loaders.professionalById.load(a.medicalAssistentId).catch(nullWhenHidden) : null,
};
