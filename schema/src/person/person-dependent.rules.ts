import type { DependentRelationship } from './person-dependent.validation.js';

/** The age at which a child's guardian stops acting for them (Código Civil art. 5; LGPD art. 14; SECURITY.md T22). */
export const GUARDIANSHIP_AGE = 18;

/**
 * Dependents whose guardianship ends with age: a child, and a dependent registered before relationships existed
 * (null, the children of the earlier app). A spouse, a parent or another adult registered as a dependent is
 * represented by the responsible person whatever their age.
 */
const ENDS_WITH_AGE: ReadonlySet<DependentRelationship | null> = new Set(['CHILD', null]);

/** The date a person born on `birthDate` (YYYY-MM-DD) turns GUARDIANSHIP_AGE: 29 February born come of age on 1 March. */
export function comingOfAgeDate(birthDate: string): string {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y + GUARDIANSHIP_AGE, m - 1, d));
  return date.toISOString().slice(0, 10);
}

/**
 * Whether the responsible person still acts for the dependent on `today` (YYYY-MM-DD, in the clinic's time zone): a
 * child until the day before their 18th birthday; without a birth date, until one is given. The SQL twin is the
 * services' `guardianActsSql` (kit/guardian.sql.ts): both must say the same.
 */
export function guardianActs(dependent: { relationship: DependentRelationship | null; birthDate: string | null }, today: string): boolean {
  if (!ENDS_WITH_AGE.has(dependent.relationship) || !dependent.birthDate) return true;
  return today < comingOfAgeDate(dependent.birthDate);
}

/** How long before a child comes of age the guardian is told (the dependents page): 90 days. */
export const GUARDIANSHIP_NOTICE_DAYS = 90;

/**
 * The date the guardianship of this dependent ends, when that is within GUARDIANSHIP_NOTICE_DAYS of `today`
 * (YYYY-MM-DD, in the clinic's time zone) and still ahead; null otherwise (an adult dependent, no birth date, far off).
 */
export function guardianshipEndingOn(
  dependent: { relationship: DependentRelationship | null; birthDate: string | null },
  today: string,
): string | null {
  if (!ENDS_WITH_AGE.has(dependent.relationship) || !dependent.birthDate) return null;
  const ends = comingOfAgeDate(dependent.birthDate);
  const days = (Date.parse(`${ends}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  return days > 0 && days <= GUARDIANSHIP_NOTICE_DAYS ? ends : null;
}
