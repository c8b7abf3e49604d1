import { ZAppointmentFileDto } from '@teleconsulta/schema';
import type { CallContext, ServiceTransport } from './http.js';

const path = (appointmentId: string) => `/appointment/${encodeURIComponent(appointmentId)}/file`;

/** An appointment's exam files (SPEC §7 PUT /{id}/file, DELETE /{id}/file?filePath=), under /appointment. */
export const appointmentFileClient = (t: ServiceTransport, ctx: CallContext) => ({
  /** The file's bytes as the body, with their type (checked already by the caller with the shared upload rules). */
  upload: (appointmentId: string, file: { bytes: Uint8Array; contentType: string; fileName: string }) =>
    t.call(
      ctx,
      {
        method: 'PUT',
        path: path(appointmentId),
        query: { fileName: file.fileName },
        raw: { bytes: file.bytes, contentType: file.contentType },
        timeoutMs: t.uploadTimeoutMs,
      },
      ZAppointmentFileDto,
    ),
  remove: (appointmentId: string, filePath: string) =>
    t.call(ctx, { method: 'DELETE', path: path(appointmentId), query: { filePath }, timeoutMs: t.uploadTimeoutMs }, ZAppointmentFileDto),
});
