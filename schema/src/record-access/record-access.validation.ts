import { z } from 'zod';
import { pagingShape } from '../util/paging.js';

/**
 * The access audit of the health record (issue 19 item 7; SECURITY.md T20): every read and write of a patient's
 * record, allowed or refused, is logged, append-only: who, when, what, the outcome, the request and the appointment it
 * falls under. HISTORY: a page of the record; ITEM: one record item opened in full.
 */
export const RECORD_ACCESS_KINDS = ['HISTORY', 'ITEM'] as const;
export type RecordAccessKind = (typeof RECORD_ACCESS_KINDS)[number];
/** READ: the record was read; WRITE: written to (notes, a document, a file, a diagnostic, a request). */
export const RECORD_ACCESS_ACTIONS = ['READ', 'WRITE'] as const;
export type RecordAccessAction = (typeof RECORD_ACCESS_ACTIONS)[number];
/** DENIED: refused (ACCESS_DENIED, or NOT_FOUND for a record the caller may not know of). */
export const RECORD_ACCESS_OUTCOMES = ['ALLOWED', 'DENIED'] as const;
export type RecordAccessOutcome = (typeof RECORD_ACCESS_OUTCOMES)[number];

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** GET /record-access: newest first; a patient names one of their persons, the clinic administrator may filter by one. */
export const ZRecordAccessListQuery = z.object({
  personId: z.preprocess(blankToUndefined, z.uuid({ message: 'invalid' }).optional()),
  outcome: z.preprocess(blankToUndefined, z.enum(RECORD_ACCESS_OUTCOMES, { message: 'invalid' }).optional()),
  ...pagingShape,
});
export type TRecordAccessListQuery = z.infer<typeof ZRecordAccessListQuery>;
