import { graphql } from '../../gql';

/** The caller's unread count (SPEC §8: the gateway answers 0 when it cannot count). */
export const UnreadMessagesDocument = graphql(`
  query PatientUnreadMessages {
    unreadMessages
  }
`);

/** The same count, again after each change of the company's messages (always the signed-in caller's own). */
export const UnreadMessagesChangedDocument = graphql(`
  subscription PatientUnreadMessagesChanged {
    unreadMessagesChanged
  }
`);

graphql(`
  fragment PatientMessageSummary on Message {
    id
    personName
    professionalName
    subject
    unread
    messageCount
    lastMessageAt
    lastSender
  }
`);

/** The patient's threads (their own and their dependents'), newest activity first. */
export const PatientMessagesDocument = graphql(`
  query PatientMessages($page: Int, $perPage: Int) {
    messages(page: $page, perPage: $perPage) {
      total
      items {
        ...PatientMessageSummary
      }
    }
  }
`);

graphql(`
  fragment PatientThread on Message {
    id
    threadId
    personName
    subject
    unread
    appointment
    thread {
      id
      sender
      senderName
      body
      appointment
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

export const PatientMessageDocument = graphql(`
  query PatientMessage($id: ID!) {
    message(id: $id) {
      ...PatientThread
    }
  }
`);

export const MarkMessageSeenDocument = graphql(`
  mutation PatientMarkMessageSeen($id: ID!) {
    markMessageSeen(id: $id) {
      id
      unread
    }
  }
`);

export const SendMessageDocument = graphql(`
  mutation PatientSendMessage($input: NewMessageInput!) {
    sendMessage(input: $input) {
      code
      id
      message
    }
  }
`);

export const ReplyToMessageDocument = graphql(`
  mutation PatientReplyToMessage($id: ID!, $input: MessageResponseInput!) {
    replyToMessage(id: $id, input: $input) {
      code
      message
      data {
        id
        threadId
      }
    }
  }
`);

/** The patient's appointments (theirs and their dependents'), newest first: what a new message can be about. */
export const MessageAppointmentsDocument = graphql(`
  query PatientMessageAppointments {
    appointments(page: 1, perPage: 50, sortField: START, sortOrder: DESC) {
      items {
        id
        protocol
        startsAt
        timeZone
        doctorId
        professionalName
        patientId
        patientName
      }
    }
  }
`);
