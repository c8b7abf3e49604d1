import { z } from 'zod';
import { ERASURE_REQUEST_STATUSES } from './erasure-request.validation.js';

/** An erasure request as the services answer it (the patient's own, or the clinic's list). */
export const ZErasureRequestDto = z.object({
  id: z.string(),
  personId: z.string(),
  /** The person's display name (kept after anonymisation: the record's identification). */
  personName: z.string(),
  status: z.enum(ERASURE_REQUEST_STATUSES),
  requestedByName: z.string(),
  /** The clinic's answer to the patient (a refusal's reason, or a note with the anonymisation). */
  answer: z.string().nullable(),
  /** Why what was kept is kept (set when the request is answered DONE). */
  retentionReason: z.string().nullable(),
  answeredByName: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TErasureRequestDto = z.infer<typeof ZErasureRequestDto>;

export const ZErasureRequestPageDto = z.object({ items: z.array(ZErasureRequestDto), total: z.number().int() });
