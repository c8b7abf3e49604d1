import { graphql } from '../../gql';

/** The patient's (and dependents') open appointments from today on, soonest first: the home picks the next one. */
export const HomeUpcomingDocument = graphql(`
  query HomeUpcoming($filter: AppointmentFilter) {
    appointments(page: 1, perPage: 5, sortField: START, sortOrder: ASC, filter: $filter) {
      items {
        id
        endsAt
      }
    }
  }
`);

/** The next appointment with its links (the detail read: room and payment codes, when the room opens). */
export const HomeNextAppointmentDocument = graphql(`
  query HomeNextAppointment($id: ID!) {
    appointment(id: $id) {
      id
      protocol
      status
      statusName
      startsAt
      endsAt
      timeZone
      professionalName
      specialtyName
      patientId
      patientName
      priceCents
      paidAt
      roomAccess
      roomOpensAt
      paymentAccess
    }
  }
`);
