import { ZAppointmentDto, ZAssignAssistantInput, ZResendAppointmentLinkDto, ZResendAppointmentLinkInput } from '@teleconsulta/schema';
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../kit/context.js';
import { parse, tenantRoutes, withTenant } from '../kit/http.js';
import { ZIdParam } from './appointment.schemas.js';
import { appointmentReceptionService as reception } from './appointment-reception.service.js';

/** The reception's actions on an appointment (issue 20): parse → service → serialize. */
export const appointmentReceptionHandlers = (ctx: ServiceContext) => {
  const route = tenantRoutes(ctx);
  return {
    arrival: route({ params: ZIdParam }, ZAppointmentDto, (tx, tenant, { params }) =>
      reception.markArrived(tx, tenant, params.id, ctx.events),
    ),
    assistant: route({ params: ZIdParam, body: ZAssignAssistantInput }, ZAppointmentDto, (tx, tenant, { params, body }) =>
      reception.assignAssistant(tx, tenant, params.id, body.professionalId, ctx.events),
    ),
    /** The mail is recorded in the outbox in the transaction, and handed to the transport once it has committed. */
    resend: async (req: FastifyRequest) => {
      const { ticket } = await withTenant(ctx, req, (tx, tenant) => {
        const { id } = parse(ZIdParam, req.params, req);
        const { kind } = parse(ZResendAppointmentLinkInput, req.body ?? {}, req);
        return reception.resendLink(ctx, tx, tenant, id, kind);
      });
      ctx.mail.dispatch([ticket]);
      return ZResendAppointmentLinkDto.parse({ sent: true });
    },
  };
};
