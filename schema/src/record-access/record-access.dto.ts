import { z } from 'zod';
import { RECORD_ACCESS_KINDS } from './record-access.validation.js';

/** One access to a person's record, as logged. */
export const ZRecordAccessDto = z.object({
  id: z.string(),
  personId: z.string(),
  personName: z.string(),
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
  accessedAt: z.string(),
});
export type TRecordAccessDto = z.infer<typeof ZRecordAccessDto>;

export const ZRecordAccessPageDto = z.object({ items: z.array(ZRecordAccessDto), total: z.number().int() });
