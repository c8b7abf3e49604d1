import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Chip, CircularProgress, Drawer, IconButton, Paper, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import { useT } from '../../i18n/locale.context';
import { CallControls } from './CallControls';
import { ChatDrawer } from './ChatDrawer';
import { ConfirmDialog } from './ConfirmDialog';
import { DeviceDialog } from './DeviceDialog';
import type { DeviceKind, LocalMedia } from './local-media.hook';
import type { RoomView } from './room.reducer';
import type { RoomChat } from './room-chat.hook';
import { ServiceNotesPanel } from './ServiceNotesPanel';
import { VideoView } from './VideoView';
import type { CallState } from './video-call';

type Props = {
  view: RoomView;
  appointmentId: string;
  timeZone: string;
  peerName: string;
  media: LocalMedia;
  remote: MediaStream | null;
  callState: CallState;
  chat: RoomChat;
  ending: boolean;
  endError: string | null;
  onMic: (on: boolean) => void;
  onCamera: (on: boolean) => void;
  onSwitchDevice: (kind: DeviceKind, deviceId: string) => void;
  onEnd: () => void;
};

/**
 * The attendance (state LIVE): the other side large, oneself small, the controls, the chat drawer and, for the
 * professional, the service notes beside the call (a drawer on small screens). Leaving or finishing asks first.
 */
export function LiveRoom(props: Props) {
  const { view, media, remote, callState, chat } = props;
  const t = useT();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  const professional = view.role === 'PROFESSIONAL';
  const [chatOpen, setChatOpen] = useState(false);
  const [notesOpen, setNotesOpen] = useState(false);
  const [devicesOpen, setDevicesOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const reconnecting = view.peerPresent && (callState === 'disconnected' || callState === 'failed');
  const notes = <ServiceNotesPanel appointmentId={props.appointmentId} />;

  const remotePlaceholder = view.peerLeft ? (
    <Typography role="status" data-testid="room-peer-left">
      {t('room.live.peerLeft')}
    </Typography>
  ) : !view.peerPresent ? (
    <Typography>{t('room.live.peerAway', { name: props.peerName })}</Typography>
  ) : !remote ? (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <CircularProgress color="inherit" size={28} aria-hidden />
      <Typography>{t('room.live.connecting', { name: props.peerName })}</Typography>
    </Stack>
  ) : null;

  return (
    <Box sx={{ display: 'flex', gap: 2, flexDirection: wide ? 'row' : 'column', alignItems: 'flex-start' }} data-testid="room-live">
      <Stack spacing={1} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        <Box sx={{ position: 'relative' }}>
          <VideoView
            stream={remote}
            testId="remote-video"
            label={t('room.video.peer', { name: props.peerName })}
            sx={{ borderRadius: 2, height: { xs: '58vh', md: 'auto' }, aspectRatio: { md: '16 / 9' }, maxHeight: { md: '72vh' } }}
            placeholder={remotePlaceholder}
          />
          <VideoView
            stream={media.stream}
            version={media.version}
            local
            testId="local-video"
            label={t('room.video.you')}
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
        {props.endError && (
          <Alert severity="error" role="alert" data-testid="room-end-error">
            {props.endError}
          </Alert>
        )}
        <CallControls
          professional={professional}
          micOn={media.micOn}
          cameraOn={media.cameraOn}
          unread={chatOpen ? 0 : chat.unread}
          showNotesButton={!wide}
          onMic={() => props.onMic(!media.micOn)}
          onCamera={() => props.onCamera(!media.cameraOn)}
          onDevices={() => setDevicesOpen(true)}
          onChat={() => setChatOpen(true)}
          onNotes={() => setNotesOpen(true)}
          onEnd={() => setConfirming(true)}
        />
      </Stack>
      {professional && wide && (
        <Paper
          variant="outlined"
          component="aside"
          sx={{ width: 380, flexShrink: 0, p: 2, maxHeight: 'calc(100vh - 120px)', overflowY: 'auto', position: 'sticky', top: 16 }}
          data-testid="room-notes"
        >
          {notes}
        </Paper>
      )}
      {professional && !wide && (
        <Drawer
          anchor="right"
          open={notesOpen}
          onClose={() => setNotesOpen(false)}
          slotProps={{ paper: { sx: { width: { xs: '100vw', sm: 420 } } } }}
        >
          <Box sx={{ p: 2 }} data-testid="room-notes">
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <IconButton onClick={() => setNotesOpen(false)} aria-label={t('room.notes.close')}>
                <CloseIcon />
              </IconButton>
            </Box>
            {notes}
          </Box>
        </Drawer>
      )}
      <ChatDrawer open={chatOpen} onClose={() => setChatOpen(false)} chat={chat} role={view.role} timeZone={props.timeZone} />
      <DeviceDialog open={devicesOpen} onClose={() => setDevicesOpen(false)} media={media} onSwitch={props.onSwitchDevice} />
      <ConfirmDialog
        open={confirming}
        title={professional ? t('room.live.finishTitle') : t('room.live.leaveTitle')}
        body={professional ? t('room.live.finishBody') : t('room.live.leaveBody')}
        confirm={professional ? t('room.live.finish') : t('room.live.leave')}
        cancel={t('room.live.stay')}
        busy={props.ending}
        onConfirm={props.onEnd}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
