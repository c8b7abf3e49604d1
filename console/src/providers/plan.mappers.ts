import isEqual from 'lodash/isEqual';
import type { GetListParams } from 'react-admin';
import type { PlanFilter, PlanInput, PlanListQueryVariables, PlanSortField } from '../gql/graphql';
import { toListVariables } from './list-variables';
import { toPatchInput } from './patch-input';

/** react-admin sort fields → the PlanSortField enum; other columns are not sortable on the server. */
const PLAN_SORT_FIELDS: Readonly<Record<string, PlanSortField>> = {
  name: 'NAME',
  billType: 'BILL_TYPE',
  durationDays: 'DURATION_DAYS',
  attendanceValueCents: 'ATTENDANCE_VALUE',
  createdAt: 'CREATED_AT',
};

/** Fields of Plan that are not in PlanInput (companyId is set on create only). */
const READ_ONLY_FIELDS = new Set(['id', '__typename', 'createdAt', 'updatedAt']);

export function toPlanFilter(filter: Record<string, unknown> | undefined): PlanFilter | undefined {
  const { q, active, companyId, ids } = filter ?? {};
  const result: PlanFilter = {};
  if (typeof q === 'string' && q.trim() !== '') result.q = q.trim();
  if (typeof active === 'boolean') result.active = active;
  if (typeof companyId === 'string' && companyId !== '') result.companyId = companyId;
  if (Array.isArray(ids)) result.ids = ids.map(String);
  return Object.keys(result).length > 0 ? result : undefined;
}

export const toPlanListVariables = (params: Partial<GetListParams>): PlanListQueryVariables =>
  toListVariables(params, PLAN_SORT_FIELDS, toPlanFilter);

/** A plan record or form values as PlanInput: no __typename, no read-only fields. */
export function toPlanInput(record: Record<string, unknown>): PlanInput {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !READ_ONLY_FIELDS.has(key))) as PlanInput;
}

/** The input without its owner: a plan's company never changes. */
function withoutOwner(record: Record<string, unknown>): PlanInput {
  const { companyId: _owner, ...input } = toPlanInput(record);
  return input;
}

/** The update input: only the fields that differ from the plan as loaded; the owner never changes. */
export const toPlanPatch = (data: Record<string, unknown>, previous: Record<string, unknown> | undefined): PlanInput =>
  toPatchInput(withoutOwner, data, previous, isEqual);
