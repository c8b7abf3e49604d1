import { LinearProgress } from '@mui/material';
import { useT } from '../../i18n/locale.context';
import { useMicLevel } from './mic-level.hook';

/** The microphone's live level (WebAudio AnalyserNode), so the patient sees the microphone hears them. */
export function MicLevelBar({ stream, version, active }: { stream: MediaStream | null; version: number; active: boolean }) {
  const t = useT();
  const level = useMicLevel(stream, version, active);
  return (
    <LinearProgress
      variant="determinate"
      value={Math.round(level * 100)}
      aria-label={t('room.check.micLevel')}
      data-testid="room-mic-level"
      sx={{ height: 8, borderRadius: 4, '& .MuiLinearProgress-bar': { transition: 'transform 80ms linear' } }}
    />
  );
}
