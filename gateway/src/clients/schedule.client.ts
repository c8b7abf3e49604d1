import { ZAvailabilityCalendarDto, ZProfessionalScheduleDto, type ZProfessionalScheduleShape } from '@teleconsulta/schema';
import type { CallContext, LaxInput, ServiceTransport } from './http.js';

const path = (id: string) => `/professional/${encodeURIComponent(id)}/schedule`;

/** Professionals' availability on the professional service. */
export const scheduleClient = (t: ServiceTransport, ctx: CallContext) => ({
  get: (id: string) => t.call(ctx, { method: 'GET', path: path(id) }, ZProfessionalScheduleDto),
  update: (id: string, input: LaxInput<typeof ZProfessionalScheduleShape>) =>
    t.call(ctx, { method: 'PUT', path: path(id), body: input }, ZProfessionalScheduleDto),
  calendar: (professionalId: string, from?: string | null, to?: string | null) =>
    t.call(
      ctx,
      {
        method: 'GET',
        path: '/professional/availabilitycalendar',
        query: { professionalId, from: from ?? undefined, to: to ?? undefined },
      },
      ZAvailabilityCalendarDto,
    ),
});
