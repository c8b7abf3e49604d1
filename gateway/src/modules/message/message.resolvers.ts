import { GraphQLError } from 'graphql';
import type { MessageResolvers, MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types.js';
import { nullWhenNotFound } from '../../errors.js';
import { listResolver } from '../crud.js';

export const messageQuery: QueryResolvers = {
  messages: listResolver((ctx) => ctx.clients.message, ['archived', 'unread', 'q', 'personId']),
  message: (_parent, { id }, ctx) => ctx.clients.message.get(id).catch(nullWhenNotFound),
  /** SPEC §8 silent outcome: a failed unread count gives 0 (logged here, so a badge never breaks a page). */
  unreadMessages: async (_parent, _args, ctx) => {
    try {
      return (await ctx.clients.message.unread()).unread;
    } catch (error) {
      const code = error instanceof GraphQLError ? error.extensions.code : 'UNKNOWN';
      console.warn(JSON.stringify({ level: 'warn', msg: 'unread message count failed; answered 0', code, requestId: ctx.requestId }));
      return 0;
    }
  },
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
