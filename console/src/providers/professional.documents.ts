import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../gql';

/** A row of the list and of the CSV: only what the list shows. */
const ProfessionalListItemFragment = graphql(`
  fragment ProfessionalListItem on Professional {
    id
    name
    crm
    crmState
    licenseCouncil
    specialties {
      code
      name
    }
    role
    status
    mail
    cellPhone
  }
`);
export type ProfessionalListItem = ResultOf<typeof ProfessionalListItemFragment>;

/** The whole professional, for the show and edit pages. */
const ProfessionalRecordFragment = graphql(`
  fragment ProfessionalRecord on Professional {
    id
    userId
    name
    crm
    crmState
    licenseCouncil
    specialties {
      code
      name
    }
    role
    status
    emergencyAccess
    bio
    photo
    mail
    cellPhone
    telephone
    street
    number
    complement
    neighborhood
    city
    region
    zipCode
    createdAt
    updatedAt
  }
`);
export type ProfessionalRecord = ResultOf<typeof ProfessionalRecordFragment>;

export const ProfessionalListDocument = graphql(`
  query ProfessionalList(
    $page: Int
    $perPage: Int
    $sortField: ProfessionalSortField
    $sortOrder: SortOrder
    $filter: ProfessionalFilter
  ) {
    professionals(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {
      items {
        ...ProfessionalListItem
      }
      total
    }
  }
`);

export const ProfessionalDocument = graphql(`
  query Professional($id: ID!) {
    professional(id: $id) {
      ...ProfessionalRecord
    }
  }
`);

export const CreateProfessionalDocument = graphql(`
  mutation CreateProfessional($input: ProfessionalInput!) {
    createProfessional(input: $input) {
      ...ProfessionalRecord
    }
  }
`);

export const UpdateProfessionalDocument = graphql(`
  mutation UpdateProfessional($id: ID!, $input: ProfessionalInput!) {
    updateProfessional(id: $id, input: $input) {
      ...ProfessionalRecord
    }
  }
`);

export const DeleteProfessionalDocument = graphql(`
  mutation DeleteProfessional($id: ID!) {
    deleteProfessional(id: $id) {
      id
      name
    }
  }
`);

/** The specialties in use in the clinic (the list's filter). */
export const SpecialtiesInUseDocument = graphql(`
  query SpecialtiesInUse {
    specialties {
      code
      name
    }
  }
`);
