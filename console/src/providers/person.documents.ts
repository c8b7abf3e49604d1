import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../gql';

/** A row of the list and of the CSV: the gateway prices a page at up to 100 rows, so only what the list shows. */
const PersonListItemFragment = graphql(`
  fragment PersonListItem on Person {
    id
    name
    displayName
    cpf
    registration
    birthDate
    mail
    cellPhone
    status
    parentId
    city
    region
  }
`);
export type PersonListItem = ResultOf<typeof PersonListItemFragment>;

/** The whole person with its responsible person and dependents, for the show and edit pages. */
const PersonRecordFragment = graphql(`
  fragment PersonRecord on Person {
    ...PersonListItem
    socialName
    uhcId
    gender
    telephone
    country
    profession
    street
    number
    complement
    neighborhood
    zipCode
    parent {
      id
      displayName
    }
    dependents {
      id
      name
      displayName
      birthDate
      status
      relationship
    }
    createdAt
    updatedAt
  }
`);
export type PersonRecord = ResultOf<typeof PersonRecordFragment>;

export const PersonListDocument = graphql(`
  query PersonList($page: Int, $perPage: Int, $sortField: PersonSortField, $sortOrder: SortOrder, $filter: PersonFilter) {
    persons(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) {
      items {
        ...PersonListItem
      }
      total
    }
  }
`);

export const PersonDocument = graphql(`
  query Person($id: ID!) {
    person(id: $id) {
      ...PersonRecord
    }
  }
`);

export const CreatePersonDocument = graphql(`
  mutation CreatePerson($input: PersonInput!) {
    createPerson(input: $input) {
      ...PersonRecord
    }
  }
`);

export const UpdatePersonDocument = graphql(`
  mutation UpdatePerson($id: ID!, $input: PersonInput!) {
    updatePerson(id: $id, input: $input) {
      ...PersonRecord
    }
  }
`);

export const DeletePersonDocument = graphql(`
  mutation DeletePerson($id: ID!) {
    deletePerson(id: $id) {
      id
      name
      displayName
    }
  }
`);

export const SetPersonStatusDocument = graphql(`
  mutation SetPersonStatus($id: ID!, $active: Boolean!) {
    setPersonStatus(id: $id, active: $active) {
      ...PersonRecord
    }
  }
`);

export const NewPersonDefaultsDocument = graphql(`
  query NewPersonDefaults {
    newPersonDefaults {
      country
      status
      patientRegistrationAllowed
    }
  }
`);

export const AddDependentDocument = graphql(`
  mutation AddDependent($parentId: ID!, $input: PersonInput!) {
    addDependent(parentId: $parentId, input: $input) {
      id
      name
    }
  }
`);
