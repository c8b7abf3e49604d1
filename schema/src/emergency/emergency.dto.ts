import { z } from 'zod';
import { ZScreeningDto } from '../screening/screening.dto.js';
import { EMERGENCY_PROTOCOL_STATUSES } from './emergency.validation.js';

/** Emergency DTOs: what the emergency service answers and the gateway's client checks. */

export const ZEmergencyGroupDto = z.object({
  id: z.string(),
  name: z.string(),
  queueCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TEmergencyGroupDto = z.infer<typeof ZEmergencyGroupDto>;
export const ZEmergencyGroupPageDto = z.object({ items: z.array(ZEmergencyGroupDto), total: z.number().int() });
export type TEmergencyGroupPageDto = z.infer<typeof ZEmergencyGroupPageDto>;

/** Open protocols of a queue by status (null for a patient). */
export const ZEmergencyQueueCountsDto = z.object({ waiting: z.number().int(), called: z.number().int(), inAttendance: z.number().int() });
export type TEmergencyQueueCountsDto = z.infer<typeof ZEmergencyQueueCountsDto>;

export const ZEmergencyQueueDto = z.object({
  id: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  name: z.string(),
  /** A REQUEST_SPECIALTYS (CBO) code. */
  specialtyCode: z.string(),
  active: z.boolean(),
  maxWaitMinutes: z.number().int(),
  attendanceEstimateMinutes: z.number().int(),
  /** The granted professionals (managers only; empty for anyone else). */
  professionalIds: z.array(z.string()),
  counts: ZEmergencyQueueCountsDto.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TEmergencyQueueDto = z.infer<typeof ZEmergencyQueueDto>;
export const ZEmergencyQueueListDto = z.object({ items: z.array(ZEmergencyQueueDto) });
export type TEmergencyQueueListDto = z.infer<typeof ZEmergencyQueueListDto>;

/**
 * GET /emergency: enabled when the contract flag USE_EMERGENCY_MODULE and the rule access_emergency hold; online when,
 * besides, a professional is checked in to an active queue (patients can join only then).
 */
export const ZEmergencyStatusDto = z.object({
  online: z.boolean(),
  enabled: z.boolean(),
  /** Whether the caller runs the queues and the board here (CA, M, platform administrator). */
  canManage: z.boolean(),
  /** "Emergency is offline" (SPEC §8) in the request's language when offline. */
  message: z.string().nullable(),
  queues: z.array(ZEmergencyQueueDto),
});
export type TEmergencyStatusDto = z.infer<typeof ZEmergencyStatusDto>;

export const ZEmergencyGrantsDto = z.object({ queueId: z.string(), professionalIds: z.array(z.string()) });
export type TEmergencyGrantsDto = z.infer<typeof ZEmergencyGrantsDto>;

/** The stored triage of a protocol's pre-assessment: priority 1 (most urgent) … 5, its maximum wait and why. */
export const ZEmergencyTriageDto = z.object({
  priority: z.number().int(),
  maxWaitMinutes: z.number().int(),
  redFlag: z.boolean(),
  engine: z.string(),
  reasons: z.array(z.object({ text: z.string() })),
});
export type TEmergencyTriageDto = z.infer<typeof ZEmergencyTriageDto>;

export const ZEmergencyProtocolDto = z.object({
  id: z.string(),
  number: z.string(),
  personId: z.string(),
  /** SPEC §3 display name: name | registration, or name | formatted CPF. */
  patientName: z.string(),
  queueId: z.string(),
  queueName: z.string(),
  /** SPEC §2 person flow step, 1..11. */
  step: z.number().int(),
  status: z.enum(EMERGENCY_PROTOCOL_STATUSES),
  priority: z.number().int().nullable(),
  complaint: z.string().nullable(),
  /** A red-flag answer or complaint at the pre-assessment: the patient is told to call SAMU 192; the clinic is alerted. */
  redFlag: z.boolean(),
  /** The pre-assessment's triage: the priority and what led to it (null before step 5). */
  triage: ZEmergencyTriageDto.nullable(),
  /** Calls the patient did not answer in time (the company's no-answer rule moved them back or out). */
  missedCalls: z.number().int(),
  /** The professional who called the patient (their name, for the patient's "ready for attendance" screen). */
  professionalName: z.string().nullable(),
  /** The video room's access code, for the patient and the professional who called them only; null otherwise. */
  roomAccess: z.string().nullable(),
  /** The attendance's appointment (its service notes and NPS), with roomAccess's rule. */
  appointmentId: z.string().nullable(),
  /** The live position in its queue (1 = next), for a waiting protocol; null otherwise. */
  position: z.number().int().nullable(),
  /** The wait estimate in minutes (estimateWaitMinutes), for a waiting protocol; null otherwise. */
  estimatedWaitMinutes: z.number().int().nullable(),
  /** How many professionals are checked in to its queue, for a waiting protocol; null otherwise. */
  professionalsOnDuty: z.number().int().nullable(),
  arrivedAt: z.string(),
  calledAt: z.string().nullable(),
  professionalId: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** Staff only (null for the patient). */
  closedBy: z.string().nullable(),
  closeReason: z.string().nullable(),
  /** A SPEC §8 message for the patient ("Your attendance was closed by the manager"), translated; null when none. */
  notice: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TEmergencyProtocolDto = z.infer<typeof ZEmergencyProtocolDto>;
export const ZEmergencyProtocolListDto = z.object({ items: z.array(ZEmergencyProtocolDto) });
export type TEmergencyProtocolListDto = z.infer<typeof ZEmergencyProtocolListDto>;

/**
 * POST /emergency/protocol/{id}/payment: step 3. Whether the clinic charges for the emergency attendance and, when it
 * does, the short link of its payment: the attendance's appointment's access code and protocol, which the payment page
 * (card, PIX, on site) works from. The patient goes on once it is paid, or once they chose to pay on site.
 */
export const ZEmergencyPaymentDto = z.object({
  required: z.boolean(),
  priceCents: z.number().int(),
  access: z.string().nullable(),
  protocol: z.string().nullable(),
});
export type TEmergencyPaymentDto = z.infer<typeof ZEmergencyPaymentDto>;

/** GET /emergency/protocol/{id}/screening: the questionnaire of the protocol's pre-assessment (null: none, complaint only). */
export const ZEmergencyProtocolScreeningDto = z.object({ screening: ZScreeningDto.nullable() });
export type TEmergencyProtocolScreeningDto = z.infer<typeof ZEmergencyProtocolScreeningDto>;

/** The payload of an 'emergency' flow event: small, no personal data (any member of the tenant may read the flow). */
export const ZEmergencyEventPayload = z.object({
  queueId: z.string(),
  protocolId: z.string().nullable(),
  status: z.string().nullable(),
  step: z.number().int().nullable(),
  /** A SPEC §8 message key for the patient's flow (e.g. CLOSED_BY_MANAGER). */
  messageKey: z.string().nullable(),
  /** The live positions of the queue's waiting protocols after the change, computed once per event. */
  positions: z.array(z.object({ id: z.string(), position: z.number().int() })),
  /** The queue's mean attendance time and the professionals checked in to it, for the wait estimates (estimateWaitMinutes). */
  meanAttendanceMinutes: z.number().nullable().optional(),
  professionals: z.number().int().nullable().optional(),
});
export type TEmergencyEventPayload = z.infer<typeof ZEmergencyEventPayload>;

/** GET/POST/DELETE /emergency/checkin: the queues the calling professional is checked in to (none: checked out). */
export const ZEmergencyCheckInDto = z.object({
  professionalId: z.string(),
  queueIds: z.array(z.string()),
  checkedInAt: z.string().nullable(),
});
export type TEmergencyCheckInDto = z.infer<typeof ZEmergencyCheckInDto>;

/** POST /emergency/call-next: the patient called, or null when nobody waits in the professional's queues. */
export const ZEmergencyCallNextDto = z.object({ protocol: ZEmergencyProtocolDto.nullable() });
