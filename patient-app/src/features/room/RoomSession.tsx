import { useApolloClient, useSubscription } from '@apollo/client/react';
import { Typography } from '@mui/material';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { errorCodeOf, feedbackFromError } from '../../errors/error-feedback.mappers';
import type { RoomEventsSubscription, RoomSessionFieldsFragment } from '../../gql/graphql';
import { useLocale, useT } from '../../i18n/locale.context';
import { InactivityDialog } from './InactivityDialog';
import { useInactivity } from './inactivity.hook';
import { LiveRoom } from './LiveRoom';
import type { DeviceKind, LocalMedia } from './local-media.hook';
import { PatientEndScreen } from './PatientEndScreen';
import { ProfessionalEndScreen } from './ProfessionalEndScreen';
import { RoomScreen } from './RoomScreen';
import { RoomAppointmentStatusDocument, RoomEventsDocument } from './room.documents';
import { initialRoomView, type RoomAction, roomReducer } from './room.reducer';
import type { RoomActions } from './room-actions.hook';
import { useRoomChat } from './room-chat.hook';
import { roomErrorText } from './room-entry.util';
import { useRoomVisibility } from './room-visibility.hook';
import { type CallState, createVideoCall } from './video-call';
import { WaitingRoom } from './WaitingRoom';

type Props = {
  session: RoomSessionFieldsFragment;
  media: LocalMedia;
  actions: RoomActions;
  /** This location stopped: replaced by a later one, or disconnected for inactivity. */
  onStopped: (why: 'superseded' | 'inactive') => void;
};

type RoomEvent = RoomEventsSubscription['roomEvents'];

/** The appointment's status is read again this often (and once soon after entering): a safety net for lost events. */
const STATUS_CHECK_MS = 10_000;
const FIRST_STATUS_CHECK_MS = 2_000;

/**
 * One location in the room, from joinRoom's answer on: the room's events (presence, start, end, chat, signals), the
 * call once the attendance is live, the waiting room, the call screen and the end screen; the inactivity prompt
 * outside a connected call, the hidden-page sound, the metrics and awayFromRoom on the way out.
 */
export function RoomSession({ session, media, actions, onStopped }: Props) {
  const t = useT();
  const locale = useLocale();
  const client = useApolloClient();
  const [view, dispatch] = useReducer(roomReducer, session, initialRoomView);
  const viewRef = useRef(view);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [callState, setCallState] = useState<CallState>('idle');
  const [busy, setBusy] = useState<'start' | 'end' | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const { sessionId, appointmentId } = session;
  const patient = session.role === 'PATIENT';
  const stopped = useRef(onStopped);
  stopped.current = onStopped;
  /** This location is done with the room (ended, replaced, away already said): nothing more to send on the way out. */
  const done = useRef(false);
  const reported = useRef(false);
  const { stop: stopMedia } = media;

  /** Applies an action now (the call follows the peer at once) and for the next render. */
  const apply = useCallback((action: RoomAction) => {
    viewRef.current = roomReducer(viewRef.current, action);
    dispatch(action);
    return viewRef.current;
  }, []);

  const [call] = useState(() =>
    createVideoCall(
      session,
      {
        onRemoteStream: setRemote,
        onState: setCallState,
        onPeerAdopted: (fromConnectionId) =>
          apply({
            type: 'event',
            event: { type: 'PEER_JOINED', role: patient ? 'PROFESSIONAL' : 'PATIENT', fromConnectionId, status: null },
          }),
      },
      (signal) => actions.sendSignal(sessionId, signal),
    ),
  );

  const report = useCallback(
    (unloading = false) => {
      if (reported.current) return;
      reported.current = true;
      actions.reportMinutes(session, unloading);
    },
    [actions, session],
  );

  const live = view.state === 'LIVE' && !view.superseded;
  const over = view.state === 'ENDED' || view.superseded;
  const chat = useRoomChat(sessionId, actions, live);
  const { append: appendChat } = chat;

  /** Applies an action and has the call follow the peer at once (a signal may come before the next render). */
  const follow = (action: RoomAction) => {
    const next = apply(action);
    call.setPeer(next.peerPresent ? next.peerConnectionId : null, next.offerer);
  };
  const onEvent = (event: RoomEvent) => {
    if (event.type === 'SIGNAL') return call.handleSignal(event.fromConnectionId, event.signal);
    if (event.type === 'CHAT') return event.chat ? appendChat(event.chat) : undefined;
    follow({ type: 'event', event });
  };
  // From the join's cursor: what the other side sent before this subscription (its offer) is replayed. A
  // resubscription (the socket reconnected) replays from there again: events already seen are skipped.
  const lastSeq = useRef(0n);
  useSubscription(RoomEventsDocument, {
    variables: { sessionId, after: session.eventsAfter ?? null },
    skip: view.superseded,
    onData: ({ data }) => {
      const event = data.data?.roomEvents;
      if (!event) return;
      const seq = BigInt(event.seq);
      if (seq <= lastSeq.current) return;
      lastSeq.current = seq;
      onEvent(event);
    },
  });

  // The call runs while the attendance is live, with the connectivity test's camera and microphone.
  const wanted = useRef({ micOn: media.micOn, cameraOn: media.cameraOn });
  wanted.current = { micOn: media.micOn, cameraOn: media.cameraOn };
  const local = media.stream;
  useEffect(() => {
    call.setPeer(view.peerPresent ? view.peerConnectionId : null, view.offerer);
  }, [call, view.peerPresent, view.peerConnectionId, view.offerer]);
  useEffect(() => {
    if (!live || !local) return;
    call.start(local);
    call.setMic(wanted.current.micOn);
    call.setCamera(wanted.current.cameraOn);
    return () => call.close();
  }, [call, live, local]);

  useEffect(() => {
    if (view.state !== 'ENDED') return;
    done.current = true;
    call.close();
    stopMedia();
    report();
  }, [view.state, call, stopMedia, report]);

  useEffect(() => {
    if (!view.superseded) return;
    done.current = true;
    call.close();
    stopped.current('superseded');
  }, [view.superseded, call]);

  // Leaving the page or the route: awayFromRoom (best effort), the metrics, the devices released.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    const goAway = (unloading: boolean) => {
      if (done.current) return;
      done.current = true;
      actions.away(sessionId, unloading);
      report(unloading);
    };
    const pagehide = () => {
      goAway(true);
      call.close();
      stopMedia();
    };
    // Back from the back-forward cache: this location went away, enter again from the start.
    const pageshow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pagehide', pagehide);
    window.addEventListener('pageshow', pageshow);
    return () => {
      window.removeEventListener('pagehide', pagehide);
      window.removeEventListener('pageshow', pageshow);
      mounted.current = false;
      // A remount (React's development double run) comes back before this runs.
      setTimeout(() => {
        if (!mounted.current) {
          goAway(false);
          call.close();
        }
      }, 0);
    };
  }, [actions, sessionId, report, call, stopMedia]);

  // Safety net for an event lost while the subscription (re)connected: the appointment's status.
  useEffect(() => {
    if (over) return;
    const check = () =>
      client
        .query({ query: RoomAppointmentStatusDocument, variables: { id: appointmentId }, fetchPolicy: 'network-only' })
        .then(({ data }) => {
          const status = data?.appointment?.status;
          if (status) apply({ type: 'status', status });
        })
        .catch((error: unknown) => console.warn('[room] status check', error));
    const first = setTimeout(check, FIRST_STATUS_CHECK_MS);
    const every = setInterval(check, STATUS_CHECK_MS);
    return () => {
      clearTimeout(first);
      clearInterval(every);
    };
  }, [over, client, appointmentId, apply]);

  const connected = live && callState === 'connected';
  const inactivity = useInactivity(
    !over && !connected,
    { inactivitySeconds: session.inactivitySeconds, countdownSeconds: session.inactivityCountdownSeconds },
    () => {
      done.current = true;
      actions.away(sessionId);
      call.close();
      stopped.current('inactive');
    },
  );
  const alerting = useRoomVisibility(!over, () => call.restart());

  const run = async (kind: 'start' | 'end', mutate: () => Promise<RoomSessionFieldsFragment>) => {
    setBusy(kind);
    setActionError(null);
    try {
      follow({ type: 'session', session: await mutate() });
    } catch (error) {
      setActionError(roomErrorText(errorCodeOf(error), feedbackFromError(error, locale).message, locale));
    } finally {
      setBusy(null);
    }
  };
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
      <Typography variant="body2" color="text.secondary">
        {t('room.header', { name: peerName, protocol: session.protocol })}
      </Typography>
      {view.state === 'WAITING' ? (
        <WaitingRoom
          view={view}
          professionalName={session.professionalName}
          patientName={session.patientName}
          media={media}
          starting={busy === 'start'}
          startError={actionError}
          onStart={() => void run('start', () => actions.start(sessionId))}
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
          ending={busy === 'end'}
          endError={actionError}
          onMic={(on) => {
            media.setMicOn(on);
            call.setMic(on);
          }}
          onCamera={(on) => {
            media.setCameraOn(on);
            call.setCamera(on);
          }}
          onSwitchDevice={(kind, deviceId) => void switchDevice(kind, deviceId)}
          onEnd={() => void run('end', () => (patient ? actions.leave(sessionId) : actions.finish(sessionId)))}
        />
      )}
      <InactivityDialog secondsLeft={inactivity.secondsLeft} onStillHere={inactivity.stillHere} />
    </RoomScreen>
  );
}
