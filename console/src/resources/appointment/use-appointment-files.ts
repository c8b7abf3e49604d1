import { useMutation, useQuery } from '@apollo/client';
import { examIssues, type Locale, MAGIC_BYTES_LENGTH, UPLOAD_MAX_MB_DEFAULT } from '@teleconsulta/schema';
import { type ChangeEvent, useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import {
  type AppointmentExtras,
  ExamUploadLimitsDocument,
  RemoveAppointmentFileDocument,
  UploadAppointmentFileDocument,
} from '../../providers/appointment-file.documents';
import { toGatewayError } from '../../providers/gateway-error';
import { useAppointmentExtras } from './use-appointment-extras';

export type AppointmentFileRow = NonNullable<AppointmentExtras['files']>[number];

/** The file's bytes as standard base64 (what FileInput.base64 carries). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

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

  const fail = (failure: unknown) => {
    const gatewayError = toGatewayError(failure);
    const onFile = gatewayError.fields.find((f) => f.field === 'file');
    setError(onFile?.message ?? translate(gatewayError.message, { _: gatewayError.message }));
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !appointmentId) return;
    const head = new Uint8Array(await file.slice(0, MAGIC_BYTES_LENGTH).arrayBuffer());
    const [issue] = examIssues({ size: file.size, head, declaredType: file.type }, { maxMb }, locale as Locale);
    if (issue) {
      setError(issue.message);
      return;
    }
    setError(null);
    try {
      const base64 = await readBase64(file);
      await upload({ variables: { appointmentId, file: { fileName: file.name, contentType: file.type, base64 } } });
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
