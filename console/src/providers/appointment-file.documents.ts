import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../gql';

/**
 * What the appointment page adds to the detail: the files with their signed download links (short-lived, so read
 * when the page opens) and the patient's NPS answer.
 */
export const AppointmentExtrasDocument = graphql(`
  query AppointmentExtras($id: ID!) {
    appointment(id: $id) {
      id
      status
      files {
        ...AppointmentFileItem
        url
      }
      nps {
        score
        category
        comment
        createdAt
      }
    }
  }
`);
export type AppointmentExtras = NonNullable<ResultOf<typeof AppointmentExtrasDocument>['appointment']>;

export const ExamUploadLimitsDocument = graphql(`
  query ExamUploadLimits {
    uploadLimits {
      maxMb
      examContentTypes
    }
  }
`);

export const UploadAppointmentFileDocument = graphql(`
  mutation UploadAppointmentFile($appointmentId: ID!, $file: FileInput!) {
    uploadAppointmentFile(appointmentId: $appointmentId, file: $file) {
      id
      fileName
    }
  }
`);

export const RemoveAppointmentFileDocument = graphql(`
  mutation RemoveAppointmentFile($appointmentId: ID!, $filePath: String!) {
    removeAppointmentFile(appointmentId: $appointmentId, filePath: $filePath) {
      id
    }
  }
`);
