import { DailyCall } from './daily-call';
import { PeerCall } from './peer-call';
import type { RoomSignal } from './room-signal.util';

/** The call's connection, as RTCPeerConnection.connectionState says it ('idle' before there is one). */
export type CallState = 'idle' | RTCPeerConnectionState;

/** What a call tells the page. */
export type CallEvents = {
  /** The other side's audio and video (null: none now). */
  onRemoteStream: (stream: MediaStream | null) => void;
  onState: (state: CallState) => void;
  /** The built-in room learned the other side's location from its offer (its PEER_JOINED was missed). */
  onPeerAdopted?: (connectionId: string) => void;
};

/**
 * One call of the room, whichever its video technology: the page starts it with the local camera and microphone once
 * the attendance is live, passes it the room's presence and signals, and closes it. `close` may be followed by
 * `start` again (a page that remounts).
 */
export interface VideoCall {
  start(local: MediaStream): void;
  /**
   * The other side's current location (null: not in the room); a new tag replaces the connection. `offerer` says who
   * makes the first offer: the location that came last ('self' when this one joined with the other side already in,
   * or started the attendance), as the one already in is sure to be subscribed to the room's signals.
   */
  setPeer(connectionId: string | null, offerer?: 'self' | 'peer'): void;
  /** A SIGNAL event of the room (the built-in room's descriptions and candidates). */
  handleSignal(fromConnectionId: string | null, signal: unknown): void;
  setMic(on: boolean): void;
  setCamera(on: boolean): void;
  /** Sends another camera or microphone track instead of the current one of its kind. */
  replaceTrack(track: MediaStreamTrack): Promise<void>;
  /** The network changed: restart ICE. */
  restart(): void;
  close(): void;
}

export type VideoCallSession = {
  role: 'PATIENT' | 'PROFESSIONAL';
  provider: 'BUILTIN' | 'DAILY';
  iceServers: ReadonlyArray<{ urls: readonly string[]; username: string | null; credential: string | null }>;
  dailyUrl: string | null;
  dailyToken: string | null;
};

/** The session's call: the built-in WebRTC room (the patient is the polite side), or Daily (loaded on demand). */
export function createVideoCall(session: VideoCallSession, events: CallEvents, send: (signal: RoomSignal) => Promise<unknown>): VideoCall {
  if (session.provider === 'DAILY' && session.dailyUrl) {
    return new DailyCall({ url: session.dailyUrl, token: session.dailyToken }, events);
  }
  const iceServers: RTCIceServer[] = session.iceServers.map((server) => ({
    urls: [...server.urls],
    ...(server.username ? { username: server.username } : {}),
    ...(server.credential ? { credential: server.credential } : {}),
  }));
  return new PeerCall({ polite: session.role === 'PATIENT', iceServers, send, events });
}
