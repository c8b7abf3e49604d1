import {
  ZAppointmentAccessDto,
  ZAppointmentDto,
  ZAppointmentPageDto,
  ZAppointmentReportPageDto,
  type ZBookAppointmentInput,
  ZClinicalNoteHistoryDto,
  ZResendAppointmentLinkDto,
  type ZUpdateAppointmentInput,
} from '@teleconsulta/schema';
import type { CallContext, LaxInput, ServiceTransport } from './http.js';

export type AppointmentFilterArgs = {
  status?: readonly string[] | null;
  source?: readonly string[] | null;
  from?: string | null;
  to?: string | null;
  doctorId?: string | null;
  patientId?: string | null;
};

export type AppointmentPageArgs = {
  page?: number | null;
  perPage?: number | null;
  sortField?: string | null;
  sortOrder?: string | null;
  filter?: AppointmentFilterArgs | null;
};

/** Paging, sorting and filters as the service's query string (lists comma-separated). */
function query({ filter, ...paging }: AppointmentPageArgs) {
  return {
    ...paging,
    status: filter?.status?.length ? filter.status.join(',') : undefined,
    source: filter?.source?.length ? filter.source.join(',') : undefined,
    from: filter?.from,
    to: filter?.to,
    doctorId: filter?.doctorId,
    patientId: filter?.patientId,
  };
}

/** The appointment service (SPEC §7), under /appointment. */
export const appointmentClient = (t: ServiceTransport, ctx: CallContext) => ({
  list: (args: AppointmentPageArgs) =>
    t.call(ctx, { method: 'GET', path: '/appointment/consultorio/list', query: query(args) }, ZAppointmentPageDto),
  report: (args: AppointmentPageArgs) =>
    t.call(ctx, { method: 'GET', path: '/appointment/consultorio/report', query: query(args) }, ZAppointmentReportPageDto),
  detail: (id: string) =>
    t.call(ctx, { method: 'GET', path: `/appointment/${encodeURIComponent(id)}/consultorio/detail` }, ZAppointmentDto),
  noteHistory: (id: string) =>
    t.call(ctx, { method: 'GET', path: `/appointment/${encodeURIComponent(id)}/note-versions` }, ZClinicalNoteHistoryDto),
  book: (input: LaxInput<typeof ZBookAppointmentInput>) =>
    t.call(ctx, { method: 'POST', path: '/appointment', body: input }, ZAppointmentDto),
  update: (id: string, input: LaxInput<typeof ZUpdateAppointmentInput>) =>
    t.call(ctx, { method: 'PUT', path: `/appointment/${encodeURIComponent(id)}`, body: input }, ZAppointmentDto),
  setReason: (id: string, reason: string) =>
    t.call(ctx, { method: 'PUT', path: `/appointment/${encodeURIComponent(id)}/reason`, body: { reason } }, ZAppointmentDto),
  cancel: (id: string, reason: string) =>
    t.call(ctx, { method: 'PUT', path: `/appointment/${encodeURIComponent(id)}/cancel`, body: { reason } }, ZAppointmentDto),
  changeStatus: (id: string, status: string) =>
    t.call(ctx, { method: 'PUT', path: `/appointment/${encodeURIComponent(id)}/status`, body: { status } }, ZAppointmentDto),
  /** The reception (issue 20): the patient's arrival, the assistant physician, the links mailed again. */
  markArrived: (id: string) => t.call(ctx, { method: 'PUT', path: `/appointment/${encodeURIComponent(id)}/arrival` }, ZAppointmentDto),
  assignAssistant: (id: string, professionalId: string | null) =>
    t.call(ctx, { method: 'PUT', path: `/appointment/${encodeURIComponent(id)}/assistant`, body: { professionalId } }, ZAppointmentDto),
  resendLink: (id: string, kind: string) =>
    t.call(ctx, { method: 'POST', path: `/appointment/${encodeURIComponent(id)}/resend`, body: { kind } }, ZResendAppointmentLinkDto),
  remove: (id: string) => t.call(ctx, { method: 'DELETE', path: `/appointment/${encodeURIComponent(id)}` }, ZAppointmentDto),
  /** The short links' pages: the access code is the credential (no token or company needed). */
  byAccess: (access: string, page: 'cancel' | 'access' | 'payment') =>
    t.call(ctx, { method: 'GET', path: `/appointment/consultorio/${page}`, query: { access } }, ZAppointmentAccessDto),
  cancelByAccess: (access: string, reason: string) =>
    t.call(ctx, { method: 'PUT', path: '/appointment/consultorio/cancel', query: { access, reason } }, ZAppointmentAccessDto),
});
