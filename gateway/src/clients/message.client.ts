import {
  MESSAGE_READ_FIELDS,
  type TMessageDto,
  ZMessageAttachmentDto,
  type ZMessageCreate,
  ZMessageDto,
  ZMessageFieldsPageDto,
  ZMessageIdsResultDto,
  type ZMessageResponse,
  ZNewMessageResultDto,
  ZOutboxMailDto,
  ZOutboxPageDto,
  ZResponseResultDto,
  ZUnreadDto,
} from '@teleconsulta/schema';
import type { z } from 'zod';
import type { CallContext, LaxInput, ServiceTransport } from './http.js';

export type MessageListArgs = {
  page?: number | null;
  perPage?: number | null;
  archived?: boolean | null;
  unread?: boolean | null;
  q?: string | null;
  personId?: string | null;
};
export type OutboxListArgs = { page?: number | null; perPage?: number | null; status?: string | null; q?: string | null };

/** Every SPEC name the list may answer: the gateway asks for all of them (the list's default is only id,company_id). */
const ALL_FIELDS = MESSAGE_READ_FIELDS.join(',');

/** A list item (snake-case SPEC names) as the message DTO. */
const fromFields = (item: Record<string, unknown>): TMessageDto =>
  ZMessageDto.parse({
    id: item.id,
    companyId: item.company_id,
    threadId: item.thread_id,
    personId: item.person_id,
    personName: item.person_name,
    professionalId: item.professional_id,
    professionalName: item.professional_name,
    sender: item.sender,
    senderName: item.sender_name,
    subject: item.subject,
    body: item.body,
    appointment: item.appointment,
    automaticAnswer: item.automatic_answer,
    status: item.status,
    unread: item.unread,
    views: item.views,
    messageCount: item.message_count,
    lastMessageAt: item.last_message_at,
    lastSender: item.last_sender,
    archivedAt: item.archived_at,
    seenAt: null,
    createdAt: item.created_at,
  });

const path = (id: string, rest = '') => `/message/${encodeURIComponent(id)}${rest}`;
const flag = (v: boolean | null | undefined) => (v === null || v === undefined ? undefined : String(v));

export const messageClient = (t: ServiceTransport, ctx: CallContext) => ({
  list: async (args: MessageListArgs) => {
    const page = await t.call(
      ctx,
      {
        method: 'GET',
        path: '/message/',
        query: {
          page: args.page,
          perPage: args.perPage,
          archived: flag(args.archived),
          unread: args.unread ? 'true' : undefined,
          q: args.q,
          personId: args.personId,
          fields: ALL_FIELDS,
        },
      },
      ZMessageFieldsPageDto,
    );
    return { total: page.total, items: page.items.map(fromFields) };
  },
  unread: () => t.call(ctx, { method: 'GET', path: '/message/unread' }, ZUnreadDto),
  get: (id: string) => t.call(ctx, { method: 'GET', path: path(id) }, ZMessageDto),
  create: (input: z.input<typeof ZMessageCreate>) => t.call(ctx, { method: 'POST', path: '/message', body: input }, ZNewMessageResultDto),
  respond: (id: string, input: LaxInput<typeof ZMessageResponse>) =>
    t.call(ctx, { method: 'PUT', path: path(id, '/response'), body: input }, ZResponseResultDto),
  seen: (id: string) => t.call(ctx, { method: 'PUT', path: path(id, '/seen'), body: {} }, ZMessageDto),
  /** The file's bytes as the body, with their type (checked already by the caller with the shared upload rules). */
  attach: (id: string, file: { bytes: Uint8Array; contentType: string; fileName: string }) =>
    t.call(
      ctx,
      {
        method: 'PUT',
        path: path(id, '/attachment'),
        query: { fileName: file.fileName },
        raw: { bytes: file.bytes, contentType: file.contentType },
        timeoutMs: t.uploadTimeoutMs,
      },
      ZMessageAttachmentDto,
    ),
  archive: (ids: readonly string[]) => t.call(ctx, { method: 'PUT', path: '/message/archive', body: { ids } }, ZMessageIdsResultDto),
  unarchive: (ids: readonly string[]) => t.call(ctx, { method: 'PUT', path: '/message/unarchive', body: { ids } }, ZMessageIdsResultDto),
  outbox: (args: OutboxListArgs) => t.call(ctx, { method: 'GET', path: '/mail/outbox', query: args }, ZOutboxPageDto),
  outboxMail: (id: string) => t.call(ctx, { method: 'GET', path: `/mail/outbox/${encodeURIComponent(id)}` }, ZOutboxMailDto),
});
