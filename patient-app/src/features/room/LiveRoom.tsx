import { Alert, Box, Stack, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import { useT } from '../../i18n/locale.context';
import { notesLeftUnsaved } from '../professional/notes-drafts';
import { CallControls } from './CallControls';
import { CallVideos } from './CallVideos';
import { ChatDrawer } from './ChatDrawer';
import { ConfirmDialog } from './ConfirmDialog';
import { DeviceDialog } from './DeviceDialog';
import type { DeviceKind, LocalMedia } from './local-media.hook';
import type { RoomView } from './room.reducer';
import type { RoomChat } from './room-chat.hook';
import { ServiceNotesAside } from './ServiceNotesAside';
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
  /** The end's question: the usual one, or (a professional whose notes are not all saved) the notes' one. */
  const [confirming, setConfirming] = useState<'end' | 'unsaved' | null>(null);
  const askToEnd = async () => {
    // The notes are saved first; what cannot be (a CID-10 not valid, the server unreachable) is asked about.
    setConfirming(professional && (await notesLeftUnsaved(props.appointmentId)) ? 'unsaved' : 'end');
  };

  return (
    <Box sx={{ display: 'flex', gap: 2, flexDirection: wide ? 'row' : 'column', alignItems: 'flex-start' }} data-testid="room-live">
      <Stack spacing={1} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        <CallVideos view={view} peerName={props.peerName} media={media} remote={remote} callState={callState} />
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
          onEnd={() => void askToEnd()}
        />
      </Stack>
      {professional && (
        <ServiceNotesAside appointmentId={props.appointmentId} wide={wide} open={notesOpen} onClose={() => setNotesOpen(false)} />
      )}
      <ChatDrawer open={chatOpen} onClose={() => setChatOpen(false)} chat={chat} role={view.role} timeZone={props.timeZone} />
      <DeviceDialog open={devicesOpen} onClose={() => setDevicesOpen(false)} media={media} onSwitch={props.onSwitchDevice} />
      <ConfirmDialog
        open={confirming === 'end'}
        title={professional ? t('room.live.finishTitle') : t('room.live.leaveTitle')}
        body={professional ? t('room.live.finishBody') : t('room.live.leaveBody')}
        confirm={professional ? t('room.live.finish') : t('room.live.leave')}
        cancel={t('room.live.stay')}
        busy={props.ending}
        onConfirm={props.onEnd}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'unsaved'}
        testId="room-unsaved-notes"
        title={t('room.live.unsavedTitle')}
        body={t('room.live.unsavedBody')}
        confirm={t('room.live.finishWithoutNotes')}
        cancel={t('room.live.backToNotes')}
        busy={props.ending}
        onConfirm={props.onEnd}
        onClose={() => {
          setConfirming(null);
          setNotesOpen(true);
        }}
      />
    </Box>
  );
}
