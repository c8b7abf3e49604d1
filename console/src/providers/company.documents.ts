import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../gql';

/**
 * A row of the list, of a reference and of the CSV. react-admin shows it while the show and edit pages
 * load the whole record: the gateway prices a page at 100 rows, and a whole company per row is too dear.
 */
const CompanyListItemFragment = graphql(`
  fragment CompanyListItem on Company {
    id
    name
    socialName
    cnpj
    parentId
    parents {
      id
      name
    }
    expirationDate
    isLanding
    state
    permalink
  }
`);
export type CompanyListItem = ResultOf<typeof CompanyListItemFragment>;

/** The whole company, for the show and edit pages. */
const CompanyRecordFragment = graphql(`
  fragment CompanyRecord on Company {
    ...CompanyListItem
    planId
    representativeId
    businessContact
    commissionType
    commissionValue
    settings {
      appointmentDuration
      allowsPatientToScheduleTimeBefore
      cancellationCutoffHours
      period
      prescriptionAddressInclusion
      clinicalDataSharingWithResponsible
      timeZone
      emergencyNoAnswerMinutes
      emergencyNoAnswerAction
    }
    rules {
      allowsPatientToSchedule
      accessPersonSchedule
      allowsHiddenButtonSchedule
      allowProfessionalViewPatientHistory
      accessEmergency
      patientRegistrationAllowed
      benefitsClubAccess
    }
    contractFlags {
      displayPoweredBy
      useEmergencyModule
    }
    customMessages {
      key
      ptBR
      en
    }
    createdAt
    updatedAt
  }
`);
export type CompanyRecord = ResultOf<typeof CompanyRecordFragment>;

export const CompanyListDocument = graphql(`
  query CompanyList($page: Int, $perPage: Int, $sortField: CompanySortField, $sortOrder: SortOrder, $filter: CompanyFilter) {
    companies(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {
      items {
        ...CompanyListItem
      }
      total
    }
  }
`);

export const CompanyDocument = graphql(`
  query Company($id: ID!) {
    company(id: $id) {
      ...CompanyRecord
    }
  }
`);

export const CreateCompanyDocument = graphql(`
  mutation CreateCompany($input: CompanyInput!) {
    createCompany(input: $input) {
      ...CompanyRecord
    }
  }
`);

export const UpdateCompanyDocument = graphql(`
  mutation UpdateCompany($id: ID!, $input: CompanyInput!) {
    updateCompany(id: $id, input: $input) {
      ...CompanyRecord
    }
  }
`);
