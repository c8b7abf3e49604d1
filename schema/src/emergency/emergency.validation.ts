import { z } from 'zod';
import { SPECIALTY_CODES } from '../professional/professional.validation.js';

/** Emergency validation (SPEC §2 "Emergency flows", §4): shared by the emergency service and the console's forms. */

/** SPEC §2 person flow, in order: the step number is the index + 1. */
export const EMERGENCY_PERSON_STEPS = [
  'ARRIVAL',
  'CHECK_RESOURCES',
  'PAYMENT',
  'REPORT_COMPLAINT',
  'PRE_ASSESSMENT',
  'WAITING_ROOM',
  'READY_FOR_ATTENDANCE',
  'ATTENDANCE_ROOM',
  'POST_ATTENDANCE',
  'FILL_NPS',
  'END_ROOM',
] as const;
export type EmergencyPersonStep = (typeof EMERGENCY_PERSON_STEPS)[number];

export const EMERGENCY_PROTOCOL_STATUSES = [
  'WAITING',
  'CALLED',
  'IN_ATTENDANCE',
  'FINISHED',
  'CLOSED_BY_MANAGER',
  'LEFT_WITHOUT_BEING_SEEN',
] as const;
export type EmergencyProtocolStatus = (typeof EMERGENCY_PROTOCOL_STATUSES)[number];
/** A protocol is open (on the board, holding the person) in these statuses. */
export const EMERGENCY_OPEN_STATUSES = ['WAITING', 'CALLED', 'IN_ATTENDANCE'] as const satisfies readonly EmergencyProtocolStatus[];

const ZName = z.string({ message: 'required' }).trim().min(1, { message: 'required' }).max(120, { message: 'max' });
const ZMinutes = (max: number) =>
  z.number({ message: 'invalid' }).int({ message: 'invalid' }).min(1, { message: 'invalid' }).max(max, { message: 'invalid' });

export const ZEmergencyGroupInput = z.object({ name: ZName });
export type TEmergencyGroupInput = z.infer<typeof ZEmergencyGroupInput>;

export const ZEmergencySpecialty = z
  .string({ message: 'required' })
  .trim()
  .min(1, { message: 'required' })
  .refine((code) => SPECIALTY_CODES.includes(code), { message: 'invalid' });

const ZProfessionalIds = z
  .array(z.uuid({ message: 'invalid' }), { message: 'required' })
  .max(500, { message: 'invalid' })
  .transform((ids) => [...new Set(ids)]);

/** PUT /emergency/queue/{id}/grants: the whole set of professionals who may check in to the queue. */
export const ZEmergencyGrants = z.object({ professionalIds: ZProfessionalIds });
export type TEmergencyGrants = z.infer<typeof ZEmergencyGrants>;

const queueShape = {
  groupId: z.uuid({ message: 'required' }),
  name: ZName,
  specialtyCode: ZEmergencySpecialty,
  active: z.boolean({ message: 'invalid' }),
  /** The longest acceptable wait, in minutes (1 to 1440). */
  maxWaitMinutes: ZMinutes(1440),
  /** The default length of one attendance, in minutes (1 to 240), for waiting-time estimates. */
  attendanceEstimateMinutes: ZMinutes(240),
};

export const ZEmergencyQueueCreate = z.object({
  ...queueShape,
  active: queueShape.active.default(true),
  maxWaitMinutes: queueShape.maxWaitMinutes.default(60),
  attendanceEstimateMinutes: queueShape.attendanceEstimateMinutes.default(15),
  /** The granted professionals, saved with the queue (optional). */
  professionalIds: ZProfessionalIds.optional(),
});
export type TEmergencyQueueCreate = z.infer<typeof ZEmergencyQueueCreate>;

export const ZEmergencyQueuePatch = z.object({
  groupId: queueShape.groupId.optional(),
  name: queueShape.name.optional(),
  specialtyCode: queueShape.specialtyCode.optional(),
  active: queueShape.active.optional(),
  maxWaitMinutes: queueShape.maxWaitMinutes.optional(),
  attendanceEstimateMinutes: queueShape.attendanceEstimateMinutes.optional(),
  professionalIds: ZProfessionalIds.optional(),
});
export type TEmergencyQueuePatch = z.infer<typeof ZEmergencyQueuePatch>;

/** POST /emergency/protocol: a person joins a queue (step 1, arrival). Without personId, the caller's own person. */
export const ZEmergencyProtocolOpen = z.object({
  queueId: z.uuid({ message: 'required' }),
  personId: z.uuid({ message: 'invalid' }).optional(),
  complaint: z.string().trim().max(500, { message: 'max' }).optional(),
});
export type TEmergencyProtocolOpen = z.infer<typeof ZEmergencyProtocolOpen>;

/** PUT /emergency/protocol/{id}/close: the manager's reason is required. */
export const ZEmergencyProtocolClose = z.object({
  reason: z.string({ message: 'required' }).trim().min(1, { message: 'required' }).max(500, { message: 'max' }),
});
export type TEmergencyProtocolClose = z.infer<typeof ZEmergencyProtocolClose>;

/** PUT /emergency/protocol/{id}/forward: the queue a professional sends the patient they called to. */
export const ZEmergencyForward = z.object({ queueId: z.uuid({ message: 'invalid' }) });
export type TEmergencyForward = z.infer<typeof ZEmergencyForward>;

/** POST /emergency/checkin: the queues a professional takes patients from (only queues granted to them). */
export const ZEmergencyCheckIn = z.object({
  queueIds: z
    .array(z.uuid({ message: 'invalid' }), { message: 'required' })
    .min(1, { message: 'required' })
    .max(50, { message: 'invalid' })
    .transform((ids) => [...new Set(ids)]),
});
export type TEmergencyCheckIn = z.infer<typeof ZEmergencyCheckIn>;

/** The steps a patient moves through themself: before the waiting room (check resources, payment) and after (NPS, end). */
export const EMERGENCY_PATIENT_STEPS = [2, 3, 10, 11] as const;
export const ZEmergencyProgress = z.object({
  step: z
    .number({ message: 'invalid' })
    .int({ message: 'invalid' })
    .refine((n) => (EMERGENCY_PATIENT_STEPS as readonly number[]).includes(n), { message: 'invalid' }),
});
export type TEmergencyProgress = z.infer<typeof ZEmergencyProgress>;

/** The longest emergency complaint (step 4), typed or spoken. */
export const EMERGENCY_COMPLAINT_MAX = 1000;

/** Step 4: the complaint in the patient's words (typed or dictated). */
export const ZEmergencyComplaint = z.object({
  complaint: z.string({ message: 'required' }).trim().min(3, { message: 'min' }).max(EMERGENCY_COMPLAINT_MAX, { message: 'max' }),
});
export type TEmergencyComplaint = z.infer<typeof ZEmergencyComplaint>;

/** One answer of the pre-assessment: an option id (or several), a number, yes/no or text. */
export const ZEmergencyAnswer = z.object({
  questionId: z.string({ message: 'required' }).min(1, { message: 'required' }).max(100, { message: 'max' }),
  value: z.union([
    z.string().max(1000, { message: 'max' }),
    z.array(z.string().max(100, { message: 'max' })).max(50, { message: 'max' }),
    z.number(),
    z.boolean(),
  ]),
});
export type TEmergencyAnswer = z.infer<typeof ZEmergencyAnswer>;

/** Step 5: the answers to the company's emergency questionnaire (none when the company has no questionnaire). */
export const ZEmergencyScreeningAnswers = z.object({
  answers: z.array(ZEmergencyAnswer, { message: 'required' }).max(100, { message: 'max' }),
});
export type TEmergencyScreeningAnswers = z.infer<typeof ZEmergencyScreeningAnswers>;

/** The attendance time assumed for a queue with no finished attendance yet, and how many recent ones the estimate reads. */
export const EMERGENCY_DEFAULT_ATTENDANCE_MINUTES = 15;
export const EMERGENCY_ESTIMATE_SAMPLE = 20;

/**
 * The wait estimate of a waiting patient, in whole minutes: the patients ahead and this one, each taking the queue's
 * recent mean attendance time, shared by the professionals checked in to the queue (at least one is assumed). An upper
 * estimate: the patient being attended is counted whole.
 */
export function estimateWaitMinutes(position: number, meanAttendanceMinutes: number, professionals: number): number {
  return Math.ceil((position * meanAttendanceMinutes) / Math.max(1, professionals));
}
