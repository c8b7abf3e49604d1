import { MESSAGE_INBOX_ROLES, MESSAGE_PATIENT_ROLES, MESSAGE_PROFESSIONAL_ROLES } from '@teleconsulta/schema';
import { GraphQLError } from 'graphql';
import type { MessageResolvers, MutationResolvers, QueryResolvers, SubscriptionResolvers } from '../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../context.js';
import { catalogueError, nullWhenNotFound } from '../../errors.js';
import { mapIterator, startWith } from '../../subscriptions/map-iterator.js';
import { followTopic, TOPICS } from '../../subscriptions/topics.js';
import { requireRoles } from '../auth.js';
import { listResolver } from '../crud.js';

/** SPEC §8 silent outcome: a failed unread count gives 0 (logged here, so a badge never breaks a page). */
async function unreadOrZero(ctx: Pick<GatewayContext, 'clients' | 'requestId'>): Promise<number> {
  try {
    return (await ctx.clients.message.unread()).unread;
  } catch (error) {
    const code = error instanceof GraphQLError ? error.extensions.code : 'UNKNOWN';
    console.warn(JSON.stringify({ level: 'warn', msg: 'unread message count failed; answered 0', code, requestId: ctx.requestId }));
    return 0;
  }
}

export const messageQuery: QueryResolvers = {
  messages: listResolver((ctx) => ctx.clients.message, ['archived', 'unread', 'q', 'personId']),
  message: (_parent, { id }, ctx) => ctx.clients.message.get(id).catch(nullWhenNotFound),
  unreadMessages: (_parent, _args, ctx) => unreadOrZero(ctx),
  outbox: (_parent, args, ctx) =>
    ctx.clients.message.outbox({ page: args.page, perPage: args.perPage, status: args.filter?.status, q: args.filter?.q }),
  outboxMail: (_parent, { id }, ctx) => ctx.clients.message.outboxMail(id).catch(nullWhenNotFound),
};

export const messageMutation: MutationResolvers = {
  sendMessage: (_parent, { input }, ctx) => ctx.clients.message.create(input),
  replyToMessage: (_parent, { id, input }, ctx) => ctx.clients.message.respond(id, input),
  markMessageSeen: (_parent, { id }, ctx) => ctx.clients.message.seen(id),
  archiveMessages: async (_parent, { ids }, ctx) => (await ctx.clients.message.archive(ids)).ids,
  unarchiveMessages: async (_parent, { ids }, ctx) => (await ctx.clients.message.unarchive(ids)).ids,
};

export const messageType: MessageResolvers = {
  thread: (message) => message.thread ?? [],
};

type UnreadChange = Promise<{ unreadMessagesChanged: number }>;

export const messageSubscription: SubscriptionResolvers = {
  unreadMessagesChanged: {
    /**
     * The caller's own unread count, then again after each message event of their company. The count is always read
     * with the subscriber's own token, so the services decide whose messages it counts (a patient: their own threads
     * and their dependents'); the subscription takes no id. The listener is in place before the first read, so a
     * change in between is not missed. The first read also checks the caller (not of this company: refused).
     */
    subscribe: async (_parent, _args, ctx) => {
      requireRoles(ctx, [...MESSAGE_INBOX_ROLES, ...MESSAGE_PATIENT_ROLES, ...MESSAGE_PROFESSIONAL_ROLES]);
      const companyId = ctx.companyId;
      if (!companyId) throw catalogueError('COMPANY_HEADER_REQUIRED', ctx.locale);
      const items = followTopic(ctx, { topic: TOPICS.message, after: null, visible: (event) => event.companyId === companyId });
      let first: number;
      try {
        first = (await ctx.clients.message.unread()).unread;
      } catch (error) {
        await items.return?.();
        throw error;
      }
      const reader = { clients: ctx.clients, requestId: ctx.requestId };
      const counts = mapIterator(items, async () => ({ unreadMessagesChanged: await unreadOrZero(reader) }));
      return startWith<UnreadChange>(Promise.resolve({ unreadMessagesChanged: first }), counts) as never;
    },
    // A resolve of our own keeps each subscriber's result their own: frame sharing (payload-only.ts) skips such fields.
    resolve: async (value: unknown) => (await (value as UnreadChange)).unreadMessagesChanged,
  },
};
