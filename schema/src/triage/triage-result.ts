import { z } from 'zod';
import { LOCALES } from '../constants.js';

/**
 * What the triage engines read and answer. The questions have the screening DTO's shape (ZScreeningQuestionDto: texts
 * in both languages), so a questionnaire read from the screening service is passed as it is; the explanations use the
 * texts of the input's language.
 */
export const ZTriageOption = z.object({
  id: z.string(),
  textPtBR: z.string(),
  textEn: z.string(),
  weight: z.number().int().min(0).max(100).nullable(),
  redFlag: z.boolean(),
});
export const ZTriageQuestion = z.object({
  id: z.string(),
  textPtBR: z.string(),
  textEn: z.string(),
  kind: z.string(),
  options: z.array(ZTriageOption),
});
export const ZTriageAnswer = z.object({
  questionId: z.string(),
  value: z.union([z.string(), z.array(z.string()), z.number(), z.boolean()]),
});
export const ZTriageInput = z.object({
  questions: z.array(ZTriageQuestion),
  answers: z.array(ZTriageAnswer),
  complaint: z.string(),
  locale: z.enum(LOCALES),
});
export type TriageQuestion = z.infer<typeof ZTriageQuestion>;
export type TriageAnswer = z.infer<typeof ZTriageAnswer>;
export type TriageInput = z.infer<typeof ZTriageInput>;

/** Why the engine chose a level: an answer (its question and option, or a term in a free-text answer) or a complaint term. */
export const ZTriageReason = z.object({
  source: z.enum(['answer', 'complaint']),
  questionId: z.string().optional(),
  optionId: z.string().optional(),
  term: z.string().optional(),
  /** The explanation in the input's language. */
  text: z.string(),
});
export type TriageReason = z.infer<typeof ZTriageReason>;

export const ZTriageResult = z.object({
  priority: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  maxWaitMinutes: z.number().int().min(0),
  /** A red flag was found: the patient is told to call SAMU 192 (priority is then 1). */
  redFlag: z.boolean(),
  /** Most urgent first. */
  reasons: z.array(ZTriageReason),
  engine: z.enum(['rules', 'llm']),
});
export type TriageResult = z.infer<typeof ZTriageResult>;
