import { useMutation, useQuery } from '@apollo/client/react';
import { UPLOAD_MAX_MB_DEFAULT } from '@teleconsulta/schema';
import { useCallback } from 'react';
import { feedbackFromError, feedbackText } from '../../errors/error-feedback.mappers';
import { graphql } from '../../gql';
import { useLocale } from '../../i18n/locale.context';
import type { ExamFile } from '../appointments/exam-file.util';

const MessageUploadLimitsDocument = graphql(`
  query PatientMessageUploadLimits {
    uploadLimits {
      maxMb
    }
  }
`);

const UploadMessageAttachmentDocument = graphql(`
  mutation PatientUploadMessageAttachment($messageId: ID!, $file: FileInput!) {
    uploadMessageAttachment(messageId: $messageId, file: $file) {
      id
    }
  }
`);

/**
 * The size limit the files are checked with (the gateway's; the default until it is read), and the upload of files
 * chosen to a message once it is sent: answers why each refused one was refused ("name: reason"), translated.
 */
export function useMessageAttachments() {
  const locale = useLocale();
  const limits = useQuery(MessageUploadLimitsDocument);
  const [upload] = useMutation(UploadMessageAttachmentDocument);
  const attach = useCallback(
    async (messageId: string, files: readonly ExamFile[]) => {
      const errors: string[] = [];
      for (const { fileName, contentType, base64 } of files) {
        await upload({ variables: { messageId, file: { fileName, contentType, base64 } } }).catch((error: unknown) =>
          errors.push(`${fileName}: ${feedbackText(feedbackFromError(error, locale)) ?? ''}`),
        );
      }
      return errors;
    },
    [upload, locale],
  );
  return { maxMb: limits.data?.uploadLimits.maxMb ?? UPLOAD_MAX_MB_DEFAULT, attach };
}
