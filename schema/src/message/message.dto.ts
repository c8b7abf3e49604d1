import { z } from 'zod';
import { MESSAGE_READ_FIELDS, MESSAGE_SIDES, MESSAGE_STATUSES, OUTBOX_STATUSES } from './message.validation.js';

/** What one message says and who wrote it: the same in a thread's entries and in the message itself. */
const messageContentShape = {
  sender: z.enum(MESSAGE_SIDES),
  senderName: z.string(),
  subject: z.string(),
  body: z.string(),
  appointment: z.string().nullable(),
  automaticAnswer: z.boolean(),
};

/** A file attached to a message (its bytes in the file storage under filePath, read through a signed link). */
export const ZMessageAttachmentDto = z.object({
  id: z.string(),
  messageId: z.string(),
  fileName: z.string(),
  filePath: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
});
export type TMessageAttachmentDto = z.infer<typeof ZMessageAttachmentDto>;

/** One message of a thread, as the detail lists them (oldest first). */
export const ZThreadEntryDto = z.object({
  id: z.string(),
  ...messageContentShape,
  /** Its files, oldest first. */
  attachments: z.array(ZMessageAttachmentDto),
  /** When the other side first read it (null: unread). */
  seenAt: z.string().nullable(),
  views: z.number().int(),
  createdAt: z.string(),
});
export type TThreadEntryDto = z.infer<typeof ZThreadEntryDto>;

/**
 * A message with its thread's state as the caller sees it (SPEC §3 Message: subject, body, appointment,
 * automatic_answer, archive state, views). status, unread, messageCount and lastMessageAt are the thread's.
 */
export const ZMessageDto = z.object({
  id: z.string(),
  companyId: z.string(),
  threadId: z.string(),
  personId: z.string(),
  personName: z.string(),
  /** The professional the thread is addressed to, and their name; null: the clinic's inbox alone. */
  professionalId: z.string().nullable(),
  professionalName: z.string().nullable(),
  ...messageContentShape,
  status: z.enum(MESSAGE_STATUSES),
  /** Messages of the thread the caller's side has not seen. */
  unread: z.number().int(),
  views: z.number().int(),
  messageCount: z.number().int(),
  lastMessageAt: z.string(),
  lastSender: z.enum(MESSAGE_SIDES),
  archivedAt: z.string().nullable(),
  seenAt: z.string().nullable(),
  createdAt: z.string(),
  /** The whole thread, oldest first (the detail only). */
  thread: z.array(ZThreadEntryDto).optional(),
});
export type TMessageDto = z.infer<typeof ZMessageDto>;

/** GET /message/?fields=: each item holds only the asked SPEC names (snake case). */
export const ZMessageFieldsPageDto = z.object({
  items: z.array(z.record(z.enum(MESSAGE_READ_FIELDS), z.unknown())),
  total: z.number().int(),
});
export type TMessageFieldsPageDto = z.infer<typeof ZMessageFieldsPageDto>;

/** GET /message/unread (SPEC §3: "the unread count is returned as unread"). */
export const ZUnreadDto = z.object({ unread: z.number().int() });

/** POST /message (SPEC §8 success result). */
export const ZNewMessageResultDto = z.object({ code: z.literal(200), id: z.string(), message: z.literal('new_message_success') });
export type TNewMessageResultDto = z.infer<typeof ZNewMessageResultDto>;

/** PUT /message/{id}/response (SPEC §8 success result). */
export const ZResponseResultDto = z.object({ code: z.literal(200), data: ZMessageDto, message: z.literal('response_success') });
export type TResponseResultDto = z.infer<typeof ZResponseResultDto>;

/** PUT /message/archive and /unarchive: the threads changed. */
export const ZMessageIdsResultDto = z.object({ ids: z.array(z.string()) });

/** A mail of the outbox (ARCHITECTURE.md mail adapter). */
export const ZOutboxMailDto = z.object({
  id: z.string(),
  companyId: z.string().nullable(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  template: z.string(),
  locale: z.enum(['pt-BR', 'en']),
  transport: z.enum(['outbox', 'smtp']),
  status: z.enum(OUTBOX_STATUSES),
  error: z.string().nullable(),
  attempts: z.number().int(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TOutboxMailDto = z.infer<typeof ZOutboxMailDto>;
export const ZOutboxPageDto = z.object({ items: z.array(ZOutboxMailDto), total: z.number().int() });
