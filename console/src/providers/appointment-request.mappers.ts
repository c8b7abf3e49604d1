import { APPOINTMENT_REQUEST_KINDS, APPOINTMENT_REQUEST_STATUSES } from '@teleconsulta/schema';
import type { GetListParams } from 'react-admin';
import type {
  AppointmentRequestFilter,
  AppointmentRequestKind,
  AppointmentRequestListQueryVariables,
  AppointmentRequestSortField,
  AppointmentRequestStatus,
  AppointmentRequestUpdateInput,
} from '../gql/graphql';
import { toListVariables } from './list-variables';

/** react-admin sort fields → AppointmentRequestSortField. */
const SORT_FIELDS: Readonly<Record<string, AppointmentRequestSortField>> = {
  createdAt: 'CREATED_AT',
  updatedAt: 'UPDATED_AT',
  status: 'STATUS',
};

/** One value or several (a SelectArrayInput), keeping only the known codes. */
const codes = <T extends string>(value: unknown, known: readonly string[]): T[] | undefined => {
  const list = (Array.isArray(value) ? value : value ? [value] : []).filter((v): v is T => known.includes(String(v)));
  return list.length ? list : undefined;
};

export function toAppointmentRequestFilter(filter: Record<string, unknown> | undefined): AppointmentRequestFilter | undefined {
  const result: AppointmentRequestFilter = {};
  const status = codes<AppointmentRequestStatus>(filter?.status, APPOINTMENT_REQUEST_STATUSES);
  const kind = codes<AppointmentRequestKind>(filter?.kind, APPOINTMENT_REQUEST_KINDS);
  if (status) result.status = status;
  if (kind) result.kind = kind;
  if (typeof filter?.personId === 'string' && filter.personId) result.personId = filter.personId;
  return Object.keys(result).length > 0 ? result : undefined;
}

export const toAppointmentRequestListVariables = (params: Partial<GetListParams>): AppointmentRequestListQueryVariables =>
  toListVariables(params, SORT_FIELDS, toAppointmentRequestFilter, 'DESC');

/** The edit form's values: the status chosen and the note of this change (`changeNote`; the last one is only shown). */
export function toAppointmentRequestUpdate(data: Record<string, unknown>): AppointmentRequestUpdateInput {
  const note = typeof data.changeNote === 'string' ? data.changeNote.trim() : '';
  return { status: data.status as AppointmentRequestStatus, ...(note ? { note } : {}) };
}

/** +55 11987654321 → "+55 (11) 98765-4321" for Brazil; other countries: "+351 213334444". */
export function formatContact(countryCode: string, number: string | null | undefined): string {
  if (!number) return '';
  if (countryCode === '55' && /^\d{10,11}$/.test(number)) {
    const local = number.slice(2);
    return `+55 (${number.slice(0, 2)}) ${local.slice(0, local.length - 4)}-${local.slice(-4)}`;
  }
  return `+${countryCode} ${number}`;
}
