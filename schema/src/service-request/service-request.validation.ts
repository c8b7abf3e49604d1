import { z } from 'zod';
import { SERVICE_REQUEST_CATEGORY, SERVICE_REQUEST_CODE } from '../constants.js';

/**
 * Service requests (SPEC §3, §7), after FHIR ServiceRequest: shared by the service-request service and the console's
 * form. The API speaks FHIR's codes (status "active", "on-hold" …); times are epoch milliseconds.
 */
export const SERVICE_REQUEST_STATUSES = ['draft', 'active', 'on-hold', 'revoked', 'completed', 'entered-in-error'] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];
export const SERVICE_REQUEST_INTENTS = [
  'proposal',
  'plan',
  'directive',
  'order',
  'original-order',
  'reflex-order',
  'filler-order',
  'instance-order',
  'option',
] as const;
export type ServiceRequestIntent = (typeof SERVICE_REQUEST_INTENTS)[number];
export const SERVICE_REQUEST_PRIORITIES = ['routine', 'urgent', 'asap', 'stat'] as const;
export type ServiceRequestPriority = (typeof SERVICE_REQUEST_PRIORITIES)[number];

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
/** "person|{patientId}" (SPEC §3). */
export const SUBJECT_PATTERN = new RegExp(`^person\\|(${UUID})$`);

export const subjectOf = (personId: string) => `person|${personId}`;
/** The person id of a subject reference, or null when it is not "person|{uuid}". */
export const personIdOfSubject = (subject: string): string | null => SUBJECT_PATTERN.exec(subject.trim())?.[1]?.toLowerCase() ?? null;

export const ZServiceRequestSubject = z
  .string({ message: 'required' })
  .trim()
  .min(1, { message: 'required' })
  .refine((v) => personIdOfSubject(v) !== null, { message: 'invalid' })
  .transform((v) => subjectOf(personIdOfSubject(v)!));

/** A SNOMED CT concept id: 6 to 18 digits. */
export const ZSnomedCode = z
  .string({ message: 'required' })
  .trim()
  .min(1, { message: 'required' })
  .regex(/^\d{6,18}$/, { message: 'invalid' });

/** Epoch milliseconds between 1900 and 2200. */
export const ZEpochMs = z
  .number({ message: 'invalidDateTime' })
  .int({ message: 'invalidDateTime' })
  .min(Date.UTC(1900, 0, 1), { message: 'invalidDateTime' })
  .max(Date.UTC(2200, 0, 1), { message: 'invalidDateTime' });

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const patchShape = {
  subject: ZServiceRequestSubject.optional(),
  category: ZSnomedCode.optional(),
  code: ZSnomedCode.optional(),
  status: z.enum(SERVICE_REQUEST_STATUSES, { message: 'invalid' }).optional(),
  intent: z.enum(SERVICE_REQUEST_INTENTS, { message: 'invalid' }).optional(),
  priority: z.enum(SERVICE_REQUEST_PRIORITIES, { message: 'invalid' }).optional(),
  authoredOn: ZEpochMs.optional(),
  occurrence: ZEpochMs.nullable().optional(),
  note: z.preprocess(blankToNull, z.string().trim().max(2000, { message: 'max' }).nullable()).optional(),
};

/**
 * PUT /service-request/{id}: the given fields change (null clears occurrence or note). id, company, requester and
 * requesterName are not fields of the body: whatever a client sends for them is dropped (SPEC §3).
 */
export const ZServiceRequestPatch = z.object(patchShape);
export type TServiceRequestPatch = z.infer<typeof ZServiceRequestPatch>;

/** POST /service-request: a subject is required; category, code and status default to SPEC §9's (3457005, 103696004, active). */
export const ZServiceRequestCreate = z.object({
  ...patchShape,
  subject: ZServiceRequestSubject,
  category: ZSnomedCode.default(SERVICE_REQUEST_CATEGORY),
  code: ZSnomedCode.default(SERVICE_REQUEST_CODE),
  status: z.enum(SERVICE_REQUEST_STATUSES, { message: 'invalid' }).default('active'),
  intent: z.enum(SERVICE_REQUEST_INTENTS, { message: 'invalid' }).default('order'),
  priority: z.enum(SERVICE_REQUEST_PRIORITIES, { message: 'invalid' }).default('routine'),
});
export type TServiceRequestCreate = z.infer<typeof ZServiceRequestCreate>;
