import { useMutation, useQuery } from '@apollo/client';
import DeleteIcon from '@mui/icons-material/Delete';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Locale, PHOTO_CONTENT_TYPES, photoIssues, UPLOAD_MAX_MB_DEFAULT } from '@teleconsulta/schema';
import { type ChangeEvent, useRef, useState } from 'react';
import { Confirm, useLocaleState, useNotify, useRecordContext, useTranslate } from 'react-admin';
import {
  RemoveProfessionalPhotoDocument,
  UploadLimitsDocument,
  UploadProfessionalPhotoDocument,
} from '../../providers/professional.documents';
import { takeChosenFile, toFileInput, uploadFailureText, uploadProbe } from '../file-upload';
import { ProfessionalPhotoField } from './ProfessionalPhotoField';

/**
 * The photo on the edit page: the current one, a button to choose an image (checked here with the shared rules — size
 * and type by the file's bytes — so the translated error shows under the field before anything is sent), saved as soon
 * as it is chosen, and a button to remove it. It is not a form field: the photo is saved by its own call, not by "Save".
 */
export const ProfessionalPhotoInput = () => {
  const record = useRecordContext<{ id: string; name: string; photoUrl?: string | null }>();
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const fileInput = useRef<HTMLInputElement>(null);
  const [photoUrl, setPhotoUrl] = useState<string | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { data: limits } = useQuery(UploadLimitsDocument);
  const [upload, { loading: uploading }] = useMutation(UploadProfessionalPhotoDocument);
  const [remove, { loading: removing }] = useMutation(RemoveProfessionalPhotoDocument);
  if (!record) return null;
  const maxMb = limits?.uploadLimits.maxMb ?? UPLOAD_MAX_MB_DEFAULT;
  const current = photoUrl === undefined ? record.photoUrl : photoUrl;
  const busy = uploading || removing;

  const fail = (failure: unknown) => setError(uploadFailureText(failure, 'photo', translate));

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = takeChosenFile(event);
    if (!file) return;
    const [issue] = photoIssues(await uploadProbe(file), { maxMb }, locale as Locale);
    if (issue) {
      setError(issue.message);
      return;
    }
    setError(null);
    try {
      const { data } = await upload({ variables: { id: record.id, file: await toFileInput(file) } });
      setPhotoUrl(data?.uploadProfessionalPhoto.photoUrl ?? null);
      notify('resources.professionals.photo.uploaded', { type: 'info' });
    } catch (failure) {
      fail(failure);
    }
  };

  const confirmRemove = async () => {
    setConfirming(false);
    setError(null);
    try {
      await remove({ variables: { id: record.id } });
      setPhotoUrl(null);
      notify('resources.professionals.photo.removed', { type: 'info' });
    } catch (failure) {
      fail(failure);
    }
  };

  return (
    <Stack spacing={1} sx={{ mb: 2 }} data-testid="professional-photo-input">
      <Typography variant="caption" color="text.secondary" component="label" htmlFor="professional-photo-file">
        {translate('resources.professionals.fields.photo')}
      </Typography>
      <ProfessionalPhotoField size="large" photoUrl={current ?? null} />
      <Stack direction="row" spacing={1} alignItems="center">
        <Button
          variant="outlined"
          size="small"
          startIcon={<PhotoCameraIcon />}
          disabled={busy}
          onClick={() => fileInput.current?.click()}
          data-testid="professional-photo-choose"
        >
          {translate(current ? 'resources.professionals.photo.replace' : 'resources.professionals.photo.choose')}
        </Button>
        {current && (
          <Button
            size="small"
            color="error"
            startIcon={<DeleteIcon />}
            disabled={busy}
            onClick={() => setConfirming(true)}
            data-testid="professional-photo-remove"
          >
            {translate('resources.professionals.photo.remove')}
          </Button>
        )}
        {busy && (
          <Typography variant="body2" color="text.secondary" role="status">
            {translate('resources.professionals.photo.uploading')}
          </Typography>
        )}
      </Stack>
      <input
        ref={fileInput}
        id="professional-photo-file"
        name="photo"
        type="file"
        accept={PHOTO_CONTENT_TYPES.join(',')}
        hidden
        onChange={choose}
        aria-invalid={error ? 'true' : 'false'}
        aria-describedby="professional-photo-helper"
      />
      <FormHelperText id="professional-photo-helper" error={error !== null} data-testid="professional-photo-helper">
        {error ?? translate('resources.professionals.photo.hint', { max: maxMb })}
      </FormHelperText>
      <Confirm
        isOpen={confirming}
        title="resources.professionals.photo.remove_title"
        content="resources.professionals.photo.remove_confirm"
        translateOptions={{ name: record.name }}
        onConfirm={confirmRemove}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
};
