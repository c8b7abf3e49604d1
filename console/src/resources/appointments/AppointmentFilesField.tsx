import { useMutation, useQuery } from '@apollo/client';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EXAM_CONTENT_TYPES, examIssues, type Locale, MAGIC_BYTES_LENGTH, UPLOAD_MAX_MB_DEFAULT } from '@teleconsulta/schema';
import { type ChangeEvent, useRef, useState } from 'react';
import { Confirm, useLocaleState, useNotify, useRecordContext, useTranslate } from 'react-admin';
import {
  type AppointmentExtras,
  ExamUploadLimitsDocument,
  RemoveAppointmentFileDocument,
  UploadAppointmentFileDocument,
} from '../../providers/appointment-file.documents';
import { toGatewayError } from '../../providers/gateway-error';
import { mediaUrl } from '../../providers/media';
import { useAppointmentExtras } from './use-appointment-extras';

type FileRow = NonNullable<AppointmentExtras['files']>[number];

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
 * The appointment's exam files: each name a download link (signed by the gateway for a few minutes; no token in an
 * <a href>), a button to attach one (checked here with the shared rules first, so the translated error shows before
 * anything is sent) and one to remove each, with a confirmation.
 */
export const AppointmentFilesField = (_props: { source?: 'files'; label?: string }) => {
  const record = useRecordContext<{ id: string }>();
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const fileInput = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<FileRow | null>(null);
  const { extras, refetch } = useAppointmentExtras(record?.id);
  const { data: limits } = useQuery(ExamUploadLimitsDocument);
  const [upload, { loading: uploading }] = useMutation(UploadAppointmentFileDocument);
  const [remove, { loading: deleting }] = useMutation(RemoveAppointmentFileDocument);
  if (!record) return null;
  const maxMb = limits?.uploadLimits.maxMb ?? UPLOAD_MAX_MB_DEFAULT;
  const files = extras?.files ?? [];

  const fail = (failure: unknown) => {
    const gatewayError = toGatewayError(failure);
    const onFile = gatewayError.fields.find((f) => f.field === 'file');
    setError(onFile?.message ?? translate(gatewayError.message, { _: gatewayError.message }));
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const head = new Uint8Array(await file.slice(0, MAGIC_BYTES_LENGTH).arrayBuffer());
    const [issue] = examIssues({ size: file.size, head, declaredType: file.type }, { maxMb }, locale as Locale);
    if (issue) {
      setError(issue.message);
      return;
    }
    setError(null);
    try {
      const base64 = await readBase64(file);
      await upload({ variables: { appointmentId: record.id, file: { fileName: file.name, contentType: file.type, base64 } } });
      await refetch();
      notify('resources.appointments.file.uploaded', { type: 'info' });
    } catch (failure) {
      fail(failure);
    }
  };

  const confirmRemove = async () => {
    const target = removing;
    setRemoving(null);
    if (!target) return;
    setError(null);
    try {
      await remove({ variables: { appointmentId: record.id, filePath: target.filePath } });
      await refetch();
      notify('resources.appointments.file.removed', { type: 'info' });
    } catch (failure) {
      fail(failure);
    }
  };

  return (
    <Stack spacing={1} alignItems="flex-start">
      {files.length === 0 ? (
        <Typography variant="body2">{translate('resources.appointments.no_files')}</Typography>
      ) : (
        <List dense disablePadding data-testid="appointment-files">
          {files.map((f) => (
            <ListItem
              key={f.id}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  size="small"
                  aria-label={translate('resources.appointments.file.remove')}
                  onClick={() => setRemoving(f)}
                  disabled={deleting}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              }
            >
              <ListItemText
                primary={
                  f.url ? (
                    <Link
                      href={mediaUrl(f.url) ?? undefined}
                      aria-label={translate('resources.appointments.file.download', { name: f.fileName })}
                    >
                      {f.fileName}
                    </Link>
                  ) : (
                    f.fileName
                  )
                }
                secondary={`${f.contentType ?? ''} · ${Math.ceil(f.sizeBytes / 1024)} KB`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <input
        ref={fileInput}
        type="file"
        hidden
        accept={EXAM_CONTENT_TYPES.join(',')}
        onChange={choose}
        data-testid="appointment-file-input"
      />
      <Button
        size="small"
        variant="outlined"
        startIcon={<AttachFileIcon />}
        onClick={() => fileInput.current?.click()}
        disabled={uploading}
      >
        {translate(uploading ? 'resources.appointments.file.uploading' : 'resources.appointments.file.attach')}
      </Button>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
      <FormHelperText>{translate('resources.appointments.file.hint', { max: maxMb })}</FormHelperText>
      <Confirm
        isOpen={removing !== null}
        title="resources.appointments.file.remove_title"
        content={translate('resources.appointments.file.remove_confirm', { name: removing?.fileName ?? '' })}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
};
