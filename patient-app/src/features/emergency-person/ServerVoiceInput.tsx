import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import MicIcon from '@mui/icons-material/Mic';
import StopIcon from '@mui/icons-material/Stop';
import { Alert, Box, Button, CircularProgress, LinearProgress, Stack, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { useT } from '../../i18n/locale.context';
import { clockOf } from './recording-clock.util';
import { useServerSpeech } from './server-speech.hook';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.3; }
`;

/**
 * The complaint spoken for the server's speech-to-text: "Speak" records, the red dot, the elapsed time and its bar
 * show it is recording until "Stop" (or the maximum), then the words are added to the complaint.
 */
export function ServerVoiceInput({ onText }: { onText: (text: string) => void }) {
  const t = useT();
  const speech = useServerSpeech(onText);
  const recording = speech.state === 'recording';
  return (
    <>
      {recording ? (
        <Stack spacing={1} data-testid="emergency-recording">
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Button
              variant="contained"
              color="error"
              startIcon={<StopIcon />}
              onClick={() => void speech.stop()}
              data-testid="emergency-speak-stop"
            >
              {t('emergencyPerson.complaint.stop')}
            </Button>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} role="status">
              <FiberManualRecordIcon color="error" fontSize="small" sx={{ animation: `${pulse} 1.2s ease-in-out infinite` }} />
              <Typography variant="body2" data-testid="emergency-recording-time">
                {t('emergencyPerson.complaint.recording', { elapsed: clockOf(speech.seconds), max: clockOf(speech.maxSeconds) })}
              </Typography>
            </Stack>
          </Stack>
          <LinearProgress
            variant="determinate"
            color="error"
            value={(speech.seconds / speech.maxSeconds) * 100}
            aria-label={t('emergencyPerson.complaint.recordingTime')}
            sx={{ height: 6, borderRadius: 3 }}
          />
        </Stack>
      ) : (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Button
            variant="outlined"
            startIcon={<MicIcon />}
            onClick={() => void speech.start()}
            disabled={speech.state !== 'idle'}
            data-testid="emergency-speak"
          >
            {t('emergencyPerson.complaint.speak')}
          </Button>
          {speech.state === 'transcribing' && (
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="emergency-transcribing">
              <CircularProgress size={18} />
              <Typography variant="body2" color="text.secondary">
                {t('emergencyPerson.complaint.transcribing')}
              </Typography>
            </Box>
          )}
        </Stack>
      )}
      {speech.problem && (
        <Alert severity="warning" data-testid="emergency-voice-problem">
          {speech.problem}
        </Alert>
      )}
    </>
  );
}
