import { APPOINTMENT_SOURCES, APPOINTMENT_STATUSES } from '@teleconsulta/schema';
import type { GetListParams } from 'react-admin';
import type {
  AppointmentFilter,
  AppointmentListQueryVariables,
  AppointmentReportQueryVariables,
  AppointmentReportSortField,
  AppointmentSortField,
  AppointmentSource,
  AppointmentStatus,
} from '../gql/graphql';
import { toListVariables } from './list-variables';

/** react-admin sort fields → AppointmentSortField. */
const SORT_FIELDS: Readonly<Record<string, AppointmentSortField>> = {
  startsAt: 'START',
  startDate: 'START',
  status: 'STATUS',
  statusName: 'STATUS',
  protocol: 'PROTOCOL',
  patientName: 'PATIENT',
  professionalName: 'PROFESSIONAL',
  createdAt: 'CREATED_AT',
};

const REPORT_SORT_FIELDS: Readonly<Record<string, AppointmentReportSortField>> = {
  date: 'DATE',
  professionalName: 'PROFESSIONAL',
  total: 'TOTAL',
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const asList = (value: unknown) => (Array.isArray(value) ? value : typeof value === 'string' && value !== '' ? [value] : []);
const isStatus = (v: unknown): v is AppointmentStatus => (APPOINTMENT_STATUSES as readonly unknown[]).includes(v);
const isSource = (v: unknown): v is AppointmentSource => (APPOINTMENT_SOURCES as readonly unknown[]).includes(v);

/** The list's filter form values → AppointmentFilter (empty values left out). */
export function toAppointmentFilter(filter: Record<string, unknown> | undefined): AppointmentFilter | undefined {
  const { status, source, from, to, doctorId, patientId } = filter ?? {};
  const result: AppointmentFilter = {};
  const statuses = asList(status).filter(isStatus);
  if (statuses.length) result.status = statuses;
  const sources = asList(source).filter(isSource);
  if (sources.length) result.source = sources;
  if (typeof from === 'string' && DATE.test(from)) result.from = from;
  if (typeof to === 'string' && DATE.test(to)) result.to = to;
  if (typeof doctorId === 'string' && doctorId !== '') result.doctorId = doctorId;
  if (typeof patientId === 'string' && patientId !== '') result.patientId = patientId;
  return Object.keys(result).length > 0 ? result : undefined;
}

export const toAppointmentListVariables = (params: Partial<GetListParams>): AppointmentListQueryVariables =>
  toListVariables(params, SORT_FIELDS, toAppointmentFilter);

export const toAppointmentReportVariables = (params: Partial<GetListParams>): AppointmentReportQueryVariables =>
  toListVariables(params, REPORT_SORT_FIELDS, toAppointmentFilter);
