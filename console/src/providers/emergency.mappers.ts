import type { GetListParams } from 'react-admin';
import type { EmergencyGroupInput, EmergencyQueueInput } from '../gql/graphql';

/** The fields of EmergencyQueueInput: everything else of a record (ids, counts, dates) is read-only. */
const QUEUE_FIELDS = [
  'groupId',
  'name',
  'specialtyCode',
  'active',
  'maxWaitMinutes',
  'attendanceEstimateMinutes',
  'professionalIds',
] as const;

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
/** A number input gives '' or a string while typing: the service's validator says what is wrong with it. */
const toNumber = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)) ? Number(value) : value;

export function toEmergencyQueueInput(data: Record<string, unknown>): EmergencyQueueInput {
  const input: Record<string, unknown> = {};
  for (const field of QUEUE_FIELDS) {
    if (!(field in data)) continue;
    const value = blankToNull(data[field]);
    input[field] = field === 'maxWaitMinutes' || field === 'attendanceEstimateMinutes' ? toNumber(value) : value;
  }
  return input as EmergencyQueueInput;
}

export const toEmergencyGroupInput = (data: Record<string, unknown>): EmergencyGroupInput => ({
  name: typeof data.name === 'string' ? data.name : null,
});

/**
 * The emergency lists are small and read whole (queues; groups through every page): react-admin's paging, sorting
 * and search run here on the rows.
 */
export function pageRows<T extends Record<string, unknown>>(rows: readonly T[], params: Partial<GetListParams>) {
  const q = typeof params.filter?.q === 'string' ? params.filter.q.trim().toLocaleLowerCase() : '';
  const filtered = q
    ? rows.filter((r) =>
        String(r.name ?? '')
          .toLocaleLowerCase()
          .includes(q),
      )
    : [...rows];
  const field = params.sort?.field ?? 'name';
  const direction = params.sort?.order === 'DESC' ? -1 : 1;
  filtered.sort(
    (a, b) => direction * String(a[field] ?? '').localeCompare(String(b[field] ?? ''), undefined, { numeric: true, sensitivity: 'base' }),
  );
  const page = params.pagination?.page ?? 1;
  const perPage = params.pagination?.perPage ?? filtered.length;
  return { data: filtered.slice((page - 1) * perPage, page * perPage), total: filtered.length };
}
