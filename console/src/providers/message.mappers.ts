import type { GetListParams } from 'react-admin';
import type { MessageFilter, MessageListQueryVariables, OutboxFilter, OutboxListQueryVariables, OutboxStatus } from '../gql/graphql';

const OUTBOX_STATUSES: readonly string[] = ['OUTBOX', 'QUEUED', 'SENT', 'FAILED'];
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
const bool = (value: unknown) => (value === true || value === 'true' ? true : value === false || value === 'false' ? false : undefined);

/** react-admin's list filters → MessageFilter (archived and unread are toggles; q searches). */
export function toMessageFilter(filter: Record<string, unknown> = {}): MessageFilter {
  const out: MessageFilter = {};
  const archived = bool(filter.archived);
  if (archived !== undefined) out.archived = archived;
  if (bool(filter.unread)) out.unread = true;
  const q = text(filter.q);
  if (q) out.q = q;
  const personId = text(filter.personId);
  if (personId) out.personId = personId;
  return out;
}

export const toMessageListVariables = (params: Partial<GetListParams>): MessageListQueryVariables => ({
  page: params.pagination?.page ?? 1,
  perPage: params.pagination?.perPage ?? 10,
  filter: toMessageFilter(params.filter),
});

export function toOutboxFilter(filter: Record<string, unknown> = {}): OutboxFilter {
  const out: OutboxFilter = {};
  if (typeof filter.status === 'string' && OUTBOX_STATUSES.includes(filter.status)) out.status = filter.status as OutboxStatus;
  const q = text(filter.q);
  if (q) out.q = q;
  return out;
}

export const toOutboxListVariables = (params: Partial<GetListParams>): OutboxListQueryVariables => ({
  page: params.pagination?.page ?? 1,
  perPage: params.pagination?.perPage ?? 10,
  filter: toOutboxFilter(params.filter),
});

/** The new-message form's values as NewMessageInput (blank optional ids are left out). */
export const toNewMessageInput = (data: Record<string, unknown>) => ({
  subject: typeof data.subject === 'string' ? data.subject : '',
  body: typeof data.body === 'string' ? data.body : '',
  personId: text(data.personId) ?? null,
});
