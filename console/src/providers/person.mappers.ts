import isEqual from 'lodash/isEqual';
import type { GetListParams } from 'react-admin';
import type { PersonFilter, PersonInput, PersonListQueryVariables, PersonSortField } from '../gql/graphql';

/** react-admin sort fields → PersonSortField; the display name sorts by name. */
const PERSON_SORT_FIELDS: Readonly<Record<string, PersonSortField>> = {
  name: 'NAME',
  displayName: 'NAME',
  birthDate: 'BIRTH_DATE',
  createdAt: 'CREATED_AT',
};

/** The fields of PersonInput: everything else of a record (ids, relations, computed names) is read-only. */
const WRITABLE_FIELDS = [
  'name',
  'socialName',
  'birthDate',
  'cpf',
  'uhcId',
  'gender',
  'mail',
  'cellPhone',
  'telephone',
  'country',
  'profession',
  'registration',
  'status',
  'street',
  'number',
  'complement',
  'neighborhood',
  'city',
  'region',
  'zipCode',
] as const;

export function toPersonFilter(filter: Record<string, unknown> | undefined): PersonFilter | undefined {
  const { q, status, parentId, ids } = filter ?? {};
  const result: PersonFilter = {};
  if (typeof q === 'string' && q.trim() !== '') result.q = q.trim();
  if (status === 'ACTIVE' || status === 'INACTIVE') result.status = status;
  if (typeof parentId === 'string' && parentId !== '') result.parentId = parentId;
  if (Array.isArray(ids)) result.ids = ids.map(String);
  return Object.keys(result).length > 0 ? result : undefined;
}

export function toPersonListVariables({ pagination, sort, filter }: Partial<GetListParams>): PersonListQueryVariables {
  const sortField = sort ? PERSON_SORT_FIELDS[sort.field] : undefined;
  return {
    page: pagination?.page,
    perPage: pagination?.perPage,
    sortField,
    sortOrder: sortField ? (sort?.order === 'DESC' ? 'DESC' : 'ASC') : undefined,
    filter: toPersonFilter(filter),
  };
}

/** A person record or form values as PersonInput (only writable fields; undefined ones left out). */
export function toPersonInput(record: Record<string, unknown>): PersonInput {
  const entries = WRITABLE_FIELDS.filter((key) => record[key] !== undefined).map((key) => [key, record[key]]);
  return Object.fromEntries(entries) as PersonInput;
}

/** The update input: only the fields that differ from the record as loaded. */
export function toPersonPatch(data: Record<string, unknown>, previous: Record<string, unknown> | undefined): PersonInput {
  const input = toPersonInput(data);
  if (!previous) return input;
  const before = toPersonInput(previous) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(input).filter(([key, value]) => !isEqual(value ?? null, before[key] ?? null))) as PersonInput;
}
