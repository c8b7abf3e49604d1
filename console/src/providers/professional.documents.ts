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
    photoUrl
  }
`);
export type ProfessionalListItem = ResultOf<typeof ProfessionalListItemFragment>;

/** The whole professional, for the show and edit pages. */
const ProfessionalRecordFragment = graphql(`
  fragment ProfessionalRecord on Professional {
    ...ProfessionalListItem
    userId
    cpf
    rqe
    emergencyAccess
    bio
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

/** A new photo (base64 of the chosen file); answers the record with its new photoUrl. */
export const UploadProfessionalPhotoDocument = graphql(`
  mutation UploadProfessionalPhoto($id: ID!, $file: FileInput!) {
    uploadProfessionalPhoto(id: $id, file: $file) {
      id
      photoUrl
      updatedAt
    }
  }
`);

export const RemoveProfessionalPhotoDocument = graphql(`
  mutation RemoveProfessionalPhoto($id: ID!) {
    removeProfessionalPhoto(id: $id) {
      id
      photoUrl
      updatedAt
    }
  }
`);

/** The gateway's upload rules (UPLOAD_MAX_MB), checked before a file is sent. */
export const UploadLimitsDocument = graphql(`
  query UploadLimits {
    uploadLimits {
      maxMb
      photoContentTypes
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
