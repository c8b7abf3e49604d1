import { type ZNpsAnswer, ZNpsAnswerDto, ZNpsSummaryDto } from '@teleconsulta/schema';
import type { z } from 'zod';
import type { CallContext, ServiceTransport } from './http.js';

/** The NPS survey (SPEC §7 POST /appointment/npsreport/?protocol=), an appointment's answer and the summary. */
export const npsClient = (t: ServiceTransport, ctx: CallContext) => ({
  answer: (protocol: string, input: z.input<typeof ZNpsAnswer>) =>
    t.call(ctx, { method: 'POST', path: '/appointment/npsreport/', query: { protocol }, body: input }, ZNpsAnswerDto),
  ofAppointment: (appointmentId: string) =>
    t.call(ctx, { method: 'GET', path: `/appointment/${encodeURIComponent(appointmentId)}/npsreport` }, ZNpsAnswerDto),
  summary: (query: { from?: string | null; to?: string | null; doctorId?: string | null }) =>
    t.call(ctx, { method: 'GET', path: '/appointment/npsreport/summary', query }, ZNpsSummaryDto),
});
