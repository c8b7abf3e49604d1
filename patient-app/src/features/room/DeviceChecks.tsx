import MicIcon from '@mui/icons-material/Mic';
import VideocamIcon from '@mui/icons-material/Videocam';
import WifiIcon from '@mui/icons-material/Wifi';
import { Stack, Typography } from '@mui/material';
import { useT } from '../../i18n/locale.context';
import { type Check, CheckRow } from './CheckRow';
import { DeviceSelect } from './DeviceSelect';
import type { DeviceKind, LocalMedia } from './local-media.hook';
import { MicLevelBar } from './MicLevelBar';
import type { NetworkCheck } from './network-check.hook';

/** The connectivity test's checks: the camera and the microphone (by name, to choose from, with its level), the network. */
export function DeviceChecks({ media, network }: { media: LocalMedia; network: NetworkCheck }) {
  const t = useT();
  const mediaCheck: Check = media.status === 'ready' ? 'ok' : media.status === 'failed' ? 'failed' : 'checking';
  const switchDevice = (kind: DeviceKind, deviceId: string) => void media.switchDevice(kind, deviceId);
  return (
    <Stack spacing={3}>
      <CheckRow icon={<VideocamIcon color="action" aria-hidden />} label={t('room.device.camera')} check={mediaCheck}>
        <DeviceSelect kind="videoinput" media={media} onSwitch={switchDevice} disabled={media.status !== 'ready'} />
      </CheckRow>
      <CheckRow icon={<MicIcon color="action" aria-hidden />} label={t('room.device.microphone')} check={mediaCheck}>
        <DeviceSelect kind="audioinput" media={media} onSwitch={switchDevice} disabled={media.status !== 'ready'} />
        <MicLevelBar stream={media.stream} version={media.version} active={media.status === 'ready'} />
        <Typography variant="caption" color="text.secondary">
          {t('room.check.speak')}
        </Typography>
      </CheckRow>
      <CheckRow
        icon={<WifiIcon color="action" aria-hidden />}
        label={t('room.check.network')}
        check={network.status}
        detail={network.status === 'ok' && network.latencyMs !== null ? t('room.check.latency', { ms: network.latencyMs }) : undefined}
      />
    </Stack>
  );
}
