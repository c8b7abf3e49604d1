import { ruleTriage } from '@teleconsulta/schema';
import type { TriageAdapter } from './triage.adapter.js';

/** The built-in triage: the rule engine of the schema package (red flags, symptom lexicon, weights), nothing external. */
export function rulesTriage(): TriageAdapter {
  return { assess: async (input) => ruleTriage(input) };
}
