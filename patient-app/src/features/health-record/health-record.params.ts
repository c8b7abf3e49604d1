import { PERSON_HISTORY_SOURCED_TYPES, type PersonHistorySourcedType } from '@teleconsulta/schema';

/** The types the record offers as filters: those something is recorded as today (the others never have items). */
export const RECORD_TYPES: readonly PersonHistorySourcedType[] = PERSON_HISTORY_SOURCED_TYPES;

/** The health record's filters and page, kept in the address (?type=APPOINTMENT,EXAM&from=&to=&professional=&page=2). */
export type HealthRecordParams = {
  types: PersonHistorySourcedType[];
  from: string | null;
  to: string | null;
  professionalId: string | null;
  page: number;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the address; anything unknown or malformed is no filter, so a hand-edited URL never breaks the page. */
export function parseRecordParams(search: URLSearchParams): HealthRecordParams {
  const date = (key: string) => {
    const value = search.get(key);
    return value && DATE.test(value) ? value : null;
  };
  const asked = (search.get('type') ?? '').split(',');
  const page = Number(search.get('page'));
  return {
    types: RECORD_TYPES.filter((type) => asked.includes(type)),
    from: date('from'),
    to: date('to'),
    professionalId: search.get('professional') || null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address of a state: only what is set. */
export function recordParamsToSearch(params: HealthRecordParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.types.length > 0) search.set('type', params.types.join(','));
  if (params.from) search.set('from', params.from);
  if (params.to) search.set('to', params.to);
  if (params.professionalId) search.set('professional', params.professionalId);
  if (params.page !== 1) search.set('page', String(params.page));
  return search;
}

/** A filter change starts again at page 1; changing only the page keeps the rest. */
export function withRecordChange(params: HealthRecordParams, change: Partial<HealthRecordParams>): HealthRecordParams {
  const pageOnly = Object.keys(change).every((key) => key === 'page');
  return { ...params, ...change, page: pageOnly ? (change.page ?? params.page) : 1 };
}

/** One type more or one type less. */
export const toggleType = (types: readonly PersonHistorySourcedType[], type: PersonHistorySourcedType) =>
  types.includes(type) ? types.filter((t) => t !== type) : RECORD_TYPES.filter((t) => t === type || types.includes(t));

export const hasRecordFilters = (params: HealthRecordParams) =>
  Boolean(params.types.length > 0 || params.from || params.to || params.professionalId);

/** personHistory's filters (the service refuses an end before the start, under "to"). */
export function recordFilterVariables(params: HealthRecordParams) {
  return {
    filter: params.types.length > 0 ? params.types : null,
    from: params.from,
    to: params.to,
    professionalId: params.professionalId,
  };
}

type Attended = { doctorId: string | null; professionalName: string | null };

/** The professionals of a person's appointments, once each, by name: what the professional filter offers. */
export function professionalOptions(appointments: readonly Attended[], locale: string): Array<{ id: string; name: string }> {
  const byId = new Map<string, string>();
  for (const a of appointments) if (a.doctorId && a.professionalName && !byId.has(a.doctorId)) byId.set(a.doctorId, a.professionalName);
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, locale));
}
