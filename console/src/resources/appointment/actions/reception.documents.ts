import { graphql } from '../../../gql';

/**
 * What the reception's actions need beyond the page's record (schema/graphql/appointment-reception.graphql): when the
 * patient arrived, the assistant physician, and what the gateway lets the caller do now (cancel, next statuses).
 */
export const AppointmentReceptionDocument = graphql(`
  query AppointmentReception($id: ID!) {
    appointment(id: $id) {
      id
      status
      startsAt
      arrivedAt
      canCancel
      cancelBlockedReason
      nextStatuses
      assistantPhysician {
        id
        name
      }
    }
  }
`);

/** The professional's free slots of a range of days (the booking's availability engine, SPEC §5). */
export const ReceptionSlotsDocument = graphql(`
  query ReceptionSlots($professionalId: ID!, $from: Date!, $to: Date!) {
    availableSlots(professionalId: $professionalId, from: $from, to: $to) {
      timeZone
      slots {
        date
        start
        end
        startsAt
      }
    }
  }
`);

/** The company's active professionals, for the assistant physician's select. */
export const ReceptionProfessionalsDocument = graphql(`
  query ReceptionProfessionals {
    professionals(perPage: 100, filter: { status: ACTIVE }) {
      items {
        id
        name
      }
    }
  }
`);

/** Reschedule: another start; the booking's rules again (conflicts, schedule, holidays refused with SPEC §5's texts). */
export const RescheduleAppointmentDocument = graphql(`
  mutation RescheduleAppointment($id: ID!, $startsAt: DateTime!) {
    updateAppointment(id: $id, input: { startsAt: $startsAt }) {
      id
      startsAt
      startDate
      startTime
      endTime
      status
    }
  }
`);

export const CancelAppointmentDocument = graphql(`
  mutation ReceptionCancelAppointment($id: ID!, $reason: String!) {
    cancelAppointment(id: $id, reason: $reason) {
      id
      status
      cancelReason
      cancelTime
    }
  }
`);

export const MarkNoShowDocument = graphql(`
  mutation MarkAppointmentNoShow($id: ID!) {
    changeAppointmentStatus(id: $id, status: NO_SHOW) {
      id
      status
    }
  }
`);

export const MarkArrivedDocument = graphql(`
  mutation MarkAppointmentArrived($id: ID!) {
    markAppointmentArrived(id: $id) {
      id
      arrivedAt
    }
  }
`);

export const ResendAppointmentLinkDocument = graphql(`
  mutation ResendAppointmentLink($id: ID!, $kind: AppointmentLinkKind!) {
    resendAppointmentLink(id: $id, kind: $kind)
  }
`);

export const ConfirmOnSitePaymentDocument = graphql(`
  mutation ConfirmOnSitePayment($appointmentId: ID!, $input: OnSitePaymentInput!, $idempotencyKey: String!) {
    confirmOnSitePayment(appointmentId: $appointmentId, input: $input, idempotencyKey: $idempotencyKey) {
      id
      status
      totalCents
      onSiteMethod
      receiptNumber
    }
  }
`);

export const AssignAssistantPhysicianDocument = graphql(`
  mutation AssignAssistantPhysician($id: ID!, $professionalId: ID) {
    assignAssistantPhysician(id: $id, professionalId: $professionalId) {
      id
      assistantPhysician {
        id
        name
      }
    }
  }
`);
