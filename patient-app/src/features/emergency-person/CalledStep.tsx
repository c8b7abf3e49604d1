import VideocamIcon from '@mui/icons-material/Videocam';
import { Button, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../i18n/locale.context';
import { roomPath } from '../../routing/paths.constants';
import { createAlertSound } from '../room/alert-sound';
import { LeaveQueueButton } from './LeaveQueueButton';
import { StepCard } from './StepCard';

/** The room of an emergency attendance: the room page, told to come back to the emergency flow. */
export const emergencyRoomPath = (access: string) => `${roomPath(access)}?from=emergency`;

/**
 * Step 7, ready for attendance: the professional called. A looping sound (WebAudio, nothing to download) and, when the
 * patient allowed it, a system notification, until they enter the room.
 */
export function CalledStep({
  protocolId,
  professionalName,
  roomAccess,
}: {
  protocolId: string;
  professionalName: string;
  roomAccess: string | null;
}) {
  const t = useT();
  useEffect(() => {
    const sound = createAlertSound();
    sound.start();
    if (typeof Notification === 'function' && Notification.permission === 'granted') {
      try {
        new Notification(t('emergencyPerson.called.notification', { name: professionalName }));
      } catch {
        // some browsers allow notifications only from a service worker
      }
    }
    return () => sound.dispose();
  }, [professionalName, t]);
  return (
    <StepCard title={t('emergencyPerson.called.title')} testId="emergency-called">
      <Typography variant="h6" component="p" role="alert">
        {t('emergencyPerson.called.body', { name: professionalName })}
      </Typography>
      {roomAccess && (
        <Button
          component={RouterLink}
          to={emergencyRoomPath(roomAccess)}
          variant="contained"
          size="large"
          startIcon={<VideocamIcon />}
          sx={{ alignSelf: 'flex-start' }}
          data-testid="emergency-enter-room"
        >
          {t('emergencyPerson.enterRoom')}
        </Button>
      )}
      <LeaveQueueButton protocolId={protocolId} />
    </StepCard>
  );
}
