import { z } from 'zod';
import { SCREENING_QUESTION_KINDS } from './screening.validation.js';

/** Screening DTOs: what the screening service answers and the gateway's client checks. */
export const ZScreeningOptionDto = z.object({
  id: z.string(),
  textPtBR: z.string(),
  textEn: z.string(),
  weight: z.number().int().nullable(),
  redFlag: z.boolean(),
});
export const ZScreeningQuestionDto = z.object({
  id: z.string(),
  textPtBR: z.string(),
  textEn: z.string(),
  kind: z.enum(SCREENING_QUESTION_KINDS),
  required: z.boolean(),
  options: z.array(ZScreeningOptionDto),
});
export type TScreeningQuestionDto = z.infer<typeof ZScreeningQuestionDto>;

export const ZScreeningDto = z.object({
  id: z.string(),
  companyId: z.string(),
  type: z.string(),
  subtype: z.string().nullable(),
  titlePtBR: z.string(),
  titleEn: z.string(),
  active: z.boolean(),
  version: z.number().int(),
  questions: z.array(ZScreeningQuestionDto),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TScreeningDto = z.infer<typeof ZScreeningDto>;

export const ZScreeningPageDto = z.object({ items: z.array(ZScreeningDto), total: z.number().int() });
export type TScreeningPageDto = z.infer<typeof ZScreeningPageDto>;
