import {
  COMPANY_CREATE_ROLES,
  COMPANY_EDIT_ROLES,
  COMPANY_FINANCE_READ_ROLES,
  COMPANY_FINANCE_WRITE_ROLES,
  COMPANY_READ_ROLES,
  hasAnyRole,
  PLAN_WRITE_ROLES,
  PROFESSIONAL_WRITE_ROLES,
  type Role,
  STAFF_READ_ROLES,
  STAFF_WRITE_ROLES,
} from '@teleconsulta/schema';

/** Roles allowed per react-admin action, by resource; a resource not listed here is left to the gateway. */
const RULES: Readonly<Record<string, Readonly<Record<string, readonly Role[]>>>> = {
  companies: {
    list: COMPANY_READ_ROLES,
    show: COMPANY_READ_ROLES,
    export: COMPANY_READ_ROLES,
    create: COMPANY_CREATE_ROLES,
    edit: COMPANY_EDIT_ROLES,
    delete: [],
  },
  // A company's financial settings (no list: opened from the company's finance tab); managers read, administrators edit.
  companyFinancials: {
    list: [],
    show: COMPANY_FINANCE_READ_ROLES,
    edit: COMPANY_FINANCE_WRITE_ROLES,
    create: [],
    delete: [],
  },
  // Plans are managed by clinic administrators; managers and representatives get "Access Denied".
  plans: {
    list: PLAN_WRITE_ROLES,
    show: PLAN_WRITE_ROLES,
    export: PLAN_WRITE_ROLES,
    create: PLAN_WRITE_ROLES,
    edit: PLAN_WRITE_ROLES,
    delete: PLAN_WRITE_ROLES,
  },
  // Professionals are managed by administrators and managers (doctors edit only their own profile, in the apps).
  professionals: {
    list: PROFESSIONAL_WRITE_ROLES,
    show: PROFESSIONAL_WRITE_ROLES,
    export: PROFESSIONAL_WRITE_ROLES,
    create: PROFESSIONAL_WRITE_ROLES,
    edit: PROFESSIONAL_WRITE_ROLES,
    delete: PROFESSIONAL_WRITE_ROLES,
  },
  // Members of the company: managers and administrators; which roles each may grant is in grantableRoles.
  staff: {
    list: STAFF_READ_ROLES,
    show: STAFF_READ_ROLES,
    export: STAFF_READ_ROLES,
    create: STAFF_WRITE_ROLES,
    edit: STAFF_WRITE_ROLES,
    delete: STAFF_WRITE_ROLES,
  },
};

/**
 * react-admin's canAccess: hides menu entries and buttons, and turns pages into "Access Denied", from the signed-in
 * user's roles. Only a convenience: the services refuse the same calls anyway.
 */
export function canAccessResource(roles: readonly Role[], { resource, action }: { resource: string; action: string }): boolean {
  const rules = RULES[resource];
  if (!rules) return true;
  const allowed = rules[action] ?? rules.list ?? [];
  return hasAnyRole(roles, allowed);
}

/** Whether the user may edit a company's identity, commercial terms, plan and contract flags (not only its operation). */
export const canEditWholeCompany = (roles: readonly Role[] | undefined): boolean => hasAnyRole(roles ?? [], ['CA', 'ADMIN']);
