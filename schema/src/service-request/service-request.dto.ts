import { z } from 'zod';
import { SERVICE_REQUEST_INTENTS, SERVICE_REQUEST_PRIORITIES, SERVICE_REQUEST_STATUSES } from './service-request.validation.js';

/** Service-request DTOs: what the service-request service answers and the gateway's client checks. Times in epoch ms. */
export const ZServiceRequestDto = z.object({
  id: z.string(),
  companyId: z.string(),
  /** "person|{patientId}". */
  subject: z.string(),
  subjectId: z.string(),
  /** The patient's display name (SPEC §3), for lists. */
  subjectName: z.string().nullable(),
  requesterId: z.string().nullable(),
  requesterName: z.string(),
  category: z.string(),
  code: z.string(),
  status: z.enum(SERVICE_REQUEST_STATUSES),
  intent: z.enum(SERVICE_REQUEST_INTENTS),
  priority: z.enum(SERVICE_REQUEST_PRIORITIES),
  authoredOn: z.number().int(),
  occurrence: z.number().int().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TServiceRequestDto = z.infer<typeof ZServiceRequestDto>;

export const ZServiceRequestPageDto = z.object({ items: z.array(ZServiceRequestDto), total: z.number().int() });
export type TServiceRequestPageDto = z.infer<typeof ZServiceRequestPageDto>;
