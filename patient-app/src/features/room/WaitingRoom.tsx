import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import { Alert, Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useT } from '../../i18n/locale.context';
import { LocalVideo } from './LocalVideo';
import type { LocalMedia } from './local-media.hook';
import { ReadinessChip } from './ReadinessChip';
import type { RoomView } from './room.reducer';

type Props = {
  view: RoomView;
  professionalName: string;
  patientName: string;
  media: LocalMedia;
  starting: boolean;
  startError: string | null;
  onStart: () => void;
};

/**
 * Before the attendance (state WAITING). The patient waits for the professional, with their own preview; the
 * professional sees whether the patient is in and has given the consent, and starts the attendance.
 */
export function WaitingRoom({ view, professionalName, patientName, media, starting, startError, onStart }: Props) {
  const t = useT();
  const professional = view.role === 'PROFESSIONAL';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="room-waiting">
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'center' }}>
        <LocalVideo media={media} />
        {professional ? (
          <Stack spacing={2}>
            <Typography variant="h5" component="h2">
              {t('room.waiting.professionalTitle')}
            </Typography>
            <Typography>{patientName}</Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <ReadinessChip
                ready={view.peerPresent}
                pendingIcon={<PersonOffOutlinedIcon />}
                readyLabel={t('room.waiting.patientIn')}
                pendingLabel={t('room.waiting.patientOut')}
                data-testid="room-patient-presence"
                data-present={view.peerPresent}
              />
              <ReadinessChip
                ready={view.consentGiven}
                pendingIcon={<HourglassEmptyIcon />}
                pendingColor="warning"
                readyLabel={t('room.waiting.consentGiven')}
                pendingLabel={t('room.waiting.consentMissing')}
                data-testid="room-patient-consent"
                data-consent={view.consentGiven}
              />
            </Stack>
            {startError && (
              <Alert severity="error" role="alert" data-testid="room-start-error">
                {startError}
              </Alert>
            )}
            <Box>
              <Button variant="contained" size="large" onClick={onStart} loading={starting} data-testid="room-start">
                {t('room.waiting.start')}
              </Button>
            </Box>
          </Stack>
        ) : (
          <Stack spacing={2}>
            <Typography variant="h5" component="h2">
              {t('room.waiting.patientTitle')}
            </Typography>
            <Typography>{t('room.waiting.patientBody', { name: professionalName })}</Typography>
            <LinearProgress aria-label={t('room.waiting.patientTitle')} />
            <Typography variant="body2" color="text.secondary">
              {view.peerPresent ? t('room.waiting.professionalIn') : t('room.waiting.keepOpen')}
            </Typography>
          </Stack>
        )}
      </Box>
    </Paper>
  );
}
