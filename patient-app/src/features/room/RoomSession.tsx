import { Typography } from '@mui/material';
import type { RoomSessionFieldsFragment } from '../../gql/graphql';
import { useT } from '../../i18n/locale.context';
import { InactivityDialog } from './InactivityDialog';
import { useInactivity } from './inactivity.hook';
import { LiveRoom } from './LiveRoom';
import type { DeviceKind, LocalMedia } from './local-media.hook';
import { PatientEndScreen } from './PatientEndScreen';
import { ProfessionalEndScreen } from './ProfessionalEndScreen';
import { RoomScreen } from './RoomScreen';
import type { RoomAction } from './room.reducer';
import type { RoomActions } from './room-actions.hook';
import { useAttendance } from './room-attendance.hook';
import { useCallFollowsRoom, useRoomCall } from './room-call.hook';
import { useRoomChat } from './room-chat.hook';
import { useRoomEvents } from './room-events.hook';
import { useRoomExit } from './room-exit.hook';
import { useRoomStatusCheck } from './room-status-check.hook';
import { useRoomView } from './room-view.hook';
import { useRoomVisibility } from './room-visibility.hook';
import { WaitingRoom } from './WaitingRoom';

type Props = {
  session: RoomSessionFieldsFragment;
  media: LocalMedia;
  actions: RoomActions;
  /** This location stopped: replaced by a later one, or disconnected for inactivity. */
  onStopped: (why: 'superseded' | 'inactive') => void;
};

/**
 * One location in the room, from joinRoom's answer on: the room's events (presence, start, end, chat, signals), the
 * call once the attendance is live, the waiting room, the call screen and the end screen; the inactivity prompt
 * outside a connected call, the hidden-page sound, the metrics and awayFromRoom on the way out.
 */
export function RoomSession({ session, media, actions, onStopped }: Props) {
  const t = useT();
  const { sessionId, appointmentId } = session;
  const patient = session.role === 'PATIENT';
  const { view, apply } = useRoomView(session);
  const { call, remote, callState } = useRoomCall(session, actions, apply);
  const live = view.state === 'LIVE' && !view.superseded;
  const over = view.state === 'ENDED' || view.superseded;
  const chat = useRoomChat(sessionId, actions, live);
  const { append: appendChat } = chat;

  /** Applies an action and has the call follow the peer at once (a signal may come before the next render). */
  const follow = (action: RoomAction) => {
    const next = apply(action);
    call.setPeer(next.peerPresent ? next.peerConnectionId : null, next.offerer);
  };
  useRoomEvents(session, view.superseded, (event) => {
    if (event.type === 'SIGNAL') return call.handleSignal(event.fromConnectionId, event.signal);
    if (event.type === 'CHAT') return event.chat ? appendChat(event.chat) : undefined;
    follow({ type: 'event', event });
  });
  useCallFollowsRoom(call, view, live, media);
  const exit = useRoomExit({
    session,
    actions,
    call,
    stopMedia: media.stop,
    ended: view.state === 'ENDED',
    superseded: view.superseded,
    onStopped,
  });
  useRoomStatusCheck(appointmentId, !over, apply);

  const connected = live && callState === 'connected';
  const inactivity = useInactivity(
    !over && !connected,
    { inactivitySeconds: session.inactivitySeconds, countdownSeconds: session.inactivityCountdownSeconds },
    exit.inactive,
  );
  const alerting = useRoomVisibility(!over, () => call.restart());
  const attendance = useAttendance(session, actions, follow);

  const switchDevice = async (kind: DeviceKind, deviceId: string) => {
    const track = await media.switchDevice(kind, deviceId);
    if (track) await call.replaceTrack(track).catch((error: unknown) => console.warn('[room] replaceTrack', error));
  };

  if (view.state === 'ENDED') {
    return (
      <RoomScreen state="ended">
        {patient ? (
          <PatientEndScreen appointmentId={appointmentId} npsAnswered={session.npsAnswered} />
        ) : (
          <ProfessionalEndScreen appointmentId={appointmentId} protocol={session.protocol} patientName={session.patientName} />
        )}
      </RoomScreen>
    );
  }
  const peerName = patient ? session.professionalName : session.patientName;
  return (
    <RoomScreen state={view.superseded ? 'superseded' : live ? 'live' : 'waiting'} peerState={callState} alerting={alerting}>
      <Typography variant="body2" color="text.secondary" data-testid="room-header">
        {t('room.header', { name: peerName, protocol: session.protocol })}
      </Typography>
      {view.state === 'WAITING' ? (
        <WaitingRoom
          view={view}
          professionalName={session.professionalName}
          patientName={session.patientName}
          media={media}
          starting={attendance.busy === 'start'}
          startError={attendance.error}
          onStart={attendance.start}
        />
      ) : (
        <LiveRoom
          view={view}
          appointmentId={appointmentId}
          timeZone={session.timeZone}
          peerName={peerName}
          media={media}
          remote={remote}
          callState={callState}
          chat={chat}
          ending={attendance.busy === 'end'}
          endError={attendance.error}
          onMic={(on) => {
            media.setMicOn(on);
            call.setMic(on);
          }}
          onCamera={(on) => {
            media.setCameraOn(on);
            call.setCamera(on);
          }}
          onSwitchDevice={(kind, deviceId) => void switchDevice(kind, deviceId)}
          onEnd={attendance.end}
        />
      )}
      <InactivityDialog secondsLeft={inactivity.secondsLeft} onStillHere={inactivity.stillHere} />
    </RoomScreen>
  );
}
