import { z } from 'zod';
import { NPS_CATEGORIES } from './nps.validation.js';

/** A patient's answer to the NPS survey of one appointment. */
export const ZNpsAnswerDto = z.object({
  id: z.string(),
  appointmentId: z.string(),
  protocol: z.string(),
  score: z.number().int(),
  category: z.enum(NPS_CATEGORIES),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type TNpsAnswerDto = z.infer<typeof ZNpsAnswerDto>;

/** GET /appointment/npsreport/summary: the answers of the appointments that started in the period. */
export const ZNpsSummaryDto = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  answers: z.number().int(),
  promoters: z.number().int(),
  passives: z.number().int(),
  detractors: z.number().int(),
  nps: z.number().nullable(),
  average: z.number().nullable(),
});
export type TNpsSummaryDto = z.infer<typeof ZNpsSummaryDto>;
