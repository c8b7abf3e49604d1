import { PROFESSIONAL_WRITABLE_FIELDS } from '@teleconsulta/schema';
import type { GetListParams } from 'react-admin';
import type {
  ProfessionalFilter,
  ProfessionalInput,
  ProfessionalListQueryVariables,
  ProfessionalRole,
  ProfessionalSortField,
} from '../gql/graphql';
import { toListVariables } from './list-variables';
import { toPatchInput } from './patch-input';

/** react-admin sort fields → ProfessionalSortField. */
const SORT_FIELDS: Readonly<Record<string, ProfessionalSortField>> = { name: 'NAME', createdAt: 'CREATED_AT' };

const isRole = (value: unknown): value is ProfessionalRole => value === 'D' || value === 'DC';

export function toProfessionalFilter(filter: Record<string, unknown> | undefined): ProfessionalFilter | undefined {
  const { q, specialty, role, status, ids } = filter ?? {};
  const result: ProfessionalFilter = {};
  if (typeof q === 'string' && q.trim() !== '') result.q = q.trim();
  if (typeof specialty === 'string' && specialty !== '') result.specialty = specialty;
  if (isRole(role)) result.role = role;
  if (status === 'ACTIVE' || status === 'INACTIVE') result.status = status;
  if (Array.isArray(ids)) result.ids = ids.map(String);
  return Object.keys(result).length > 0 ? result : undefined;
}

export const toProfessionalListVariables = (params: Partial<GetListParams>): ProfessionalListQueryVariables =>
  toListVariables(params, SORT_FIELDS, toProfessionalFilter);

/** Specialties as the record holds them ({ code, name }) or as the form does (codes) → codes. */
const specialtyCodes = (value: unknown) =>
  Array.isArray(value)
    ? value.map((s) => (typeof s === 'object' && s !== null ? String((s as { code: unknown }).code) : String(s)))
    : value;

/** A professional record or form values as ProfessionalInput (only writable fields; undefined ones left out). */
export function toProfessionalInput(record: Record<string, unknown>): ProfessionalInput {
  const entries = PROFESSIONAL_WRITABLE_FIELDS.filter((key) => record[key] !== undefined).map((key) => [
    key,
    key === 'specialties' ? specialtyCodes(record[key]) : record[key],
  ]);
  return Object.fromEntries(entries) as ProfessionalInput;
}

/** The update input: only the fields that differ from the record as loaded. */
export const toProfessionalPatch = (data: Record<string, unknown>, previous: Record<string, unknown> | undefined): ProfessionalInput =>
  toPatchInput(toProfessionalInput, data, previous);
