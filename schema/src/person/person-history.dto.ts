import { z } from 'zod';
import { APPOINTMENT_SOURCES, APPOINTMENT_STATUSES, APPOINTMENT_TYPES } from '../appointment/appointment.validation.js';
import { ZClinicalDocumentContentDto } from '../clinical-document/clinical-document.dto.js';
import { CLINICAL_DOCUMENT_KINDS, SIGNATURE_STATUSES } from '../clinical-document/clinical-document.validation.js';
import { EMERGENCY_PROTOCOL_STATUSES } from '../emergency/emergency.validation.js';
import {
  SERVICE_REQUEST_INTENTS,
  SERVICE_REQUEST_PRIORITIES,
  SERVICE_REQUEST_STATUSES,
} from '../service-request/service-request.validation.js';
import { PERSON_HISTORY_ITEM_TYPES } from './person-history.validation.js';

/**
 * One entry of a patient's history, as the person service answers it. `id` is the id of the record it comes from,
 * unique within its type (an appointment and its NOTES share the appointment's id); `date` is an ISO UTC instant;
 * `title` and `summary` are in the request's language.
 */
export const ZPersonHistoryItemDto = z.object({
  id: z.string(),
  type: z.enum(PERSON_HISTORY_ITEM_TYPES),
  date: z.string(),
  title: z.string(),
  summary: z.string().nullable(),
  professionalName: z.string().nullable(),
  appointmentId: z.string().nullable(),
  /** A LINK item's address (null for every other type): the record opens it. */
  url: z.string().nullable(),
});
export type TPersonHistoryItemDto = z.infer<typeof ZPersonHistoryItemDto>;

export const ZPersonHistoryPageDto = z.object({ items: z.array(ZPersonHistoryItemDto), total: z.number().int() });
export type TPersonHistoryPageDto = z.infer<typeof ZPersonHistoryPageDto>;

/** The whole content of an item, by type (GET /person/{personId}/history/item). Codes, not names: clients name them. */
export const ZPersonHistoryContentDto = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('APPOINTMENT'),
    protocol: z.string(),
    status: z.enum(APPOINTMENT_STATUSES),
    type: z.enum(APPOINTMENT_TYPES),
    source: z.enum(APPOINTMENT_SOURCES),
    specialty: z.string().nullable(),
    startsAt: z.string(),
    endsAt: z.string(),
    timeZone: z.string(),
    reason: z.string().nullable(),
    medicalAssistentName: z.string().nullable(),
    cancelReason: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('NOTES'),
    reason: z.string().nullable(),
    cid10: z.string().nullable(),
    upshot: z.string().nullable(),
    orientation: z.string().nullable(),
    notes: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('ARCHIVE'),
    fileName: z.string(),
    filePath: z.string(),
    contentType: z.string().nullable(),
    sizeBytes: z.number().int(),
  }),
  z.object({
    kind: z.literal('LINK'),
    title: z.string(),
    url: z.string(),
    note: z.string().nullable(),
    sharedByName: z.string(),
    sharedAt: z.string(),
  }),
  z.object({
    kind: z.literal('DIAGNOSTIC'),
    cid10: z.string(),
    description: z.string(),
    recordedAt: z.string(),
  }),
  z.object({
    kind: z.literal('EXAM'),
    category: z.string(),
    code: z.string(),
    status: z.enum(SERVICE_REQUEST_STATUSES),
    priority: z.enum(SERVICE_REQUEST_PRIORITIES),
    intent: z.enum(SERVICE_REQUEST_INTENTS),
    note: z.string().nullable(),
    requesterName: z.string(),
    occurrence: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('EVENT'),
    protocolNumber: z.number().int(),
    queueName: z.string(),
    status: z.enum(EMERGENCY_PROTOCOL_STATUSES),
    priority: z.number().int().nullable(),
    complaint: z.string().nullable(),
    arrivedAt: z.string(),
    calledAt: z.string().nullable(),
    closedAt: z.string().nullable(),
  }),
  /**
   * A clinical document (PRESCRIPTION: prescriptions and medical certificates; EXAM: exam requests; MEDICAL_REFERRAL:
   * referrals), as issued: only the content of its kind is not null.
   */
  z.object({
    kind: z.literal('DOCUMENT'),
    documentId: z.string(),
    documentKind: z.enum(CLINICAL_DOCUMENT_KINDS),
    /** The public code of the validation page. */
    code: z.string(),
    signatureStatus: z.enum(SIGNATURE_STATUSES),
    signedAt: z.string().nullable(),
    issuedAt: z.string(),
    /** The document this one corrects, and the one that corrects it (this one must then not be used). */
    supersedesId: z.string().nullable(),
    supersededById: z.string().nullable(),
    ...ZClinicalDocumentContentDto.shape,
  }),
  /**
   * An emergency pre-assessment (QUESTIONNAIRE): the questions as they were asked (the questionnaire's version of the
   * protocol) with the answers given, in the request's language, and the triage that resulted.
   */
  z.object({
    kind: z.literal('QUESTIONNAIRE'),
    protocolNumber: z.number().int(),
    queueName: z.string(),
    /** The questionnaire's title (null when its version is no longer stored). */
    screeningTitle: z.string().nullable(),
    complaint: z.string().nullable(),
    /** When the patient arrived (the pre-assessment is answered on arrival, before the waiting room). */
    arrivedAt: z.string(),
    triagePriority: z.number().int().nullable(),
    redFlag: z.boolean(),
    triageReasons: z.array(z.string()),
    answers: z.array(z.object({ questionId: z.string(), question: z.string(), answer: z.string() })),
  }),
]);
export type TPersonHistoryContentDto = z.infer<typeof ZPersonHistoryContentDto>;

export const ZPersonHistoryItemDetailDto = ZPersonHistoryItemDto.extend({ content: ZPersonHistoryContentDto });
export type TPersonHistoryItemDetailDto = z.infer<typeof ZPersonHistoryItemDetailDto>;
