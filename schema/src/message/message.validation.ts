import { z } from 'zod';
import { DEFAULT_READ_FIELDS, type Role } from '../constants.js';
import { pagingShape } from '../util/paging.js';
import { MESSAGE_INBOX_ROLES, MESSAGE_PATIENT_ROLES, MESSAGE_PROFESSIONAL_ROLES } from './message.policy.js';

/**
 * Messages between a patient and the clinic (SPEC §3 Message, §4 statuses, §7 Message service): validation shared by
 * the message service and the console's forms, and the thread rules both read.
 *
 * A thread is a first message and its replies; it belongs to one patient. The patient side (role P) writes as their
 * own person; the clinic side (CA, M, the platform administrator) writes as the clinic. A message is unread while the
 * other side has not seen it.
 */
export const MESSAGE_SUBJECT_MAX = 150;
export const MESSAGE_BODY_MAX = 5000;
/** At most this many ids in one archive or unarchive call. */
export const MESSAGE_BULK_MAX = 100;

export const MESSAGE_SIDES = ['PERSON', 'CLINIC'] as const;
export type MessageSide = (typeof MESSAGE_SIDES)[number];
/** SPEC §4 message statuses. */
export const MESSAGE_STATUSES = ['NEW', 'SEEN', 'ARCHIVED', 'UNARCHIVED'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Which side the caller writes and reads as: the clinic when they have a clinic role, else the patient, else none. */
export function messageSideOf(roles: readonly Role[]): MessageSide | null {
  return messageReachOf(roles)?.side ?? null;
}

/**
 * Which threads the caller reaches and as which side: the clinic's inbox (every thread), the patient's own, or a
 * professional's: the threads addressed to them, answered on the clinic's side. A clinic role comes first, then the
 * patient's (a professional who is also a patient of the clinic writes as the patient).
 */
export function messageReachOf(roles: readonly Role[]): { side: MessageSide; addressedOnly: boolean } | null {
  if (roles.some((r) => MESSAGE_INBOX_ROLES.includes(r))) return { side: 'CLINIC', addressedOnly: false };
  if (roles.some((r) => MESSAGE_PATIENT_ROLES.includes(r))) return { side: 'PERSON', addressedOnly: false };
  if (roles.some((r) => MESSAGE_PROFESSIONAL_ROLES.includes(r))) return { side: 'CLINIC', addressedOnly: true };
  return null;
}

export const otherSide = (side: MessageSide): MessageSide => (side === 'CLINIC' ? 'PERSON' : 'CLINIC');

/** A message is unread by `reader` when the other side wrote it and nobody of the reader's side has seen it. */
export const isUnreadBy = (reader: MessageSide, m: { sender: MessageSide; seenAt: string | null }): boolean =>
  m.sender !== reader && m.seenAt === null;

/**
 * The SPEC §4 status of a thread as its reader sees it: ARCHIVED while archived; NEW while it holds a message the
 * reader has not seen; UNARCHIVED once taken back from the archive (and read); SEEN otherwise.
 */
export function threadStatus(thread: { archivedAt: string | null; unarchivedAt: string | null; unread: number }): MessageStatus {
  if (thread.archivedAt) return 'ARCHIVED';
  if (thread.unread > 0) return 'NEW';
  return thread.unarchivedAt ? 'UNARCHIVED' : 'SEEN';
}

/** The subject of a reply: the thread's, once prefixed ("Re: …" stays "Re: …"). */
export const replySubject = (subject: string): string => (/^re:/i.test(subject) ? subject : `Re: ${subject}`.slice(0, MESSAGE_SUBJECT_MAX));

const text = (max: number) => z.string({ message: 'required' }).trim().min(1, { message: 'required' }).max(max, { message: 'max' });
const optionalUuid = z.preprocess((v) => (v === '' ? null : v), z.uuid({ message: 'invalid' }).nullish());

/** POST /message: a new thread. The clinic names the patient (personId); a patient writes as themself. */
export const ZMessageCreate = z.object({
  subject: text(MESSAGE_SUBJECT_MAX),
  body: text(MESSAGE_BODY_MAX),
  personId: optionalUuid,
  /** An appointment the message is about. */
  appointment: optionalUuid,
  /** The professional the thread is addressed to (one who attends the patient); none: the clinic. */
  professionalId: optionalUuid,
});
export type TMessageCreate = z.infer<typeof ZMessageCreate>;

/** PUT /message/{id}/response (SPEC §7: appointment, automatic_answer, body): a reply in the thread of {id}. */
export const ZMessageResponse = z
  .object({
    body: text(MESSAGE_BODY_MAX),
    appointment: optionalUuid,
    automaticAnswer: z.boolean({ message: 'invalid' }).optional(),
    /** The SPEC's name, accepted as well. */
    automatic_answer: z.boolean({ message: 'invalid' }).optional(),
  })
  .transform(({ automatic_answer, automaticAnswer, ...rest }) => ({
    ...rest,
    automaticAnswer: automaticAnswer ?? automatic_answer ?? false,
  }));
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

/** PUT /message/archive and /message/unarchive. */
export const ZMessageIds = z.object({
  ids: z
    .array(z.uuid({ message: 'invalid' }), { message: 'required' })
    .min(1, { message: 'required' })
    .max(MESSAGE_BULK_MAX, { message: 'invalid' })
    .transform((ids) => [...new Set(ids)]),
});
export type TMessageIds = z.infer<typeof ZMessageIds>;

/** GET /message/?fields=: the SPEC §3 names a caller may ask for (default SPEC §9 "id,company_id"). */
export const MESSAGE_READ_FIELDS = [
  'id',
  'company_id',
  'thread_id',
  'person_id',
  'person_name',
  'professional_id',
  'professional_name',
  'sender',
  'sender_name',
  'subject',
  'body',
  'appointment',
  'automatic_answer',
  'status',
  'unread',
  'views',
  'message_count',
  'last_message_at',
  'last_sender',
  'archived_at',
  'created_at',
] as const;
export type MessageReadField = (typeof MESSAGE_READ_FIELDS)[number];

const flag = z.enum(['true', 'false'], { message: 'invalid' }).transform((v) => v === 'true');

/** GET /message/: the inbox, one row per thread, newest activity first. */
export const ZMessageListQuery = z.object({
  ...pagingShape,
  /** true: the archive; false (default): the inbox. */
  archived: flag.optional(),
  /** Only threads with messages the caller's side has not seen. */
  unread: flag.optional(),
  /** Subject, text or the patient's name. */
  q: z.string().trim().max(100, { message: 'max' }).optional(),
  personId: z.uuid({ message: 'invalid' }).optional(),
  fields: z
    .string({ message: 'invalid' })
    .trim()
    .default(DEFAULT_READ_FIELDS)
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .refine((names) => names.length > 0 && names.every((n) => (MESSAGE_READ_FIELDS as readonly string[]).includes(n)), {
      message: 'invalid',
    })
    .transform((names) => names as MessageReadField[]),
});
export type TMessageListQuery = z.infer<typeof ZMessageListQuery>;

/** GET /mail/outbox. */
export const OUTBOX_STATUSES = ['OUTBOX', 'QUEUED', 'SENT', 'FAILED'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];
export const ZOutboxListQuery = z.object({
  ...pagingShape,
  status: z.enum(OUTBOX_STATUSES, { message: 'invalid' }).optional(),
  /** Recipient or subject. */
  q: z.string().trim().max(100, { message: 'max' }).optional(),
});
export type TOutboxListQuery = z.infer<typeof ZOutboxListQuery>;
