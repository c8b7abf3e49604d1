import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../gql';

/** A thread of the inbox: what the list shows. */
const MessageListItemFragment = graphql(`
  fragment MessageListItem on Message {
    id
    threadId
    personId
    personName
    professionalName
    sender
    senderName
    subject
    status
    unread
    messageCount
    lastMessageAt
    lastSender
    archivedAt
    createdAt
  }
`);
export type MessageListItem = ResultOf<typeof MessageListItemFragment>;

/** A message with its whole thread, for the show page. */
const MessageRecordFragment = graphql(`
  fragment MessageRecord on Message {
    ...MessageListItem
    body
    appointment
    automaticAnswer
    views
    thread {
      id
      sender
      senderName
      subject
      body
      appointment
      automaticAnswer
      seenAt
      createdAt
      attachments {
        id
        fileName
        contentType
        sizeBytes
        url
      }
    }
  }
`);
export type MessageRecord = ResultOf<typeof MessageRecordFragment>;

export const MessageListDocument = graphql(`
  query MessageList($page: Int, $perPage: Int, $filter: MessageFilter) {
    messages(page: $page, perPage: $perPage, filter: $filter) {
      items {
        ...MessageListItem
      }
      total
    }
  }
`);

export const MessageDocument = graphql(`
  query Message($id: ID!) {
    message(id: $id) {
      ...MessageRecord
    }
  }
`);

/** The menu badge: SPEC §8, a failed count is 0 (the gateway answers it). */
export const UnreadMessagesDocument = graphql(`
  query UnreadMessages {
    unreadMessages
  }
`);

export const SendMessageDocument = graphql(`
  mutation SendMessage($input: NewMessageInput!) {
    sendMessage(input: $input) {
      code
      id
      message
    }
  }
`);

export const ReplyToMessageDocument = graphql(`
  mutation ReplyToMessage($id: ID!, $input: MessageResponseInput!) {
    replyToMessage(id: $id, input: $input) {
      code
      message
      data {
        ...MessageRecord
      }
    }
  }
`);

export const UploadMessageAttachmentDocument = graphql(`
  mutation UploadMessageAttachment($messageId: ID!, $file: FileInput!) {
    uploadMessageAttachment(messageId: $messageId, file: $file) {
      id
      fileName
    }
  }
`);

export const MarkMessageSeenDocument = graphql(`
  mutation MarkMessageSeen($id: ID!) {
    markMessageSeen(id: $id) {
      id
      status
      unread
    }
  }
`);

export const ArchiveMessagesDocument = graphql(`
  mutation ArchiveMessages($ids: [ID!]!) {
    archiveMessages(ids: $ids)
  }
`);

export const UnarchiveMessagesDocument = graphql(`
  mutation UnarchiveMessages($ids: [ID!]!) {
    unarchiveMessages(ids: $ids)
  }
`);

const OutboxMailFragment = graphql(`
  fragment OutboxMailRecord on OutboxMail {
    id
    to
    subject
    text
    html
    template
    locale
    transport
    status
    error
    attempts
    sentAt
    createdAt
  }
`);
export type OutboxMailRecord = ResultOf<typeof OutboxMailFragment>;

export const OutboxListDocument = graphql(`
  query OutboxList($page: Int, $perPage: Int, $filter: OutboxFilter) {
    outbox(page: $page, perPage: $perPage, filter: $filter) {
      items {
        ...OutboxMailRecord
      }
      total
    }
  }
`);

export const OutboxMailDocument = graphql(`
  query OutboxMail($id: ID!) {
    outboxMail(id: $id) {
      ...OutboxMailRecord
    }
  }
`);
