import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../gql';

/** The company's time zone: the agenda draws every time in it. */
export const AgendaCompanyDocument = graphql(`
  query AgendaCompany($id: ID!) {
    company(id: $id) {
      id
      settings {
        timeZone
      }
    }
  }
`);

/** The active professionals, for the selector and the clinic view's colours. */
export const AgendaProfessionalsDocument = graphql(`
  query AgendaProfessionals {
    professionals(perPage: 100, filter: { status: ACTIVE }) {
      items {
        id
        name
      }
    }
  }
`);

/** One page of the appointments of the visible days (all but the cancelled ones, which free their slot). */
export const AgendaAppointmentsDocument = graphql(`
  query AgendaAppointments($filter: AppointmentFilter, $page: Int) {
    appointments(filter: $filter, page: $page, perPage: 100, sortField: START, sortOrder: ASC) {
      items {
        id
        protocol
        startsAt
        endsAt
        status
        statusName
        doctorId
        professionalName
        patientName
      }
      total
    }
  }
`);

/** The free slots of the visible days (from today on), of one professional or of the whole clinic. */
export const AgendaSlotsDocument = graphql(`
  query AgendaSlots($professionalId: ID, $from: Date, $to: Date) {
    availableSlots(professionalId: $professionalId, from: $from, to: $to) {
      timeZone
      appointmentDuration
      slots {
        professionalId
        professionalName
        startsAt
        endsAt
      }
    }
  }
`);

/** Patients found by name, CPF or CNS, with their guardian (a dependent) or their dependents (a guardian). */
export const AgendaPatientSearchDocument = graphql(`
  query AgendaPatientSearch($q: String!) {
    persons(filter: { q: $q, status: ACTIVE }, perPage: 10) {
      items {
        id
        name
        cpf
        uhcId
        birthDate
        parent {
          id
          name
        }
        dependents {
          id
          name
          birthDate
          status
        }
      }
      total
    }
  }
`);
export type AgendaPatientHit = ResultOf<typeof AgendaPatientSearchDocument>['persons']['items'][number];

export const AgendaBookDocument = graphql(`
  mutation AgendaBook($input: BookAppointmentInput!) {
    bookAppointment(input: $input) {
      id
      protocol
      startsAt
    }
  }
`);

export const AgendaMoveDocument = graphql(`
  mutation AgendaMove($id: ID!, $input: UpdateAppointmentInput!) {
    updateAppointment(id: $id, input: $input) {
      id
      startsAt
      endsAt
    }
  }
`);
