import type { BuildQueryResult } from 'ra-data-graphql';
import type { CreateParams, GetListParams, GetOneParams } from 'react-admin';
import type { MessageListQuery, MessageQuery, OutboxListQuery, OutboxMailQuery, SendMessageMutation } from '../gql/graphql';
import type { ResourceQueries } from './build-query';
import { GatewayError } from './gateway-error';
import { MessageDocument, MessageListDocument, OutboxListDocument, OutboxMailDocument, SendMessageDocument } from './message.documents';
import { toMessageListVariables, toNewMessageInput, toOutboxListVariables } from './message.mappers';

type Response<T> = { data: T };

const toPage = ({ data }: Response<MessageListQuery>) => ({ data: data.messages.items, total: data.messages.total });

/** react-admin's dataProvider calls for `messages` (message.graphql): the inbox, a thread, a new message. */
export const messageQueries: ResourceQueries = {
  typeName: 'Message',
  GET_LIST: (params: GetListParams): BuildQueryResult => ({
    query: MessageListDocument,
    variables: toMessageListVariables(params),
    parseResponse: toPage,
  }),
  GET_ONE: ({ id }: GetOneParams): BuildQueryResult => ({
    query: MessageDocument,
    variables: { id: String(id) },
    parseResponse: ({ data }: Response<MessageQuery>) => {
      if (!data.message) throw new GatewayError('NOT_FOUND', 'app.errors.NOT_FOUND');
      return { data: data.message };
    },
  }),
  /** The new thread answers SPEC §8's { code, id, message }: the record is the id with what was sent. */
  CREATE: ({ data }: CreateParams): BuildQueryResult => ({
    query: SendMessageDocument,
    variables: { input: toNewMessageInput(data) },
    parseResponse: ({ data: result }: Response<SendMessageMutation>) => ({ data: { ...data, id: result.sendMessage.id } }),
  }),
};

/** The mail outbox, read-only. */
export const outboxQueries: ResourceQueries = {
  typeName: 'OutboxMail',
  GET_LIST: (params: GetListParams): BuildQueryResult => ({
    query: OutboxListDocument,
    variables: toOutboxListVariables(params),
    parseResponse: ({ data }: Response<OutboxListQuery>) => ({ data: data.outbox.items, total: data.outbox.total }),
  }),
  GET_ONE: ({ id }: GetOneParams): BuildQueryResult => ({
    query: OutboxMailDocument,
    variables: { id: String(id) },
    parseResponse: ({ data }: Response<OutboxMailQuery>) => {
      if (!data.outboxMail) throw new GatewayError('NOT_FOUND', 'app.errors.NOT_FOUND');
      return { data: data.outboxMail };
    },
  }),
};
