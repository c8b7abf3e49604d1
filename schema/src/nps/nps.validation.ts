import { z } from 'zod';
import { NPS_MAX, NPS_MIN } from '../constants.js';

/**
 * The NPS survey (SPEC §3 "NPS report: protocol, body", §7 POST /appointment/npsreport/?protocol=, §9 scale 0 to 10):
 * the patient rates a finished attendance once. Net Promoter Score: 9–10 promoters, 7–8 passives, 0–6 detractors;
 * NPS = % promoters − % detractors (−100 … 100).
 */
export const NPS_COMMENT_MAX = 1000;
export const NPS_CATEGORIES = ['PROMOTER', 'PASSIVE', 'DETRACTOR'] as const;
export type NpsCategory = (typeof NPS_CATEGORIES)[number];

export function npsCategory(score: number): NpsCategory {
  if (score >= 9) return 'PROMOTER';
  if (score >= 7) return 'PASSIVE';
  return 'DETRACTOR';
}

export type NpsSummary = {
  answers: number;
  promoters: number;
  passives: number;
  detractors: number;
  /** % promoters − % detractors, rounded to one decimal; null with no answer. */
  nps: number | null;
  /** The mean score, two decimals; null with no answer. */
  average: number | null;
};

/** The summary of some counts per category (and the sum of the scores, for the average). */
export function npsFromCounts(counts: { promoters: number; passives: number; detractors: number; scoreSum: number }): NpsSummary {
  const answers = counts.promoters + counts.passives + counts.detractors;
  if (answers === 0) return { answers: 0, promoters: 0, passives: 0, detractors: 0, nps: null, average: null };
  const nps = Math.round(((counts.promoters - counts.detractors) / answers) * 1000) / 10;
  return {
    answers,
    promoters: counts.promoters,
    passives: counts.passives,
    detractors: counts.detractors,
    // -0 (equal promoters and detractors) reads as 0
    nps: nps === 0 ? 0 : nps,
    average: Math.round((counts.scoreSum / answers) * 100) / 100,
  };
}

/** The summary of a list of scores. */
export function npsSummary(scores: readonly number[]): NpsSummary {
  const counts = { promoters: 0, passives: 0, detractors: 0, scoreSum: 0 };
  for (const score of scores) {
    const category = npsCategory(score);
    if (category === 'PROMOTER') counts.promoters++;
    else if (category === 'PASSIVE') counts.passives++;
    else counts.detractors++;
    counts.scoreSum += score;
  }
  return npsFromCounts(counts);
}

/** ?protocol= of POST /appointment/npsreport/: the appointment's protocol in the company. */
export const ZNpsQuery = z.object({
  protocol: z.string({ message: 'required' }).trim().min(1, { message: 'required' }).max(40, { message: 'invalid' }),
});

/** The survey's body: a whole score from 0 to 10 and an optional comment. */
export const ZNpsAnswer = z.object({
  score: z
    .number({ message: 'npsScore' })
    .int({ message: 'npsScore' })
    .min(NPS_MIN, { message: 'npsScore' })
    .max(NPS_MAX, { message: 'npsScore' }),
  comment: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().max(NPS_COMMENT_MAX, { message: 'max' }).optional(),
  ),
});
export type TNpsAnswer = z.infer<typeof ZNpsAnswer>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ZDay = z
  .string()
  .trim()
  .refine((v) => DATE.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), { message: 'invalid' });

/** GET /appointment/npsreport/summary?from&to: days of the company's calendar (of the appointments' start). */
export const ZNpsSummaryQuery = z
  .object({ from: ZDay.optional(), to: ZDay.optional(), doctorId: z.uuid({ message: 'invalid' }).optional() })
  .superRefine((v, ctx) => {
    if (v.from && v.to && v.to < v.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'endBeforeStart' });
  });
export type TNpsSummaryQuery = z.infer<typeof ZNpsSummaryQuery>;
