import { graphql } from '../../gql';

graphql(`
  fragment RoomSessionFields on RoomSession {
    sessionId
    eventsAfter
    connectionId
    appointmentId
    protocol
    role
    state
    status
    companyId
    companyName
    professionalName
    patientName
    specialty
    startsAt
    endsAt
    timeZone
    personId
    enteredAt
    peerPresent
    peerConnectionId
    consentGiven
    npsAnswered
    provider
    iceServers {
      urls
      username
      credential
    }
    dailyUrl
    dailyToken
    inactivitySeconds
    inactivityCountdownSeconds
  }
`);

graphql(`
  fragment RoomChatFields on RoomChatMessage {
    id
    role
    name
    text
    sentAt
  }
`);

graphql(`
  fragment ConsentTermFields on ConsentTerm {
    kind
    version
    title
    text
    accepted
    acceptedAt
  }
`);

/** The short link's public summary (appointmentByAccess, page ROOM): shown before signing in. */
export const RoomAppointmentDocument = graphql(`
  query RoomAppointment($access: String!) {
    appointmentByAccess(access: $access, page: ROOM) {
      protocol
      companyName
      professionalName
      specialtyName
      startsAt
      endsAt
      timeZone
      durationMinutes
      source
      status
      statusName
      paymentRequired
    }
  }
`);

/** Who is signed in: a patient (or guardian) sees the consent, a professional never does. */
export const RoomViewerDocument = graphql(`
  query RoomViewer {
    me {
      id
      roles
      personId
    }
  }
`);

export const RoomConsentDocument = graphql(`
  query RoomConsent($protocol: String!) {
    telemedicineConsent(protocol: $protocol) {
      ...ConsentTermFields
    }
  }
`);

export const AcceptRoomConsentDocument = graphql(`
  mutation AcceptRoomConsent($protocol: String!, $version: String!) {
    acceptTelemedicineConsent(protocol: $protocol, version: $version) {
      ...ConsentTermFields
    }
  }
`);

/** The connectivity test's network check: a small round trip to the gateway. */
export const RoomNetworkCheckDocument = graphql(`
  query RoomNetworkCheck {
    __typename
  }
`);

export const JoinRoomDocument = graphql(`
  mutation JoinRoom($access: String!) {
    joinRoom(access: $access) {
      ...RoomSessionFields
    }
  }
`);

export const StartRoomDocument = graphql(`
  mutation StartRoom($sessionId: ID!) {
    startRoom(sessionId: $sessionId) {
      ...RoomSessionFields
    }
  }
`);

export const SendRoomSignalDocument = graphql(`
  mutation SendRoomSignal($sessionId: ID!, $signal: JSON!) {
    sendRoomSignal(sessionId: $sessionId, signal: $signal)
  }
`);

export const SendRoomChatDocument = graphql(`
  mutation SendRoomChat($sessionId: ID!, $text: String!) {
    sendRoomChat(sessionId: $sessionId, text: $text) {
      ...RoomChatFields
    }
  }
`);

export const AwayFromRoomDocument = graphql(`
  mutation AwayFromRoom($sessionId: ID!) {
    awayFromRoom(sessionId: $sessionId)
  }
`);

export const LeaveRoomDocument = graphql(`
  mutation LeaveRoom($sessionId: ID!) {
    leaveRoom(sessionId: $sessionId) {
      ...RoomSessionFields
    }
  }
`);

export const FinishRoomDocument = graphql(`
  mutation FinishRoom($sessionId: ID!) {
    finishRoom(sessionId: $sessionId) {
      ...RoomSessionFields
    }
  }
`);

export const SendToAggregatorDocument = graphql(`
  mutation SendToAggregator($input: AggregatorEventInput!) {
    sendToAggregator(input: $input)
  }
`);

export const RoomChatDocument = graphql(`
  query RoomChat($sessionId: ID!) {
    roomChat(sessionId: $sessionId) {
      ...RoomChatFields
    }
  }
`);

export const RoomEventsDocument = graphql(`
  subscription RoomEvents($sessionId: ID!, $after: String) {
    roomEvents(sessionId: $sessionId, after: $after) {
      seq
      type
      role
      fromConnectionId
      signal
      chat {
        ...RoomChatFields
      }
      status
      at
    }
  }
`);

/** The patient's end screen: the NPS survey of the appointment (reused from the appointment detail). */
export const RoomNpsAppointmentDocument = graphql(`
  query RoomNpsAppointment($id: ID!) {
    appointment(id: $id) {
      id
      ...NpsSurveyAppointment
    }
  }
`);

/** The professional's service notes panel (the appointment detail's notes form). */
export const RoomNotesAppointmentDocument = graphql(`
  query RoomNotesAppointment($id: ID!) {
    appointment(id: $id) {
      id
      ...AppointmentNotesForm
    }
  }
`);

/** The professional's end-of-service screen. */
export const RoomEndAppointmentDocument = graphql(`
  query RoomEndAppointment($id: ID!) {
    appointment(id: $id) {
      id
      protocol
      patientName
      statusName
      attendanceStartedAt
      finishedAt
      leftAt
    }
  }
`);

/** The appointment's status, read now and then while in the room: catches up on an event lost in a reconnect. */
export const RoomAppointmentStatusDocument = graphql(`
  query RoomAppointmentStatus($id: ID!) {
    appointment(id: $id) {
      id
      status
    }
  }
`);
