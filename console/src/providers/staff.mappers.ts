import { MEMBERSHIP_ROLES } from '@teleconsulta/schema';
import type { GetListParams } from 'react-admin';
import type { AddStaffMemberInput, Role, StaffFilter, StaffListQueryVariables, StaffSortField } from '../gql/graphql';
import { toListVariables } from './list-variables';
import type { StaffInvitationRecord, StaffMemberRecord } from './staff.documents';

/** react-admin sort fields → StaffSortField. */
const STAFF_SORT_FIELDS: Readonly<Record<string, StaffSortField>> = { name: 'NAME', email: 'EMAIL', createdAt: 'CREATED_AT' };

const isRole = (value: unknown): value is Role => typeof value === 'string' && (MEMBERSHIP_ROLES as readonly string[]).includes(value);

/** A member as a react-admin record: the user id is the record id. */
export const toStaffRecord = (member: StaffMemberRecord) => ({ ...member, id: member.userId });
export type StaffRecord = ReturnType<typeof toStaffRecord>;

export function toStaffFilter(filter: Record<string, unknown> | undefined): StaffFilter | undefined {
  const { q, role } = filter ?? {};
  const result: StaffFilter = {};
  if (typeof q === 'string' && q.trim() !== '') result.q = q.trim();
  if (isRole(role)) result.role = role;
  return Object.keys(result).length > 0 ? result : undefined;
}

export const toStaffListVariables = (params: Partial<GetListParams>): StaffListQueryVariables =>
  toListVariables(params, STAFF_SORT_FIELDS, toStaffFilter);

/** The roles of form values, as the Role enum wants them (unknown values are left to the service to refuse). */
export const toStaffRoles = (roles: unknown): Role[] => (Array.isArray(roles) ? (roles as Role[]) : []);

/** Form values as AddStaffMemberInput: the e-mail to invite and the roles (blank left for the shared validation to name). */
export function toAddStaffInput(data: Record<string, unknown>): AddStaffMemberInput {
  return { email: typeof data.email === 'string' ? data.email : undefined, roles: toStaffRoles(data.roles) };
}

/**
 * The created "record" of the create form is the invitation, not a member: it carries the invitation's id (react-admin
 * wants one) and goes back to the list, where the pending invitations are shown apart from the members.
 */
export const toInvitationRecord = (invitation: StaffInvitationRecord) => ({ ...invitation });
