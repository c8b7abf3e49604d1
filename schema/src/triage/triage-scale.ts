import type { Locale } from '../constants.js';

/**
 * The triage scale: five levels in the style of the Manchester Triage System (1 most urgent), each with its colour and
 * the longest a patient of that level should wait to be seen. Level 1 always means "call SAMU 192 or go to an
 * emergency room now": a virtual queue is no place for an emergency.
 */
export const TRIAGE_PRIORITIES = [1, 2, 3, 4, 5] as const;
export type TriagePriority = (typeof TRIAGE_PRIORITIES)[number];

export type TriageLevel = {
  priority: TriagePriority;
  key: 'EMERGENCY' | 'VERY_URGENT' | 'URGENT' | 'STANDARD' | 'NON_URGENT';
  colour: 'red' | 'orange' | 'yellow' | 'green' | 'blue';
  maxWaitMinutes: number;
  label: { en: string; ptBR: string };
};

export const TRIAGE_LEVELS: readonly TriageLevel[] = [
  { priority: 1, key: 'EMERGENCY', colour: 'red', maxWaitMinutes: 0, label: { en: 'Emergency', ptBR: 'Emergência' } },
  { priority: 2, key: 'VERY_URGENT', colour: 'orange', maxWaitMinutes: 10, label: { en: 'Very urgent', ptBR: 'Muito urgente' } },
  { priority: 3, key: 'URGENT', colour: 'yellow', maxWaitMinutes: 60, label: { en: 'Urgent', ptBR: 'Urgente' } },
  { priority: 4, key: 'STANDARD', colour: 'green', maxWaitMinutes: 120, label: { en: 'Standard', ptBR: 'Pouco urgente' } },
  { priority: 5, key: 'NON_URGENT', colour: 'blue', maxWaitMinutes: 240, label: { en: 'Non-urgent', ptBR: 'Não urgente' } },
];

/** The level when nothing points elsewhere. */
export const TRIAGE_DEFAULT_PRIORITY: TriagePriority = 4;

export function triageLevel(priority: TriagePriority): TriageLevel {
  return TRIAGE_LEVELS[priority - 1]!;
}

export function triageLabel(priority: TriagePriority, locale: Locale): string {
  const { label } = triageLevel(priority);
  return locale === 'en' ? label.en : label.ptBR;
}

/**
 * What a red flag tells the patient instead of only queueing (SAMU's number is 192 everywhere in Brazil).
 */
export const TRIAGE_RED_FLAG_ADVICE = {
  en: 'This may be an emergency. Call SAMU 192 now or go to the nearest emergency room.',
  ptBR: 'Isto pode ser uma emergência. Ligue agora para o SAMU 192 ou vá ao pronto-socorro mais próximo.',
} as const;

export function redFlagAdvice(locale: Locale): string {
  return locale === 'en' ? TRIAGE_RED_FLAG_ADVICE.en : TRIAGE_RED_FLAG_ADVICE.ptBR;
}

/**
 * An option's 0–100 weight as a level: ≥ 70 very urgent, ≥ 40 urgent, ≥ 20 standard, below non-urgent. A weight never
 * makes an emergency: only a red flag does (level 1 sends the patient to SAMU 192).
 */
export function priorityOfWeight(weight: number): TriagePriority {
  if (weight >= 70) return 2;
  if (weight >= 40) return 3;
  if (weight >= 20) return 4;
  return 5;
}
