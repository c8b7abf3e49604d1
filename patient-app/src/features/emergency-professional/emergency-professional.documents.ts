import { graphql } from '../../gql';

graphql(`
  fragment EmergencyProfessionalProtocol on EmergencyProtocol {
    id
    number
    patientName
    queueId
    queueName
    status
    step
    priority
    redFlag
    complaint
    position
    arrivedAt
    calledAt
    professionalId
    roomAccess
    triage {
      priority
      maxWaitMinutes
      reasons {
        text
      }
    }
  }
`);

graphql(`
  fragment EmergencyCheckInFields on EmergencyCheckIn {
    professionalId
    queueIds
    checkedInAt
  }
`);

/** Everything the screens derive from: the granted queues, the check-in and the board of those queues. */
export const EmergencyProfessionalDocument = graphql(`
  query EmergencyProfessional {
    emergencyStatus {
      online
      enabled
      message
      queues {
        id
        name
        counts {
          waiting
          called
          inAttendance
        }
      }
    }
    emergencyCheckIn {
      ...EmergencyCheckInFields
    }
  }
`);

/** The open protocols of the professional's granted queues, in rank order. */
export const EmergencyProfessionalBoardDocument = graphql(`
  query EmergencyProfessionalBoard {
    emergencyBoard {
      ...EmergencyProfessionalProtocol
    }
  }
`);

/** The company's active queues: where a patient may be forwarded. */
export const EmergencyForwardQueuesDocument = graphql(`
  query EmergencyForwardQueues {
    emergencyQueues(activeOnly: true) {
      id
      name
      groupName
    }
  }
`);

/** Any change of the granted queues: the screens read the board again. */
export const EmergencyProfessionalBoardChangedDocument = graphql(`
  subscription EmergencyProfessionalBoardChanged {
    emergencyBoardChanged {
      sequence
      type
    }
  }
`);

export const CheckInEmergencyDocument = graphql(`
  mutation CheckInEmergency($queueIds: [ID!]!) {
    checkInEmergency(queueIds: $queueIds) {
      ...EmergencyCheckInFields
    }
  }
`);

export const CheckOutEmergencyDocument = graphql(`
  mutation CheckOutEmergency {
    checkOutEmergency {
      ...EmergencyCheckInFields
    }
  }
`);

export const CallNextEmergencyPatientDocument = graphql(`
  mutation CallNextEmergencyPatient {
    callNextEmergencyPatient {
      ...EmergencyProfessionalProtocol
    }
  }
`);

export const AttendEmergencyProtocolDocument = graphql(`
  mutation AttendEmergencyProtocol($id: ID!) {
    attendEmergencyProtocol(id: $id) {
      ...EmergencyProfessionalProtocol
    }
  }
`);

export const FinishEmergencyProtocolDocument = graphql(`
  mutation FinishEmergencyProtocol($id: ID!) {
    finishEmergencyProtocol(id: $id) {
      id
      number
      patientName
      status
    }
  }
`);

export const ForwardEmergencyProtocolDocument = graphql(`
  mutation ForwardEmergencyProtocol($id: ID!, $queueId: ID!) {
    forwardEmergencyProtocol(id: $id, queueId: $queueId) {
      id
      number
      patientName
      queueName
      status
    }
  }
`);
