import type { AgendaPatientHit } from './agenda.documents';

/** A patient the booking can be for: a person found, or a dependent of one, with their guardian's name. */
export type PatientChoice = { id: string; name: string; cpf: string | null; cns: string | null; guardianName: string | null };

/**
 * The persons found as a flat list: each person (a dependent with their guardian), then a guardian's active
 * dependents right under them, each person once.
 */
export function patientChoices(hits: readonly AgendaPatientHit[]): PatientChoice[] {
  const out: PatientChoice[] = [];
  const seen = new Set<string>();
  const add = (choice: PatientChoice) => {
    if (seen.has(choice.id)) return;
    seen.add(choice.id);
    out.push(choice);
  };
  for (const hit of hits) {
    add({ id: hit.id, name: hit.name, cpf: hit.cpf ?? null, cns: hit.uhcId ?? null, guardianName: hit.parent?.name ?? null });
    for (const d of hit.dependents) {
      if (d.status === 'ACTIVE') add({ id: d.id, name: d.name, cpf: null, cns: null, guardianName: hit.name });
    }
  }
  return out;
}
