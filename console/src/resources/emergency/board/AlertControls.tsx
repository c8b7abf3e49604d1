import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsOffIcon from '@mui/icons-material/NotificationsOff';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { NotificationAccess } from './desktop-notification';

type AlertControlsProps = {
  muted: boolean;
  onMutedChange: (muted: boolean) => void;
  notifications: NotificationAccess;
  onEnableNotifications: () => void;
};

/**
 * The manager's say over the red-flag alerts: a mute toggle for the sound (remembered by the browser), and the
 * browser's permission for desktop notifications, asked only when this button is clicked.
 */
export const AlertControls = ({ muted, onMutedChange, notifications, onEnableNotifications }: AlertControlsProps) => {
  const translate = useTranslate();
  return (
    <>
      {notifications === 'default' && (
        <Button
          size="small"
          variant="outlined"
          startIcon={<NotificationsActiveIcon />}
          onClick={onEnableNotifications}
          data-testid="board-notifications"
        >
          {translate('app.emergency.board.notifications_enable')}
        </Button>
      )}
      {notifications === 'granted' && (
        <Typography variant="body2" color="text.secondary" data-testid="board-notifications-on">
          {translate('app.emergency.board.notifications_on')}
        </Typography>
      )}
      {notifications === 'denied' && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          data-testid="board-notifications-denied"
        >
          <NotificationsOffIcon fontSize="small" aria-hidden />
          {translate('app.emergency.board.notifications_denied')}
        </Typography>
      )}
      <Button
        size="small"
        variant={muted ? 'contained' : 'outlined'}
        aria-pressed={muted}
        startIcon={muted ? <VolumeOffIcon /> : <VolumeUpIcon />}
        onClick={() => onMutedChange(!muted)}
        data-testid="board-mute"
      >
        {translate('app.emergency.board.mute')}
      </Button>
    </>
  );
};
