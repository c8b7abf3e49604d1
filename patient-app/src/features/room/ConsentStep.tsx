import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Checkbox, FormControlLabel, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { feedbackText } from '../../errors/error-feedback.mappers';
import { useMutationFeedback } from '../../errors/mutation-feedback.hook';
import { useT } from '../../i18n/locale.context';
import { RouteLoading } from '../../routing/RouteLoading';
import { AcceptRoomConsentDocument, RoomConsentDocument } from './room.documents';

/**
 * The telemedicine consent (CFM 2.314/2022 art. 15), before the patient's first teleconsultation: the current term's
 * title and text, "I have read and accept", then acceptTelemedicineConsent with its version. Told once it is given.
 */
export function ConsentStep({ protocol, onAccepted }: { protocol: string; onAccepted: () => void }) {
  const t = useT();
  const { data, error } = useQuery(RoomConsentDocument, { variables: { protocol }, fetchPolicy: 'network-only' });
  const [accept, accepted, failure] = useMutationFeedback(AcceptRoomConsentDocument);
  const [read, setRead] = useState(false);
  if (error && !data) return <ErrorAlert error={error} />;
  if (!data) return <RouteLoading />;
  const term = data.telemedicineConsent;

  const submit = () =>
    void accept({ variables: { protocol, version: term.version } }).then(
      (result) => {
        if (result.data?.acceptTelemedicineConsent.accepted) onAccepted();
      },
      () => undefined,
    );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="room-consent">
      <Stack spacing={2}>
        <Typography variant="h5" component="h2">
          {term.title}
        </Typography>
        <Typography color="text.secondary">{t('room.consent.intro')}</Typography>
        <Box
          tabIndex={0}
          role="document"
          aria-label={term.title}
          data-testid="room-consent-text"
          sx={{
            maxHeight: { xs: '45vh', sm: 360 },
            overflowY: 'auto',
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.default',
            whiteSpace: 'pre-wrap',
          }}
        >
          <Typography variant="body2">{term.text}</Typography>
        </Box>
        <FormControlLabel
          control={<Checkbox checked={read} onChange={(event) => setRead(event.target.checked)} data-testid="room-consent-check" />}
          label={t('room.consent.check')}
        />
        {failure && (
          <Alert severity="error" role="alert">
            {feedbackText(failure)}
          </Alert>
        )}
        <Box>
          <Button variant="contained" disabled={!read} loading={accepted.loading} onClick={submit} data-testid="room-consent-accept">
            {t('room.consent.accept')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
