import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../gql';

/** A queue as the list, the forms and the board show it. */
const EmergencyQueueRecordFragment = graphql(`
  fragment EmergencyQueueRecord on EmergencyQueue {
    id
    groupId
    groupName
    name
    specialtyCode
    specialty {
      code
      name
    }
    active
    maxWaitMinutes
    attendanceEstimateMinutes
    professionalIds
    professionals {
      id
      name
    }
    counts {
      waiting
      called
      inAttendance
    }
    createdAt
    updatedAt
  }
`);
export type EmergencyQueueRecord = ResultOf<typeof EmergencyQueueRecordFragment>;

const EmergencyGroupRecordFragment = graphql(`
  fragment EmergencyGroupRecord on EmergencyGroup {
    id
    name
    queueCount
    createdAt
    updatedAt
  }
`);
export type EmergencyGroupRecord = ResultOf<typeof EmergencyGroupRecordFragment>;

/** An open protocol on the live board. */
const EmergencyProtocolRecordFragment = graphql(`
  fragment EmergencyProtocolRecord on EmergencyProtocol {
    id
    number
    personId
    patientName
    queueId
    queueName
    step
    status
    priority
    complaint
    redFlag
    position
    arrivedAt
    calledAt
    closedAt
    closeReason
  }
`);
export type EmergencyProtocolRecord = ResultOf<typeof EmergencyProtocolRecordFragment>;

export const EmergencyQueueListDocument = graphql(`
  query EmergencyQueueList {
    emergencyQueues {
      ...EmergencyQueueRecord
    }
  }
`);

export const EmergencyQueueDocument = graphql(`
  query EmergencyQueue($id: ID!) {
    emergencyQueue(id: $id) {
      ...EmergencyQueueRecord
    }
  }
`);

export const CreateEmergencyQueueDocument = graphql(`
  mutation CreateEmergencyQueue($input: EmergencyQueueInput!) {
    createEmergencyQueue(input: $input) {
      ...EmergencyQueueRecord
    }
  }
`);

export const UpdateEmergencyQueueDocument = graphql(`
  mutation UpdateEmergencyQueue($id: ID!, $input: EmergencyQueueInput!) {
    updateEmergencyQueue(id: $id, input: $input) {
      ...EmergencyQueueRecord
    }
  }
`);

export const DeleteEmergencyQueueDocument = graphql(`
  mutation DeleteEmergencyQueue($id: ID!) {
    deleteEmergencyQueue(id: $id) {
      id
      name
    }
  }
`);

export const EmergencyGroupListDocument = graphql(`
  query EmergencyGroupList {
    emergencyGroups {
      ...EmergencyGroupRecord
    }
  }
`);

export const EmergencyGroupDocument = graphql(`
  query EmergencyGroup($id: ID!) {
    emergencyGroup(id: $id) {
      ...EmergencyGroupRecord
    }
  }
`);

export const CreateEmergencyGroupDocument = graphql(`
  mutation CreateEmergencyGroup($input: EmergencyGroupInput!) {
    createEmergencyGroup(input: $input) {
      ...EmergencyGroupRecord
    }
  }
`);

export const UpdateEmergencyGroupDocument = graphql(`
  mutation UpdateEmergencyGroup($id: ID!, $input: EmergencyGroupInput!) {
    updateEmergencyGroup(id: $id, input: $input) {
      ...EmergencyGroupRecord
    }
  }
`);

export const DeleteEmergencyGroupDocument = graphql(`
  mutation DeleteEmergencyGroup($id: ID!) {
    deleteEmergencyGroup(id: $id) {
      id
      name
    }
  }
`);

/** Professionals who may be granted a queue: the active ones with emergency access (filtered by the form). */
export const EmergencyProfessionalChoicesDocument = graphql(`
  query EmergencyProfessionalChoices {
    professionals(page: 1, perPage: 100, filter: { status: ACTIVE }) {
      items {
        id
        name
        emergencyAccess
      }
    }
  }
`);

export const EmergencyStatusDocument = graphql(`
  query EmergencyStatus {
    emergencyStatus {
      online
      enabled
      canManage
      message
      queues {
        id
        name
        groupName
        active
        maxWaitMinutes
      }
    }
  }
`);

export const EmergencyBoardDocument = graphql(`
  query EmergencyBoard {
    emergencyBoard {
      ...EmergencyProtocolRecord
    }
  }
`);

export const EmergencyBoardChangedDocument = graphql(`
  subscription EmergencyBoardChanged {
    emergencyBoardChanged {
      sequence
      type
      queueId
      protocolId
      positions {
        protocolId
        position
      }
      protocol {
        ...EmergencyProtocolRecord
      }
      resyncRequired
    }
  }
`);
export type EmergencyBoardChange = ResultOf<typeof EmergencyBoardChangedDocument>['emergencyBoardChanged'];

export const CloseEmergencyProtocolDocument = graphql(`
  mutation CloseEmergencyProtocol($id: ID!, $reason: String) {
    closeEmergencyProtocol(id: $id, reason: $reason) {
      ...EmergencyProtocolRecord
    }
  }
`);
