import { useMutation, useQuery } from '@apollo/client';
import { examIssues, type Locale, UPLOAD_MAX_MB_DEFAULT } from '@teleconsulta/schema';
import { type ChangeEvent, useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import {
  type AppointmentExtras,
  ExamUploadLimitsDocument,
  RemoveAppointmentFileDocument,
  UploadAppointmentFileDocument,
} from '../../providers/appointment-file.documents';
import { takeChosenFile, toFileInput, uploadFailureText, uploadProbe } from '../file-upload';
import { useAppointmentExtras } from './use-appointment-extras';

export type AppointmentFileRow = NonNullable<AppointmentExtras['files']>[number];

/**
 * An appointment's exam files and what staff do with them: attach one (checked here with the shared rules first, so
 * the translated error shows before anything is sent) and remove one after a confirmation. The last error, from the
 * check or from the gateway, is kept for the field to show.
 */
export function useAppointmentFiles(appointmentId: string | undefined) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<AppointmentFileRow | null>(null);
  const { extras, refetch } = useAppointmentExtras(appointmentId);
  const { data: limits } = useQuery(ExamUploadLimitsDocument);
  const [upload, { loading: uploading }] = useMutation(UploadAppointmentFileDocument);
  const [remove, { loading: deleting }] = useMutation(RemoveAppointmentFileDocument);
  const maxMb = limits?.uploadLimits.maxMb ?? UPLOAD_MAX_MB_DEFAULT;

  const fail = (failure: unknown) => setError(uploadFailureText(failure, 'file', translate));

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = takeChosenFile(event);
    if (!file || !appointmentId) return;
    const [issue] = examIssues(await uploadProbe(file), { maxMb }, locale as Locale);
    if (issue) {
      setError(issue.message);
      return;
    }
    setError(null);
    try {
      await upload({ variables: { appointmentId, file: await toFileInput(file) } });
      await refetch();
      notify('resources.appointments.file.uploaded', { type: 'info' });
    } catch (failure) {
      fail(failure);
    }
  };

  const confirmRemove = async () => {
    const target = removing;
    setRemoving(null);
    if (!target || !appointmentId) return;
    setError(null);
    try {
      await remove({ variables: { appointmentId, filePath: target.filePath } });
      await refetch();
      notify('resources.appointments.file.removed', { type: 'info' });
    } catch (failure) {
      fail(failure);
    }
  };

  return { files: extras?.files ?? [], maxMb, error, uploading, deleting, removing, setRemoving, choose, confirmRemove };
}
