import MicIcon from '@mui/icons-material/Mic';
import StopIcon from '@mui/icons-material/Stop';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useLocale, useT } from '../../i18n/locale.context';
import { useSpeechRecognition } from './speech-recognition.hook';

/** The complaint dictated through the browser's own speech recognition: no button where the browser has none. */
export function BrowserVoiceInput({ onText }: { onText: (text: string) => void }) {
  const t = useT();
  const locale = useLocale();
  const speech = useSpeechRecognition(locale, onText);
  return (
    <>
      {speech.supported && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {speech.state === 'listening' ? (
            <Button variant="outlined" color="error" startIcon={<StopIcon />} onClick={speech.stop} data-testid="emergency-speak-stop">
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
    </>
  );
}
