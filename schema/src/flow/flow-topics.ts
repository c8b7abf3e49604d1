import { ROOM_EVENT_TYPES } from '../room/room.validation.js';

/**
 * The flow log's topics and, per topic, the event types published on it: the services append them, the gateway follows
 * them. The strings are what the `flow_event` rows and the flow socket carry, so they never change once published; a
 * new event type is added here first (the services' event port accepts no other).
 */
export const FLOW_TOPICS = [
  'appointment',
  'appointment-file',
  'appointment-request',
  'clinical-document',
  'company',
  'emergency',
  'erasure-request',
  'integration',
  'membership',
  'message',
  'payment',
  'person',
  'professional',
  'room',
  'screening',
  'service-request',
] as const;
export type FlowTopic = (typeof FLOW_TOPICS)[number];

/** Per topic, the event types published on it. Payloads are small: ids, statuses and amounts, never personal data. */
export const FLOW_EVENT_TYPES = {
  /** An appointment's changes (entity: the appointment); payload: its status and doctor, and where it came from. */
  appointment: ['BOOKED', 'RESCHEDULED', 'UPDATED', 'ASSIGNED', 'STATUS_CHANGED', 'CANCELLED', 'DELETED'],
  /** An appointment's attachments (entity: the appointment); payload: the file's id. */
  'appointment-file': ['FILE_ADDED', 'FILE_REMOVED'],
  /** Scheduling and return requests (entity: the request); payload: its kind and status. */
  'appointment-request': ['CREATED', 'UPDATED'],
  /** Clinical documents (entity: the appointment); payload: the document's id (and kind when issued). */
  'clinical-document': ['DOCUMENT_ISSUED', 'DOCUMENT_DISPENSED'],
  /** A company (entity: the company): itself (payload: its path, so ancestor companies see it), its holidays (the year). */
  company: ['CREATED', 'UPDATED', 'HOLIDAYS_UPDATED'],
  /**
   * The emergency board: its queues, grants, duty and protocols (entity: the protocol, else the queue); payload: the
   * queue's positions and pace computed once at commit (ZEmergencyEventPayload). Integrators and webhooks get these too.
   */
  emergency: [
    'QUEUE_CREATED',
    'QUEUE_UPDATED',
    'QUEUE_DELETED',
    'GRANTS_CHANGED',
    'PROFESSIONAL_CHECKED_IN',
    'PROFESSIONAL_CHECKED_OUT',
    'PROTOCOL_OPENED',
    'PROTOCOL_STEP',
    'PROTOCOL_ASSESSED',
    'RED_FLAG',
    'PROTOCOL_CALLED',
    'PROTOCOL_NO_ANSWER',
    'PROTOCOL_IN_ATTENDANCE',
    'PROTOCOL_FORWARDED',
    'PROTOCOL_FINISHED',
    'PROTOCOL_CLOSED',
    'PROTOCOL_LEFT',
  ],
  /** LGPD erasure requests (entity: the request); payload: the person and the status. */
  'erasure-request': ['CREATED', 'ANONYMISED', 'REFUSED'],
  /** Integrators' API keys (entity: the key): the gateway closes a revoked key's open sockets. */
  integration: ['API_KEY_REVOKED'],
  /** A company's staff memberships (entity: the user); payload: their roles. */
  membership: ['CREATED', 'UPDATED', 'DELETED'],
  /** The clinic's inbox (entity: the thread); no payload, but ATTACHED's: the message and the attachment. */
  message: ['CREATED', 'REPLIED', 'SEEN', 'ARCHIVED', 'UNARCHIVED', 'ATTACHED'],
  /** Charges and refunds (entity: the payment); payload: its appointment, status, method, and refund ids and amounts. */
  payment: [
    'PIX_CREATED',
    'ON_SITE',
    'IN_ANALYSIS',
    'APPROVED',
    'REFUSED',
    'CANCELLED',
    'EXPIRED',
    'LATE_PAYMENT',
    'REFUND_REQUESTED',
    'REFUNDED',
    'REFUND_FAILED',
  ],
  /** Patients and dependents (entity: the person); payload: the guardian's id, or the history item recorded. */
  person: ['CREATED', 'UPDATED', 'DELETED', 'DIAGNOSTIC_RECORDED', 'LINK_SHARED'],
  /** Professionals, their photo and their schedule (entity: the professional); payload: their user's id. */
  professional: ['CREATED', 'UPDATED', 'DELETED', 'SCHEDULE_UPDATED'],
  /** The video room (entity: the appointment); payload: who it is for and what (ZRoomEventPayload, whose type it repeats). */
  room: ROOM_EVENT_TYPES,
  /** Screening questionnaires (entity: the screening); payload: its type and version. */
  screening: ['CREATED', 'UPDATED', 'DELETED'],
  /** Exams and procedures asked for a patient (entity: the request); payload: its subject. */
  'service-request': ['CREATED', 'UPDATED', 'DELETED'],
} as const satisfies Record<FlowTopic, readonly string[]>;

export type FlowEventType<T extends FlowTopic> = (typeof FLOW_EVENT_TYPES)[T][number];

/** A topic and one of its own types, checked together: `{ topic: 'room'; type: 'BOOKED' }` does not compile. */
export type FlowEventKind = { [T in FlowTopic]: { topic: T; type: FlowEventType<T> } }[FlowTopic];

/**
 * Whether an event read from the log (plain strings) is of this topic and one of its known types; it then has that
 * topic's types, so a comparison with a misspelt type does not compile.
 */
export function isFlowEvent<E extends { topic: string; type: string }, T extends FlowTopic>(
  event: E,
  topic: T,
): event is E & { topic: T; type: FlowEventType<T> } {
  return event.topic === topic && (FLOW_EVENT_TYPES[topic] as readonly string[]).includes(event.type);
}
