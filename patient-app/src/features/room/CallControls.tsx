import CallEndIcon from '@mui/icons-material/CallEnd';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import EditNoteIcon from '@mui/icons-material/EditNote';
import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOff';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import VideocamIcon from '@mui/icons-material/Videocam';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import { Badge, Button, IconButton, Stack, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/locale.context';

type Props = {
  professional: boolean;
  micOn: boolean;
  cameraOn: boolean;
  unread: number;
  /** Shown where the notes are not beside the call (phones, tablets). */
  showNotesButton: boolean;
  onMic: () => void;
  onCamera: () => void;
  onDevices: () => void;
  onChat: () => void;
  onNotes: () => void;
  onEnd: () => void;
};

function Control({
  label,
  pressed,
  onClick,
  testId,
  children,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <IconButton
        onClick={onClick}
        aria-label={label}
        aria-pressed={pressed}
        data-testid={testId}
        sx={{
          bgcolor: pressed === false ? 'error.main' : 'action.selected',
          color: pressed === false ? 'error.contrastText' : undefined,
          '&:hover': { bgcolor: pressed === false ? 'error.dark' : 'action.focus' },
        }}
      >
        {children}
      </IconButton>
    </Tooltip>
  );
}

/** The call's controls: microphone, camera, devices, chat, notes (professional) and leave or finish. */
export function CallControls(props: Props) {
  const t = useT();
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      role="toolbar"
      aria-label={t('room.controls.label')}
      sx={{ justifyContent: 'center', alignItems: 'center', flexWrap: 'wrap', py: 1 }}
    >
      <Control
        label={props.micOn ? t('room.controls.micOff') : t('room.controls.micOn')}
        pressed={props.micOn}
        onClick={props.onMic}
        testId="room-mic"
      >
        {props.micOn ? <MicIcon /> : <MicOffIcon />}
      </Control>
      <Control
        label={props.cameraOn ? t('room.controls.cameraOff') : t('room.controls.cameraOn')}
        pressed={props.cameraOn}
        onClick={props.onCamera}
        testId="room-camera"
      >
        {props.cameraOn ? <VideocamIcon /> : <VideocamOffIcon />}
      </Control>
      <Control label={t('room.controls.devices')} onClick={props.onDevices} testId="room-devices">
        <SettingsOutlinedIcon />
      </Control>
      {/* The unread count is visible text: it is part of the name too. */}
      <Control
        label={props.unread > 0 ? t('room.chat.titleUnread', { count: props.unread }) : t('room.chat.title')}
        onClick={props.onChat}
        testId="room-chat-open"
      >
        {/* No badge at all without unread messages: a hidden "0" would still be text in the button. */}
        {props.unread > 0 ? (
          <Badge badgeContent={props.unread} color="primary">
            <ChatOutlinedIcon />
          </Badge>
        ) : (
          <ChatOutlinedIcon />
        )}
      </Control>
      {props.professional && props.showNotesButton && (
        <Control label={t('room.notes.title')} onClick={props.onNotes} testId="room-notes-open">
          <EditNoteIcon />
        </Control>
      )}
      <Button
        variant="contained"
        color="error"
        startIcon={<CallEndIcon />}
        onClick={props.onEnd}
        data-testid={props.professional ? 'room-finish' : 'room-leave'}
        sx={{ borderRadius: 6, px: 3 }}
      >
        {props.professional ? t('room.live.finish') : t('room.live.leave')}
      </Button>
    </Stack>
  );
}
