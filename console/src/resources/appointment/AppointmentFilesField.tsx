import AttachFileIcon from '@mui/icons-material/AttachFile';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { EXAM_CONTENT_TYPES } from '@teleconsulta/schema';
import { useRef } from 'react';
import { Confirm, useRecordContext, useTranslate } from 'react-admin';
import { AppointmentFileList } from './AppointmentFileList';
import { useAppointmentFiles } from './use-appointment-files';

/**
 * The appointment's exam files: the list with its download links, a button to attach one (checked before anything
 * is sent) and one to remove each, with a confirmation.
 */
export const AppointmentFilesField = (_props: { source?: 'files'; label?: string }) => {
  const record = useRecordContext<{ id: string }>();
  const translate = useTranslate();
  const fileInput = useRef<HTMLInputElement>(null);
  const { files, maxMb, error, uploading, deleting, removing, setRemoving, choose, confirmRemove } = useAppointmentFiles(record?.id);
  if (!record) return null;

  return (
    <Stack spacing={1} alignItems="flex-start">
      <AppointmentFileList files={files} deleting={deleting} onRemove={setRemoving} />
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
