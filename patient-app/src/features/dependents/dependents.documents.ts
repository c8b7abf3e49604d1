import { graphql } from '../../gql';

/** The signed-in patient (me.personId) and the persons they reach: themself and the dependents registered under them. */
export const MyDependentsDocument = graphql(`
  query MyDependents {
    me {
      id
      personId
    }
    persons(perPage: 100) {
      items {
        ...DependentFields
      }
    }
  }
`);

graphql(`
  fragment DependentFields on Person {
    id
    name
    parentId
    status
    birthDate
    cpf
    uhcId
    relationship
  }
`);

export const AddDependentDocument = graphql(`
  mutation AddDependent($parentId: ID!, $input: PersonInput!) {
    addDependent(parentId: $parentId, input: $input) {
      ...DependentFields
    }
  }
`);

export const UpdateDependentDocument = graphql(`
  mutation UpdateDependent($id: ID!, $input: PersonInput!) {
    updatePerson(id: $id, input: $input) {
      ...DependentFields
    }
  }
`);

export const RemoveDependentDocument = graphql(`
  mutation RemoveDependent($parentId: ID!, $id: ID!) {
    removeDependent(parentId: $parentId, id: $id) {
      id
    }
  }
`);
