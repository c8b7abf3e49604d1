import { z } from 'zod';
import { ZEmail, ZPassword } from './fields.js';
import { ZPersonName } from './person.js';

/** Staff memberships ("users of the company and their roles"): shared by the staff service and the console's forms. */

/** The roles a membership may carry; ADMIN is the platform flag of a user, never a membership role. */
export const MEMBERSHIP_ROLES = ['P', 'D', 'DC', 'M', 'CA', 'R'] as const;
export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number];

export const STAFF_SORT_FIELDS = ['NAME', 'EMAIL', 'CREATED_AT'] as const;

/** At least one role, each a membership role; repeated roles are kept once, in the order of MEMBERSHIP_ROLES. */
export const ZMembershipRoles = z
  .array(z.enum(MEMBERSHIP_ROLES, { message: 'invalid' }), { message: 'required' })
  .min(1, { message: 'required' })
  .max(MEMBERSHIP_ROLES.length * 2, { message: 'invalid' })
  .transform((roles) => MEMBERSHIP_ROLES.filter((role) => roles.includes(role)));

/**
 * POST /staff. An e-mail without an account creates the user with this name and initial password (to be changed
 * after the first sign-in); an existing account only gets the membership. The input and the answer have the same
 * shape either way.
 */
export const ZStaffCreate = z.object({
  name: ZPersonName,
  email: ZEmail,
  password: ZPassword,
  roles: ZMembershipRoles,
});
export type TStaffCreate = z.infer<typeof ZStaffCreate>;

/** PUT /staff/{userId}: the membership's whole set of roles. */
export const ZStaffRolesInput = z.object({ roles: ZMembershipRoles });
export type TStaffRolesInput = z.infer<typeof ZStaffRolesInput>;
