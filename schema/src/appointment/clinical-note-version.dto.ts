import { z } from 'zod';

/**
 * GET /appointment/{id}/note-versions: every state of the attendance's service notes, oldest first (SECURITY.md T23:
 * an edit appends a version, the original is kept), and whether their SHA-256 chain verifies. The clinic's side only:
 * the notes are never the patient's to read (T06).
 */
export const ZClinicalNoteVersionDto = z.object({
  version: z.number().int().positive(),
  notes: z.string().nullable(),
  orientation: z.string().nullable(),
  cid10: z.string().nullable(),
  upshot: z.string().nullable(),
  /** Who wrote it; null for notes written before versions were kept. */
  authorName: z.string().nullable(),
  recordedAt: z.string(),
  /** SHA-256 of the version chained to the previous one, in hex. */
  hash: z.string(),
});

export const ZClinicalNoteHistoryDto = z.object({
  versions: z.array(ZClinicalNoteVersionDto),
  /** Whether every version's hash holds against its content and the previous version's hash. */
  intact: z.boolean(),
});
export type TClinicalNoteHistoryDto = z.infer<typeof ZClinicalNoteHistoryDto>;
