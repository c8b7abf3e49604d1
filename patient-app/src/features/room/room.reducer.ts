import { roomStateOf } from '@teleconsulta/schema';
import type { AppointmentStatus, RoomEventType, RoomRole, RoomSessionFieldsFragment, RoomState } from '../../gql/graphql';

/** What one location knows of its room: its state, the other side's presence and tag, and whether it was replaced. */
export type RoomView = {
  role: RoomRole;
  state: RoomState;
  status: AppointmentStatus;
  peerPresent: boolean;
  /** The other side's current location (its signals are the only ones listened to). */
  peerConnectionId: string | null;
  /**
   * Who makes the call's first offer: the location that came last (it joined with the other side in, or started the
   * attendance), as the other one has long been subscribed to the room's signals and will not miss it.
   */
  offerer: 'self' | 'peer';
  consentGiven: boolean;
  /** The other side went away during the attendance: "waiting for them to come back" until it does. */
  peerLeft: boolean;
  /** A later join of the same person replaced this location. */
  superseded: boolean;
};

type SessionLike = Pick<RoomSessionFieldsFragment, 'role' | 'state' | 'status' | 'peerPresent' | 'peerConnectionId' | 'consentGiven'>;
type EventLike = { type: RoomEventType; role: RoomRole | null; fromConnectionId: string | null; status: AppointmentStatus | null };

export type RoomAction =
  /** joinRoom, startRoom, leaveRoom or finishRoom answered the session as the server has it. */
  | { type: 'session'; session: SessionLike }
  /** An event of the roomEvents subscription. */
  | { type: 'event'; event: EventLike }
  /** The appointment's status read again (a safety net for an event lost while the subscription was reconnecting). */
  | { type: 'status'; status: AppointmentStatus };

export function initialRoomView(session: SessionLike): RoomView {
  return {
    role: session.role,
    state: session.state,
    status: session.status,
    peerPresent: session.peerPresent,
    peerConnectionId: session.peerConnectionId,
    offerer: 'self',
    consentGiven: session.consentGiven,
    peerLeft: false,
    superseded: false,
  };
}

export function roomReducer(view: RoomView, action: RoomAction): RoomView {
  switch (action.type) {
    case 'session': {
      const { session } = action;
      return {
        ...view,
        state: session.state,
        status: session.status,
        peerPresent: session.peerPresent,
        peerConnectionId: session.peerConnectionId ?? view.peerConnectionId,
        // startRoom's answer: this side started the attendance and offers.
        offerer: view.state !== 'LIVE' && session.state === 'LIVE' ? 'self' : view.offerer,
        consentGiven: session.consentGiven,
        peerLeft: view.peerLeft && !session.peerPresent,
      };
    }
    case 'status': {
      const next = roomStateOf(action.status);
      if (view.state === 'ENDED') return view;
      if (next === view.state || (next === 'WAITING' && view.state === 'LIVE')) {
        return view.status === action.status ? view : { ...view, status: action.status };
      }
      return { ...view, state: next, status: action.status, offerer: 'self' };
    }
    case 'event':
      return onEvent(view, action.event);
  }
}

function onEvent(view: RoomView, event: EventLike): RoomView {
  const fromPeer = event.role !== null && event.role !== view.role;
  switch (event.type) {
    case 'PEER_JOINED':
      if (!fromPeer) return view;
      return {
        ...view,
        peerPresent: true,
        peerConnectionId: event.fromConnectionId ?? view.peerConnectionId,
        offerer: 'peer',
        peerLeft: false,
        // The patient's side cannot join without the telemedicine consent.
        consentGiven: view.consentGiven || event.role === 'PATIENT',
      };
    case 'PEER_LEFT':
      if (!fromPeer) return view;
      // An earlier location of the other side going away after its new one joined: not the peer leaving.
      if (event.fromConnectionId && view.peerConnectionId && event.fromConnectionId !== view.peerConnectionId) return view;
      return { ...view, peerPresent: false, peerLeft: view.state === 'LIVE' };
    case 'STARTED':
      if (view.state === 'ENDED') return view;
      return {
        ...view,
        state: 'LIVE',
        status: 'IN_ATTENDANCE',
        // The professional starts the attendance, and makes the first offer.
        offerer: view.role === 'PROFESSIONAL' ? 'self' : 'peer',
        ...(fromPeer
          ? {
              peerPresent: true,
              peerLeft: false,
              offerer: 'peer' as const,
              peerConnectionId: event.fromConnectionId ?? view.peerConnectionId,
            }
          : {}),
      };
    case 'ENDED':
      return { ...view, state: 'ENDED', status: event.status ?? view.status, peerLeft: false };
    case 'SUPERSEDED':
      return { ...view, superseded: true };
    default:
      return view;
  }
}
