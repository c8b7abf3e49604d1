import { ZRecordAccessPageDto } from '@teleconsulta/schema';
import type { CallContext, ServiceTransport } from './http.js';

/** The access audit of the health record (/record-access): who read or wrote a patient's record, allowed or refused. */
export const recordAccessClient = (t: ServiceTransport, ctx: CallContext) => ({
  list: (query: { page?: number | null; perPage?: number | null; personId?: string | null; outcome?: string | null }) =>
    t.call(ctx, { method: 'GET', path: '/record-access', query }, ZRecordAccessPageDto),
});
