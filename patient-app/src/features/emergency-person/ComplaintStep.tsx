import { Button, TextField, Typography } from '@mui/material';
import { EMERGENCY_COMPLAINT_MAX } from '@teleconsulta/schema';
import { useCallback, useState } from 'react';
import { ErrorAlert } from '../../errors/ErrorAlert';
import { useMutationFeedback } from '../../errors/mutation-feedback.hook';
import { useT } from '../../i18n/locale.context';
import { ComplaintVoiceInput } from './ComplaintVoiceInput';
import { ReportEmergencyComplaintDocument } from './emergency-person.documents';
import { StepCard } from './StepCard';

/**
 * Step 4, the complaint in the patient's words: typed, or spoken (the server's speech-to-text, or the browser's speech
 * recognition), the words heard added after what is already there, up to the complaint's maximum.
 */
export function ComplaintStep({ protocolId, initial }: { protocolId: string; initial: string }) {
  const t = useT();
  const [text, setText] = useState(initial);
  const [report, { loading, error }, feedback] = useMutationFeedback(ReportEmergencyComplaintDocument);
  const append = useCallback(
    (heard: string) => setText((before) => (before.trim() ? `${before.trim()} ${heard}` : heard).slice(0, EMERGENCY_COMPLAINT_MAX)),
    [],
  );
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
        slotProps={{ htmlInput: { maxLength: EMERGENCY_COMPLAINT_MAX, 'data-testid': 'emergency-complaint-text' } }}
      />
      <ComplaintVoiceInput onText={append} />
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
