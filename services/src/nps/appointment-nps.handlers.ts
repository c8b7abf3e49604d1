import { ZNpsAnswer, ZNpsAnswerDto, ZNpsQuery, ZNpsSummaryDto, ZNpsSummaryQuery } from '@teleconsulta/schema';
import { ZIdParam } from '../appointment/appointment.schemas.js';
import type { ServiceContext } from '../kit/context.js';
import { tenantRoutes } from '../kit/http.js';
import { appointmentNpsService as service } from './appointment-nps.service.js';

export const appointmentNpsHandlers = (ctx: ServiceContext) => {
  const route = tenantRoutes(ctx);
  return {
    answer: route(
      { query: ZNpsQuery, body: ZNpsAnswer },
      ZNpsAnswerDto,
      (tx, tenant, { query, body }) => service.answer(tx, tenant, query.protocol, body),
      { status: 201, emptyBody: true },
    ),
    ofAppointment: route({ params: ZIdParam }, ZNpsAnswerDto, (tx, tenant, { params }) => service.ofAppointment(tx, tenant, params.id)),
    summary: route({ query: ZNpsSummaryQuery }, ZNpsSummaryDto, (tx, tenant, { query }) => service.summary(tx, tenant, query)),
  };
};
