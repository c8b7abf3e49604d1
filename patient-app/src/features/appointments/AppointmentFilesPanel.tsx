import { useMutation } from '@apollo/client/react';
import { Box, List, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { feedbackFromError, feedbackText } from '../../errors/error-feedback.mappers';
import { graphql } from '../../gql';
import type { AppointmentFilesPanelAppointmentFragment } from '../../gql/graphql';
import { useLocale, useT } from '../../i18n/locale.context';
import { AppointmentFileItem } from './AppointmentFileItem';
import { ExamFilePicker } from './ExamFilePicker';
import { readExamFile } from './exam-file.util';
import { FileErrorsAlert } from './FileErrorsAlert';

graphql(`
  fragment AppointmentFilesPanelAppointment on Appointment {
    id
    status
    timeZone
    files {
      id
      fileName
      filePath
      sizeBytes
      createdAt
      url
    }
  }
`);

const UploadExamDocument = graphql(`
  mutation PatientUploadExam($appointmentId: ID!, $file: FileInput!) {
    uploadAppointmentFile(appointmentId: $appointmentId, file: $file) {
      id
    }
  }
`);

const RemoveExamDocument = graphql(`
  mutation PatientRemoveExam($appointmentId: ID!, $filePath: String!) {
    removeAppointmentFile(appointmentId: $appointmentId, filePath: $filePath) {
      id
    }
  }
`);

/** The patient sends exams until the appointment ends (cancelled, finished, left, no-show: read only). */
const OPEN = new Set(['SCHEDULED', 'PAID', 'IN_ATTENDANCE']);

type Props = { appointment: AppointmentFilesPanelAppointmentFragment; maxMb: number; onChanged: () => Promise<unknown> };

/**
 * The appointment's exam files: download links (signed, short-lived), upload (checked here as the server will) and
 * removal of what the patient sent; every refusal translated.
 */
export function AppointmentFilesPanel({ appointment, maxMb, onChanged }: Props) {
  const t = useT();
  const locale = useLocale();
  const [upload] = useMutation(UploadExamDocument);
  const [remove] = useMutation(RemoveExamDocument);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const open = OPEN.has(appointment.status);
  const files = appointment.files ?? [];

  const messageOf = (error: unknown) => feedbackText(feedbackFromError(error, locale)) ?? '';

  const send = async (chosen: FileList | null) => {
    setBusy(true);
    const problems: string[] = [];
    for (const file of Array.from(chosen ?? [])) {
      const checked = await readExamFile(file, maxMb, locale);
      if (!checked.ok) {
        problems.push(checked.message);
        continue;
      }
      const { fileName, contentType, base64 } = checked.file;
      await upload({ variables: { appointmentId: appointment.id, file: { fileName, contentType, base64 } } }).catch((error: unknown) =>
        problems.push(`${fileName}: ${messageOf(error)}`),
      );
    }
    await onChanged().catch(() => undefined);
    setErrors(problems);
    setBusy(false);
  };

  const drop = async (filePath: string, fileName: string) => {
    setBusy(true);
    const failed = await remove({ variables: { appointmentId: appointment.id, filePath } }).then(
      () => null,
      (error: unknown) => `${fileName}: ${messageOf(error)}`,
    );
    await onChanged().catch(() => undefined);
    setErrors(failed ? [failed] : []);
    setBusy(false);
  };

  return (
    <Stack spacing={1} component="section" aria-labelledby="files-title" data-testid="appointment-files">
      <Typography id="files-title" variant="h6" component="h2">
        {t('appointments.files.title')}
      </Typography>
      {files.length === 0 ? (
        <Typography color="text.secondary">{t('appointments.files.none')}</Typography>
      ) : (
        <List dense disablePadding>
          {files.map((file) => (
            <AppointmentFileItem
              key={file.id}
              file={file}
              timeZone={appointment.timeZone}
              onRemove={open ? () => void drop(file.filePath, file.fileName) : undefined}
              busy={busy}
            />
          ))}
        </List>
      )}
      <FileErrorsAlert errors={errors} testId="file-errors" />
      {open && (
        <Box>
          <ExamFilePicker onChoose={send} disabled={busy} inputTestId="file-input" buttonTestId="file-add" />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('appointments.files.hint', { max: maxMb })}
          </Typography>
        </Box>
      )}
    </Stack>
  );
}
