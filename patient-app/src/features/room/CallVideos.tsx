import { Box, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useT } from '../../i18n/locale.context';
import { LocalVideo } from './LocalVideo';
import type { LocalMedia } from './local-media.hook';
import type { RoomView } from './room.reducer';
import { VideoView } from './VideoView';
import type { CallState } from './video-call';

type Props = {
  view: RoomView;
  peerName: string;
  media: LocalMedia;
  remote: MediaStream | null;
  callState: CallState;
};

/**
 * The call's pictures: the other side large (or why it is not there: gone, not in yet, connecting), oneself small in
 * a corner, and "Reconnecting…" while the connection to a present peer is down.
 */
export function CallVideos({ view, peerName, media, remote, callState }: Props) {
  const t = useT();
  const reconnecting = view.peerPresent && (callState === 'disconnected' || callState === 'failed');
  const remotePlaceholder = view.peerLeft ? (
    <Typography role="status" data-testid="room-peer-left">
      {t('room.live.peerLeft')}
    </Typography>
  ) : !view.peerPresent ? (
    <Typography>{t('room.live.peerAway', { name: peerName })}</Typography>
  ) : !remote ? (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <CircularProgress color="inherit" size={28} aria-hidden />
      <Typography>{t('room.live.connecting', { name: peerName })}</Typography>
    </Stack>
  ) : null;

  return (
    <Box sx={{ position: 'relative' }}>
      <VideoView
        stream={remote}
        testId="remote-video"
        label={t('room.video.peer', { name: peerName })}
        sx={{ borderRadius: 2, height: { xs: '58vh', md: 'auto' }, aspectRatio: { md: '16 / 9' }, maxHeight: { md: '72vh' } }}
        placeholder={remotePlaceholder}
      />
      <LocalVideo
        media={media}
        sx={{
          position: 'absolute',
          right: { xs: 8, sm: 16 },
          bottom: { xs: 8, sm: 16 },
          width: { xs: 96, sm: 160, md: 200 },
          aspectRatio: '4 / 3',
          borderRadius: 1.5,
          border: 2,
          borderColor: 'common.white',
          boxShadow: 4,
        }}
        placeholder={media.cameraOn ? null : <Typography variant="caption">{t('room.video.cameraOff')}</Typography>}
      />
      {reconnecting && (
        <Chip
          color="warning"
          icon={<CircularProgress size={14} color="inherit" aria-hidden />}
          label={t('room.live.reconnecting')}
          role="status"
          data-testid="room-reconnecting"
          sx={{ position: 'absolute', top: 12, left: 12 }}
        />
      )}
    </Box>
  );
}
