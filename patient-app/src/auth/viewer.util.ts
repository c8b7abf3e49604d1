import type { Role } from '@teleconsulta/schema';

type ViewerCompany = { companyId: string | null; memberships: ReadonlyArray<{ companyId: string; companyName: string }> };

/** Name of the company the session is signed in to, from the viewer's memberships. */
export function currentCompanyName(viewer: ViewerCompany): string | null {
  return viewer.memberships.find((membership) => membership.companyId === viewer.companyId)?.companyName ?? null;
}

export function hasAnyRole(roles: readonly Role[], wanted: readonly Role[]): boolean {
  return roles.some((role) => wanted.includes(role));
}
