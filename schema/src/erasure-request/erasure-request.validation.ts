import { z } from 'zod';
import { pagingShape } from '../util/paging.js';

/**
 * LGPD erasure requests (art. 18 VI; issue 18 item 6, SECURITY.md T21): a patient asks the clinic to erase the personal
 * data that is not part of the health record; the clinic anonymises it (DONE) or refuses with an answer (REFUSED).
 */
export const ERASURE_REQUEST_STATUSES = ['REQUESTED', 'DONE', 'REFUSED'] as const;
export type ErasureRequestStatus = (typeof ERASURE_REQUEST_STATUSES)[number];
export const ERASURE_ANSWER_MAX = 2000;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** POST /person/erasure-request: for the patient themself (personId left out) or one of their dependents. */
export const ZErasureRequestCreate = z.object({
  personId: z.preprocess(blankToUndefined, z.uuid({ message: 'invalid' }).optional()),
});
export type TErasureRequestCreate = z.infer<typeof ZErasureRequestCreate>;

/** PUT /erasure-request/{id}/refuse: the clinic's answer to the patient is required. */
export const ZErasureRequestRefuse = z.object({
  answer: z.preprocess(blankToUndefined, z.string({ message: 'required' }).trim().max(ERASURE_ANSWER_MAX, { message: 'max' })),
});

/** PUT /erasure-request/{id}/anonymise: an optional note to the patient (the legal reason is always stored). */
export const ZErasureRequestAnonymise = z.object({
  answer: z.preprocess(blankToUndefined, z.string().trim().max(ERASURE_ANSWER_MAX, { message: 'max' }).optional()),
});

/** GET /erasure-request: paged, newest first, filtered by status (one or many, comma-separated). */
export const ZErasureRequestListQuery = z.object({
  status: z
    .union([z.string(), z.array(z.string())], { message: 'invalid' })
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .refine((list) => list.every((s) => (ERASURE_REQUEST_STATUSES as readonly string[]).includes(s)), { message: 'invalid' })
    .transform((list) => [...new Set(list)] as ErasureRequestStatus[])
    .optional(),
  ...pagingShape,
});
export type TErasureRequestListQuery = z.infer<typeof ZErasureRequestListQuery>;
