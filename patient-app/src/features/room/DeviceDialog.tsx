import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useT } from '../../i18n/locale.context';
import { DeviceSelect } from './DeviceSelect';
import type { DeviceKind, LocalMedia } from './local-media.hook';
import { MicLevelBar } from './MicLevelBar';

/** Switch the camera or microphone during the call (the new track replaces the old one in the call). */
export function DeviceDialog({
  open,
  onClose,
  media,
  onSwitch,
}: {
  open: boolean;
  onClose: () => void;
  media: LocalMedia;
  onSwitch: (kind: DeviceKind, deviceId: string) => void;
}) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="room-devices-title">
      <DialogTitle id="room-devices-title">{t('room.controls.devices')}</DialogTitle>
      <DialogContent>
        <Stack spacing={3} sx={{ pt: 1 }}>
          <DeviceSelect kind="videoinput" media={media} onSwitch={onSwitch} />
          <Stack spacing={1}>
            <DeviceSelect kind="audioinput" media={media} onSwitch={onSwitch} />
            <MicLevelBar stream={media.stream} version={media.version} active={open} />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('room.controls.done')}</Button>
      </DialogActions>
    </Dialog>
  );
}
