import { useEffect, useRef, useState } from 'react';
import type { RoomSessionFieldsFragment } from '../../gql/graphql';
import type { LocalMedia } from './local-media.hook';
import type { RoomAction, RoomView } from './room.reducer';
import type { RoomActions } from './room-actions.hook';
import { type CallState, createVideoCall, type VideoCall } from './video-call';

/**
 * The session's call (video-call.ts), made once, with the other side's stream and the connection's state it reports.
 * A peer the call learns from its offer (its PEER_JOINED was missed) is applied to the room as if it had joined.
 */
export function useRoomCall(session: RoomSessionFieldsFragment, actions: RoomActions, apply: (action: RoomAction) => RoomView) {
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [callState, setCallState] = useState<CallState>('idle');
  const [call] = useState(() =>
    createVideoCall(
      session,
      {
        onRemoteStream: setRemote,
        onState: setCallState,
        onPeerAdopted: (fromConnectionId) =>
          apply({
            type: 'event',
            event: {
              type: 'PEER_JOINED',
              role: session.role === 'PATIENT' ? 'PROFESSIONAL' : 'PATIENT',
              fromConnectionId,
              status: null,
            },
          }),
      },
      (signal) => actions.sendSignal(session.sessionId, signal),
    ),
  );
  return { call, remote, callState };
}

/**
 * The call follows the room: it connects to the other side's current location, and runs while the attendance is live,
 * with the connectivity test's camera and microphone (as the user left them on or off).
 */
export function useCallFollowsRoom(call: VideoCall, view: RoomView, live: boolean, media: LocalMedia) {
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
}
