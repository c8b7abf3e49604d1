import { useMutation } from '@apollo/client/react';
import { Alert, Avatar, Button, Stack } from '@mui/material';
import { type ChangeEvent, useState } from 'react';
import { feedbackFromError, feedbackText } from '../../errors/error-feedback.mappers';
import { graphql } from '../../gql';
import { useLocale, useT } from '../../i18n/locale.context';
import { toBase64 } from '../appointments/exam-file.util';

const UploadPhotoDocument = graphql(`
  mutation UploadMyProfessionalPhoto($id: ID!, $file: FileInput!) {
    uploadProfessionalPhoto(id: $id, file: $file) {
      id
      photoUrl
    }
  }
`);

const RemovePhotoDocument = graphql(`
  mutation RemoveMyProfessionalPhoto($id: ID!) {
    removeProfessionalPhoto(id: $id) {
      id
      photoUrl
    }
  }
`);

/** The professional's photo (what patients see on the clinic's page): a new one replaces it; the server checks the file. */
export function ProfessionalPhotoField({ id, name, photoUrl }: { id: string; name: string; photoUrl: string | null }) {
  const t = useT();
  const locale = useLocale();
  const [upload, uploading] = useMutation(UploadPhotoDocument);
  const [remove, removing] = useMutation(RemovePhotoDocument);
  const [failure, setFailure] = useState<string | null>(null);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setFailure(null);
    try {
      const base64 = toBase64(new Uint8Array(await chosen.arrayBuffer()));
      await upload({ variables: { id, file: { fileName: chosen.name, contentType: chosen.type || 'application/octet-stream', base64 } } });
    } catch (error) {
      setFailure(feedbackText(feedbackFromError(error, locale)));
    }
  };
  const drop = async () => {
    setFailure(null);
    await remove({ variables: { id } }).catch((error: unknown) => setFailure(feedbackText(feedbackFromError(error, locale))));
  };
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Avatar src={photoUrl ?? undefined} alt={name} sx={{ width: 72, height: 72 }} data-testid="professional-photo" />
        <Button component="label" variant="outlined" loading={uploading.loading}>
          {t('professional.profile.photo.choose')}
          <input hidden type="file" accept="image/jpeg,image/png,image/webp" onChange={(event) => void choose(event)} />
        </Button>
        {photoUrl && (
          <Button color="error" onClick={() => void drop()} loading={removing.loading}>
            {t('professional.profile.photo.remove')}
          </Button>
        )}
      </Stack>
      {failure && (
        <Alert severity="error" role="alert" data-testid="professional-photo-error">
          {failure}
        </Alert>
      )}
    </Stack>
  );
}
