import { z } from 'zod';
import { RECORD_ACCESS_ACTIONS, RECORD_ACCESS_KINDS, RECORD_ACCESS_OUTCOMES } from './record-access.validation.js';

/** One access to a person's record (a read or a write, allowed or refused), as logged. */
export const ZRecordAccessDto = z.object({
  id: z.string(),
  /** null for a refused access to a person the caller could not know (another company's, or none). */
  personId: z.string().nullable(),
  personName: z.string().nullable(),
  /** The reader as they were named then, and the roles they read with. */
  readerName: z.string(),
  readerRoles: z.array(z.string()),
  kind: z.enum(RECORD_ACCESS_KINDS),
  /** For an ITEM: the item's type and id. For a HISTORY page: the types asked (empty: all). */
  itemType: z.string().nullable(),
  itemId: z.string().nullable(),
  types: z.array(z.string()),
  /** The reader's appointment with the person the access falls under (the nearest in time), when they have one. */
  appointmentId: z.string().nullable(),
  appointmentProtocol: z.string().nullable(),
  action: z.enum(RECORD_ACCESS_ACTIONS),
  outcome: z.enum(RECORD_ACCESS_OUTCOMES),
  requestId: z.string().nullable(),
  accessedAt: z.string(),
});
export type TRecordAccessDto = z.infer<typeof ZRecordAccessDto>;

export const ZRecordAccessPageDto = z.object({ items: z.array(ZRecordAccessDto), total: z.number().int() });
