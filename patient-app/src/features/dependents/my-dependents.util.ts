/** A person the patient reaches (MyDependents): themself, or a dependent registered under them. */
type Reached = { id: string; parentId: string | null; status: 'ACTIVE' | 'INACTIVE' };

/**
 * The patient's own record (me.personId) and their active dependents (the records whose parent it is; one the clinic
 * deactivated can no longer be booked for, and is not listed).
 */
export function splitSelfAndDependents<P extends Reached>(
  people: readonly P[],
  selfId: string | null,
): { self: P | null; dependents: P[] } {
  if (!selfId) return { self: null, dependents: [] };
  return {
    self: people.find((p) => p.id === selfId) ?? null,
    dependents: people.filter((p) => p.parentId === selfId && p.status === 'ACTIVE'),
  };
}

/** A birth date (YYYY-MM-DD) as the user's language writes it: 06/01/2015 in English, 01/06/2015 in Portuguese. */
export const formatBirthDate = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(`${date}T12:00:00Z`),
  );
