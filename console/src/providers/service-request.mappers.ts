import type { GetListParams } from 'react-admin';
import type {
  ServiceRequestFilter,
  ServiceRequestInput,
  ServiceRequestListQueryVariables,
  ServiceRequestSortField,
  ServiceRequestStatus,
} from '../gql/graphql';
import { toListVariables } from './list-variables';
import { toPatchInput } from './patch-input';

/** react-admin sort fields → ServiceRequestSortField. */
const SORT_FIELDS: Readonly<Record<string, ServiceRequestSortField>> = {
  authoredOn: 'AUTHORED_ON',
  occurrence: 'OCCURRENCE',
  createdAt: 'CREATED_AT',
};
export const SERVICE_REQUEST_STATUS_VALUES: readonly ServiceRequestStatus[] = [
  'DRAFT',
  'ACTIVE',
  'ON_HOLD',
  'REVOKED',
  'COMPLETED',
  'ENTERED_IN_ERROR',
];

/**
 * The fields of ServiceRequestInput. id, requesterId and requesterName are never sent: the requester is whoever
 * created the request, and the service drops them anyway (SPEC §3).
 */
const WRITABLE_FIELDS = ['subject', 'category', 'code', 'status', 'intent', 'priority', 'authoredOn', 'occurrence', 'note'] as const;

/** "person|{id}" from a person id (the form's value) or a reference already in that form. */
export const toSubject = (value: unknown): string | null | undefined => {
  if (value === undefined || value === null) return value;
  const text = String(value).trim();
  if (text === '') return null;
  return text.startsWith('person|') ? text : `person|${text}`;
};

/** The end of a calendar day (YYYY-MM-DD) in the browser's time zone, as an instant: SPEC §7's `to`. */
export function endOfDay(date: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m) return undefined;
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 23, 59, 59, 999).toISOString();
}

/** A date-time input's value (a Date, an ISO string or a local "YYYY-MM-DDTHH:mm") as an ISO instant; blank is null. */
export function toInstant(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return value;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? 'invalid' : value.toISOString();
  const text = String(value).trim();
  if (text === '') return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}

export function toServiceRequestFilter(filter: Record<string, unknown> | undefined): ServiceRequestFilter | undefined {
  const { subject, status, to, category, code } = filter ?? {};
  const result: ServiceRequestFilter = {};
  const reference = toSubject(subject);
  if (reference) result.subject = reference;
  if (SERVICE_REQUEST_STATUS_VALUES.includes(status as ServiceRequestStatus)) result.status = status as ServiceRequestStatus;
  const until = typeof to === 'string' ? endOfDay(to) : undefined;
  if (until) result.to = until;
  if (typeof category === 'string' && category.trim() !== '') result.category = category.trim();
  if (typeof code === 'string' && code.trim() !== '') result.code = code.trim();
  return Object.keys(result).length > 0 ? result : undefined;
}

export const toServiceRequestListVariables = (params: Partial<GetListParams>): ServiceRequestListQueryVariables =>
  toListVariables(params, SORT_FIELDS, toServiceRequestFilter, 'DESC');

/** A record as the console holds it: `subject` is the patient's person id, the value of the reference input. */
export const toServiceRequestRecord = <T extends { subjectId: string }>(record: T): T & { subject: string } => ({
  ...record,
  subject: record.subjectId,
});

/** Form values or a record as ServiceRequestInput: only writable fields, undefined ones left out. */
export function toServiceRequestInput(values: Record<string, unknown>): ServiceRequestInput {
  const entries = WRITABLE_FIELDS.filter((key) => values[key] !== undefined).map((key) => {
    const value = values[key];
    if (key === 'subject') return [key, toSubject(value)];
    if (key === 'authoredOn' || key === 'occurrence') return [key, toInstant(value)];
    if (key === 'note' || key === 'category' || key === 'code') return [key, typeof value === 'string' ? value.trim() : value];
    return [key, value];
  });
  return Object.fromEntries(entries) as ServiceRequestInput;
}

/** The update input: only the fields that differ from the record as loaded. */
export const toServiceRequestPatch = (data: Record<string, unknown>, previous: Record<string, unknown> | undefined): ServiceRequestInput =>
  toPatchInput(toServiceRequestInput, data, previous);

/** The service's body for the shared zod schemas: FHIR codes ("on-hold") and epoch milliseconds. */
export function toServiceRequestBody(input: ServiceRequestInput): Record<string, unknown> {
  const body: Record<string, unknown> = { ...input };
  for (const key of ['status', 'intent', 'priority'] as const) {
    const value = input[key];
    if (typeof value === 'string') body[key] = value.toLowerCase().replaceAll('_', '-');
  }
  for (const key of ['authoredOn', 'occurrence'] as const) {
    const value = input[key];
    if (typeof value === 'string') body[key] = Number.isNaN(Date.parse(value)) ? value : Date.parse(value);
  }
  return body;
}
