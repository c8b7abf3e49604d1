import { grantableRoles, MEMBERSHIP_ROLES, type MembershipRole, type Role } from '@teleconsulta/schema';

/** Role choices with translated names (resources.staff.roles.*); react-admin translates the name keys. */
export const roleChoice = (role: string) => ({ id: role, name: `resources.staff.roles.${role}` });

export const ALL_ROLE_CHOICES = MEMBERSHIP_ROLES.map(roleChoice);

/** Only the roles the signed-in user may grant (a manager: P, D and DC). */
export const grantableRoleChoices = (roles: readonly Role[] | undefined) =>
  grantableRoles(roles ?? []).map((role: MembershipRole) => roleChoice(role));
