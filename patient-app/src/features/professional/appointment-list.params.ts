import type { AppointmentStatus } from '@teleconsulta/schema';

export type SortOrder = 'ASC' | 'DESC';

/** In the order of an attendance's life; the list's status filter offers them so. */
export const LIST_STATUSES: readonly AppointmentStatus[] = [
  'SCHEDULED',
  'PAID',
  'IN_ATTENDANCE',
  'FINISHED_BY_PROFESSIONAL',
  'LEFT_BY_PATIENT',
  'NO_SHOW',
  'CANCELLED',
];
/** The sorts that make sense for one professional's own appointments (a subset of AppointmentSortField). */
export const LIST_SORT_FIELDS = ['START', 'STATUS', 'PATIENT', 'PROTOCOL'] as const;
export type ListSortField = (typeof LIST_SORT_FIELDS)[number];
export const PAGE_SIZES = [10, 25, 50] as const;

/** The all-appointments screen's state, kept in the address (?from=&to=&status=A,B&patient=&sort=START&order=DESC&page=2). */
export type AppointmentListParams = {
  from: string | null;
  to: string | null;
  status: AppointmentStatus[];
  patientId: string | null;
  sortField: ListSortField;
  sortOrder: SortOrder;
  page: number;
  perPage: number;
};

export const DEFAULT_LIST_PARAMS: AppointmentListParams = {
  from: null,
  to: null,
  status: [],
  patientId: null,
  sortField: 'START',
  sortOrder: 'DESC',
  page: 1,
  perPage: 10,
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** Reads the address; anything unknown or malformed falls back to the default, so a hand-edited URL never breaks the page. */
export function parseListParams(search: URLSearchParams): AppointmentListParams {
  const date = (key: string) => {
    const value = search.get(key);
    return value && DATE.test(value) ? value : null;
  };
  const statuses = (search.get('status') ?? '').split(',').filter((s): s is AppointmentStatus => isOneOf(LIST_STATUSES, s));
  const sort = search.get('sort');
  const order = search.get('order');
  const page = Number(search.get('page'));
  const perPage = Number(search.get('perPage'));
  return {
    from: date('from'),
    to: date('to'),
    status: LIST_STATUSES.filter((s) => statuses.includes(s)),
    patientId: search.get('patient') || null,
    sortField: isOneOf(LIST_SORT_FIELDS, sort) ? sort : DEFAULT_LIST_PARAMS.sortField,
    sortOrder: order === 'ASC' || order === 'DESC' ? order : DEFAULT_LIST_PARAMS.sortOrder,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_LIST_PARAMS.perPage,
  };
}

/** The address of a state: only what differs from the default. */
export function listParamsToSearch(params: AppointmentListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.from) search.set('from', params.from);
  if (params.to) search.set('to', params.to);
  if (params.status.length > 0) search.set('status', params.status.join(','));
  if (params.patientId) search.set('patient', params.patientId);
  if (params.sortField !== DEFAULT_LIST_PARAMS.sortField) search.set('sort', params.sortField);
  if (params.sortOrder !== DEFAULT_LIST_PARAMS.sortOrder) search.set('order', params.sortOrder);
  if (params.page !== 1) search.set('page', String(params.page));
  if (params.perPage !== DEFAULT_LIST_PARAMS.perPage) search.set('perPage', String(params.perPage));
  return search;
}

/** A filter or sort change starts again at page 1; changing only the page keeps the rest. */
export function withChange(params: AppointmentListParams, change: Partial<AppointmentListParams>): AppointmentListParams {
  const pageOnly = Object.keys(change).every((key) => key === 'page');
  return { ...params, ...change, page: pageOnly ? (change.page ?? params.page) : 1 };
}

/** The query's filter (days of the clinic's calendar; the service refuses an end before the start, under "to"). */
export function listFilter(params: AppointmentListParams) {
  return {
    ...(params.from ? { from: params.from } : {}),
    ...(params.to ? { to: params.to } : {}),
    ...(params.status.length > 0 ? { status: params.status } : {}),
    ...(params.patientId ? { patientId: params.patientId } : {}),
  };
}

export const hasFilters = (params: AppointmentListParams) =>
  Boolean(params.from || params.to || params.status.length > 0 || params.patientId);
