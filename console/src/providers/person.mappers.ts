import { PERSON_WRITABLE_FIELDS } from '@teleconsulta/schema';
import type { GetListParams } from 'react-admin';
import type { PersonFilter, PersonInput, PersonListQueryVariables, PersonSortField } from '../gql/graphql';
import { toListVariables } from './list-variables';
import { toPatchInput } from './patch-input';

/** react-admin sort fields → PersonSortField; the display name sorts by name. */
const PERSON_SORT_FIELDS: Readonly<Record<string, PersonSortField>> = {
  name: 'NAME',
  displayName: 'NAME',
  birthDate: 'BIRTH_DATE',
  createdAt: 'CREATED_AT',
};

export function toPersonFilter(filter: Record<string, unknown> | undefined): PersonFilter | undefined {
  const { q, status, parentId, ids } = filter ?? {};
  const result: PersonFilter = {};
  if (typeof q === 'string' && q.trim() !== '') result.q = q.trim();
  if (status === 'ACTIVE' || status === 'INACTIVE') result.status = status;
  if (typeof parentId === 'string' && parentId !== '') result.parentId = parentId;
  if (Array.isArray(ids)) result.ids = ids.map(String);
  return Object.keys(result).length > 0 ? result : undefined;
}

export const toPersonListVariables = (params: Partial<GetListParams>): PersonListQueryVariables =>
  toListVariables(params, PERSON_SORT_FIELDS, toPersonFilter);

/** A person record or form values as PersonInput (only writable fields; undefined ones left out). */
export function toPersonInput(record: Record<string, unknown>): PersonInput {
  const entries = PERSON_WRITABLE_FIELDS.filter((key) => record[key] !== undefined).map((key) => [key, record[key]]);
  return Object.fromEntries(entries) as PersonInput;
}

/** The update input: only the fields that differ from the record as loaded. */
export const toPersonPatch = (data: Record<string, unknown>, previous: Record<string, unknown> | undefined): PersonInput =>
  toPatchInput(toPersonInput, data, previous);
