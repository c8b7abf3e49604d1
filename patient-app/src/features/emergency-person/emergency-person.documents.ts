import { graphql } from '../../gql';

graphql(`
  fragment EmergencyPersonProtocol on EmergencyProtocol {
    id
    number
    personId
    patientName
    queueId
    queueName
    step
    status
    priority
    redFlag
    complaint
    position
    estimatedWaitMinutes
    professionalsOnDuty
    professionalName
    missedCalls
    roomAccess
    appointmentId
    arrivedAt
    calledAt
    notice
    triage {
      priority
      maxWaitMinutes
      redFlag
      engine
      reasons {
        text
      }
    }
  }
`);

/** The module's status, the queues a patient may join, who they may join for, and their open protocols. */
export const EmergencyPersonHomeDocument = graphql(`
  query EmergencyPersonHome {
    ...PatientChoices
    emergencyStatus {
      online
      message
      queues {
        id
        name
        specialty {
          name
        }
        attendanceEstimateMinutes
      }
    }
    emergencyBoard {
      ...EmergencyPersonProtocol
    }
  }
`);

export const EmergencyPersonProtocolDocument = graphql(`
  query EmergencyPersonProtocol($id: ID!) {
    emergencyProtocol(id: $id) {
      ...EmergencyPersonProtocol
    }
  }
`);

export const EmergencyPreAssessmentDocument = graphql(`
  query EmergencyPreAssessment($id: ID!) {
    emergencyProtocol(id: $id) {
      id
      screening {
        id
        title
        questions {
          id
          text
          kind
          required
          options {
            id
            text
            redFlag
          }
        }
      }
    }
  }
`);

export const OpenEmergencyProtocolDocument = graphql(`
  mutation OpenEmergencyProtocol($queueId: ID!, $personId: ID) {
    openEmergencyProtocol(queueId: $queueId, personId: $personId) {
      ...EmergencyPersonProtocol
    }
  }
`);

export const AdvanceEmergencyStepDocument = graphql(`
  mutation AdvanceEmergencyStep($id: ID!, $step: Int!) {
    advanceEmergencyStep(id: $id, step: $step) {
      ...EmergencyPersonProtocol
    }
  }
`);

export const StartEmergencyPaymentDocument = graphql(`
  mutation StartEmergencyPayment($id: ID!) {
    startEmergencyPayment(id: $id) {
      required
      priceCents
      access
      protocol
    }
  }
`);

export const ReportEmergencyComplaintDocument = graphql(`
  mutation ReportEmergencyComplaint($id: ID!, $complaint: String!) {
    reportEmergencyComplaint(id: $id, complaint: $complaint) {
      ...EmergencyPersonProtocol
    }
  }
`);

export const SubmitEmergencyScreeningDocument = graphql(`
  mutation SubmitEmergencyScreening($id: ID!, $answers: [EmergencyAnswerInput!]!) {
    submitEmergencyScreening(id: $id, answers: $answers) {
      ...EmergencyPersonProtocol
    }
  }
`);

export const LeaveEmergencyQueueDocument = graphql(`
  mutation LeaveEmergencyQueue($id: ID!) {
    leaveEmergencyQueue(id: $id) {
      ...EmergencyPersonProtocol
    }
  }
`);

export const EmergencyProtocolChangedDocument = graphql(`
  subscription EmergencyProtocolChanged($id: ID!) {
    emergencyProtocolChanged(id: $id) {
      resyncRequired
      protocol {
        ...EmergencyPersonProtocol
      }
    }
  }
`);

/** Whether the server transcribes speech: the complaint records for it, or keeps the browser's recognition. */
export const SpeechToTextDocument = graphql(`
  query SpeechToText {
    speechToText {
      available
    }
  }
`);

/** The complaint's recording (a WAV, base64) as words in the patient's language. */
export const TranscribeSpeechDocument = graphql(`
  mutation TranscribeSpeech($audioBase64: String!, $contentType: String!) {
    transcribeSpeech(audioBase64: $audioBase64, contentType: $contentType)
  }
`);
