import isEqual from 'lodash/isEqual';
import type { GetListParams } from 'react-admin';
import type {
  ProfessionalFilter,
  ProfessionalInput,
  ProfessionalListQueryVariables,
  ProfessionalRole,
  ProfessionalSortField,
} from '../gql/graphql';

/** react-admin sort fields → ProfessionalSortField. */
const SORT_FIELDS: Readonly<Record<string, ProfessionalSortField>> = { name: 'NAME', createdAt: 'CREATED_AT' };

/** The fields of ProfessionalInput: everything else of a record (ids, dates) is read-only. */
const WRITABLE_FIELDS = [
  'name',
  'crm',
  'crmState',
  'licenseCouncil',
  'specialties',
  'role',
  'status',
  'emergencyAccess',
  'bio',
  'mail',
  'cellPhone',
  'telephone',
  'street',
  'number',
  'complement',
  'neighborhood',
  'city',
  'region',
  'zipCode',
] as const;

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

export function toProfessionalListVariables({ pagination, sort, filter }: Partial<GetListParams>): ProfessionalListQueryVariables {
  const sortField = sort ? SORT_FIELDS[sort.field] : undefined;
  return {
    page: pagination?.page,
    perPage: pagination?.perPage,
    sortField,
    sortOrder: sortField ? (sort?.order === 'DESC' ? 'DESC' : 'ASC') : undefined,
    filter: toProfessionalFilter(filter),
  };
}

/** Specialties as the record holds them ({ code, name }) or as the form does (codes) → codes. */
const specialtyCodes = (value: unknown) =>
  Array.isArray(value)
    ? value.map((s) => (typeof s === 'object' && s !== null ? String((s as { code: unknown }).code) : String(s)))
    : value;

/** A professional record or form values as ProfessionalInput (only writable fields; undefined ones left out). */
export function toProfessionalInput(record: Record<string, unknown>): ProfessionalInput {
  const entries = WRITABLE_FIELDS.filter((key) => record[key] !== undefined).map((key) => [
    key,
    key === 'specialties' ? specialtyCodes(record[key]) : record[key],
  ]);
  return Object.fromEntries(entries) as ProfessionalInput;
}

/** The update input: only the fields that differ from the record as loaded. */
export function toProfessionalPatch(data: Record<string, unknown>, previous: Record<string, unknown> | undefined): ProfessionalInput {
  const input = toProfessionalInput(data);
  if (!previous) return input;
  const before = toProfessionalInput(previous) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(input).filter(([key, value]) => !isEqual(value ?? null, before[key] ?? null)),
  ) as ProfessionalInput;
}
