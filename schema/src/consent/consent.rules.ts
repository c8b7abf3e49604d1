/**
 * Who the terms-of-use gate stops (SPEC §5 "The terms of use must be accepted to access the system"): a signed-in user
 * working in a company who has not accepted its current version. The platform administrator working across companies
 * (no company) publishes the terms and has no company to accept them in: not stopped.
 */
export function mustAcceptTerms(viewer: { companyId: string | null; isPlatformAdmin: boolean }, term: { accepted: boolean }): boolean {
  if (viewer.isPlatformAdmin && !viewer.companyId) return false;
  return !term.accepted;
}

/** The terms versions, newest first: the first is the current one (the newest published). */
export function currentVersion<T extends { version: string }>(newestFirst: readonly T[]): T | null {
  return newestFirst[0] ?? null;
}
