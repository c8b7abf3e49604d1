import { useMutation } from '@apollo/client/react';
import MicIcon from '@mui/icons-material/Mic';
import StopIcon from '@mui/icons-material/Stop';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { feedbackFromError } from '../../errors/error-feedback.mappers';
import { useLocale, useT } from '../../i18n/locale.context';
import { ReportEmergencyComplaintDocument } from './emergency-person.documents';
import { StepCard } from './StepCard';
import { useSpeechRecognition } from './speech-recognition.hook';

/** Step 4, the complaint in the patient's words: typed, or dictated through the browser's speech recognition. */
export function ComplaintStep({ protocolId, initial }: { protocolId: string; initial: string }) {
  const t = useT();
  const locale = useLocale();
  const [text, setText] = useState(initial);
  const [report, { loading, error }] = useMutation(ReportEmergencyComplaintDocument);
  const speech = useSpeechRecognition(locale, (heard) => setText((before) => (before.trim() ? `${before.trim()} ${heard}` : heard)));
  const feedback = error ? feedbackFromError(error, locale) : null;
  const fieldError = feedback?.fieldErrors.complaint;
  return (
    <StepCard title={t('emergencyPerson.complaint.title')} testId="emergency-complaint">
      <Typography color="text.secondary">{t('emergencyPerson.complaint.help')}</Typography>
      <TextField
        label={t('emergencyPerson.complaint.label')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        multiline
        minRows={3}
        required
        error={Boolean(fieldError)}
        helperText={fieldError}
        slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'emergency-complaint-text' } }}
      />
      {speech.supported && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {speech.state === 'listening' ? (
            <Button variant="outlined" color="error" startIcon={<StopIcon />} onClick={speech.stop}>
              {t('emergencyPerson.complaint.stop')}
            </Button>
          ) : (
            <Button variant="outlined" startIcon={<MicIcon />} onClick={speech.start} data-testid="emergency-speak">
              {t('emergencyPerson.complaint.speak')}
            </Button>
          )}
          {speech.state === 'listening' && (
            <Typography variant="body2" color="text.secondary" role="status">
              {t('emergencyPerson.complaint.listening')}
            </Typography>
          )}
        </Stack>
      )}
      {speech.state === 'failed' && <Alert severity="warning">{t('emergencyPerson.complaint.voiceFailed')}</Alert>}
      {error && !fieldError && <ErrorAlert error={error} />}
      <Button
        variant="contained"
        disabled={loading || text.trim().length === 0}
        onClick={() => void report({ variables: { id: protocolId, complaint: text.trim() } }).catch(() => undefined)}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="emergency-complaint-continue"
      >
        {t('emergencyPerson.complaint.continue')}
      </Button>
    </StepCard>
  );
}
