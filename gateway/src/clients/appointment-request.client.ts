import {
  type ZAppointmentRequestCreate,
  ZAppointmentRequestDto,
  ZAppointmentRequestPageDto,
  type ZAppointmentRequestUpdate,
  type ZReturnRequestCreate,
} from '@teleconsulta/schema';
import type { z } from 'zod';
import type { CallContext, ServiceTransport } from './http.js';

export type AppointmentRequestListArgs = {
  page?: number | null;
  perPage?: number | null;
  sortField?: string | null;
  sortOrder?: string | null;
  filter?: { status?: readonly string[] | null; kind?: readonly string[] | null; personId?: string | null } | null;
};

const path = (id: string) => `/appointment/request/${encodeURIComponent(id)}`;

/** Scheduling and return requests (SPEC §3 Request, §7 POST /consultorio/requestreturn), under /appointment. */
export const appointmentRequestClient = (t: ServiceTransport, ctx: CallContext) => ({
  list: ({ filter, ...paging }: AppointmentRequestListArgs) =>
    t.call(
      ctx,
      {
        method: 'GET',
        path: '/appointment/request',
        query: {
          ...paging,
          status: filter?.status?.length ? filter.status.join(',') : undefined,
          kind: filter?.kind?.length ? filter.kind.join(',') : undefined,
          personId: filter?.personId,
        },
      },
      ZAppointmentRequestPageDto,
    ),
  get: (id: string) => t.call(ctx, { method: 'GET', path: path(id) }, ZAppointmentRequestDto),
  create: (input: z.input<typeof ZAppointmentRequestCreate>) =>
    t.call(ctx, { method: 'POST', path: '/appointment/request', body: input }, ZAppointmentRequestDto),
  requestReturn: (input: z.input<typeof ZReturnRequestCreate>) =>
    t.call(ctx, { method: 'POST', path: '/appointment/consultorio/requestreturn', body: input }, ZAppointmentRequestDto),
  update: (id: string, input: z.input<typeof ZAppointmentRequestUpdate>) =>
    t.call(ctx, { method: 'PUT', path: path(id), body: input }, ZAppointmentRequestDto),
});
