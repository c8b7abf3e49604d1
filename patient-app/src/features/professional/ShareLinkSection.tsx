import AddLinkIcon from '@mui/icons-material/AddLink';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { RECORD_LINK_NOTE_MAX, RECORD_LINK_TITLE_MAX, RECORD_LINK_URL_MAX } from '@teleconsulta/schema';
import { type FormEvent, useState } from 'react';
import { useMutationFeedback } from '../../errors/mutation-feedback.hook';
import { graphql } from '../../gql';
import { useT } from '../../i18n/locale.context';
import { HealthRecordDocument } from '../health-record/health-record.documents';

const ShareRecordLinkDocument = graphql(`
  mutation ShareRecordLink($personId: ID!, $input: RecordLinkInput!) {
    shareRecordLink(personId: $personId, input: $input) {
      id
      title
      url
    }
  }
`);

type Props = { patientId: string; appointmentId: string };
const EMPTY = { title: '', url: '', note: '' };

/**
 * A professional shares a link with the patient from the attendance (an exam result portal, an imaging viewer, guidance
 * to read): it becomes a LINK item of the patient's record. The server checks the address (http or https only) and
 * answers each bad field in the user's language; nothing is kept of a refused share.
 */
export function ShareLinkSection({ patientId, appointmentId }: Props) {
  const t = useT();
  const [share, { loading }, feedback] = useMutationFeedback(ShareRecordLinkDocument);
  const [values, setValues] = useState(EMPTY);
  const [shared, setShared] = useState<string | null>(null);
  const field = (name: keyof typeof EMPTY) => ({
    id: `share-link-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
    error: Boolean(feedback?.fieldErrors[name]),
    helperText: feedback?.fieldErrors[name] ?? ' ',
    fullWidth: true,
    size: 'small' as const,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setShared(null);
    const result = await share({
      variables: { personId: patientId, input: { ...values, appointmentId } },
      refetchQueries: [HealthRecordDocument],
    }).catch(() => null);
    const link = result?.data?.shareRecordLink;
    if (link) {
      setShared(link.title);
      setValues(EMPTY);
    }
  };

  // What no input shows: the refusal itself, or a field without an input (the appointment).
  const unplaced = feedback
    ? (feedback.message ?? Object.entries(feedback.fieldErrors).find(([name]) => !(name in EMPTY))?.[1] ?? null)
    : null;
  return (
    <Box component="form" onSubmit={(event) => void submit(event)} noValidate data-testid="share-link-form">
      <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
        {t('professional.shareLink.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('professional.shareLink.help')}
      </Typography>
      <Stack spacing={1}>
        <TextField
          label={t('professional.shareLink.linkTitle')}
          required
          slotProps={{ htmlInput: { maxLength: RECORD_LINK_TITLE_MAX } }}
          {...field('title')}
        />
        <TextField
          label={t('professional.shareLink.url')}
          required
          type="url"
          slotProps={{ htmlInput: { maxLength: RECORD_LINK_URL_MAX, inputMode: 'url' } }}
          {...field('url')}
        />
        <TextField
          label={t('professional.shareLink.note')}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: RECORD_LINK_NOTE_MAX } }}
          {...field('note')}
        />
      </Stack>
      {unplaced && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {unplaced}
        </Alert>
      )}
      {shared && (
        <Alert severity="success" sx={{ mb: 1 }} data-testid="share-link-done">
          {t('professional.shareLink.shared', { title: shared })}
        </Alert>
      )}
      <Button type="submit" variant="outlined" startIcon={<AddLinkIcon />} disabled={loading} data-testid="share-link-submit">
        {loading ? t('professional.shareLink.sharing') : t('professional.shareLink.submit')}
      </Button>
    </Box>
  );
}
