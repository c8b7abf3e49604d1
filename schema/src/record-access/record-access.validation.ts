import { z } from 'zod';
import { pagingShape } from '../util/paging.js';

/**
 * The access audit of the health record (issue 19 item 7; SECURITY.md T20): every read of a patient's record by
 * someone other than the patient (or their guardian) is logged, append-only: who, when, what and under which
 * appointment. HISTORY: a page of the record; ITEM: one record item opened in full.
 */
export const RECORD_ACCESS_KINDS = ['HISTORY', 'ITEM'] as const;
export type RecordAccessKind = (typeof RECORD_ACCESS_KINDS)[number];

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** GET /record-access: newest first; a patient names one of their persons, the clinic administrator may filter by one. */
export const ZRecordAccessListQuery = z.object({
  personId: z.preprocess(blankToUndefined, z.uuid({ message: 'invalid' }).optional()),
  ...pagingShape,
});
export type TRecordAccessListQuery = z.infer<typeof ZRecordAccessListQuery>;
