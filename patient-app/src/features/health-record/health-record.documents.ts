import { graphql } from '../../gql';

/** One page of a person's record (the patient's or a dependent's), newest first, narrowed by the filters. */
export const HealthRecordDocument = graphql(`
  query HealthRecord(
    $personId: ID!
    $filter: [PersonHistoryItemType!]
    $from: Date
    $to: Date
    $professionalId: ID
    $page: Int!
    $perPage: Int!
  ) {
    personHistory(personId: $personId, filter: $filter, from: $from, to: $to, professionalId: $professionalId, page: $page, perPage: $perPage) {
      total
      items {
        id
        type
        date
        title
        summary
        professionalName
        appointmentId
        url
      }
    }
  }
`);

/** The professionals of the person's appointments (the professional filter's options). */
export const HealthRecordProfessionalsDocument = graphql(`
  query HealthRecordProfessionals($personId: ID!) {
    appointments(page: 1, perPage: 100, sortField: START, sortOrder: DESC, filter: { patientId: $personId }) {
      items {
        id
        doctorId
        professionalName
      }
    }
  }
`);
