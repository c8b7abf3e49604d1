import { PeerNegotiation } from './peer-negotiation';
import { PeerSignalSender } from './peer-signal-sender';
import { parseRoomSignal, type RoomSignal } from './room-signal.util';
import type { CallEvents, VideoCall } from './video-call';

type Options = {
  /** The patient is polite (gives way when both offer at once), the professional impolite. */
  polite: boolean;
  iceServers: RTCIceServer[];
  send: (signal: RoomSignal) => Promise<unknown>;
  events: CallEvents;
  /** A side that is not the offerer waits this long for the other's offer before offering itself. */
  offerWaitMs?: number;
  /** An offer still unanswered after this long is sent again (then twice as long…): a signal lost on the way. */
  offerRetryMs?: number;
  candidateBatchMs?: number;
  /** At most this long, a description waits for the first burst of local candidates to go in its SDP. */
  gatherWaitMs?: number;
  createPeerConnection?: (config: RTCConfiguration) => RTCPeerConnection;
};

const MAX_PENDING = 64;

const isOffer = (signal: RoomSignal) => 'description' in signal && signal.description.type === 'offer';

/**
 * The built-in WebRTC call (provider BUILTIN), with perfect negotiation
 * (https://developer.mozilla.org/en-US/docs/Web/API/WebRTC_API/Perfect_negotiation) over the room's signals: one
 * RTCPeerConnection per location of the other side, made once the call is started (the attendance is live) and the
 * other side is in the room. The location that came last makes the first offer (the other one is surely subscribed to
 * the room's signals); politeness only settles offers that cross. Descriptions carry the first burst of candidates,
 * later ones go in batches; signals from any other location than the current peer's are leftovers and ignored; a lost
 * description (candidates without it, an unanswered offer) is made good by offering again.
 */
export class PeerCall implements VideoCall {
  private pc: RTCPeerConnection | null = null;
  /** The negotiation of the current connection (peer-negotiation.ts). */
  private negotiation: PeerNegotiation | null = null;
  private readonly sender: PeerSignalSender;
  private local: MediaStream | null = null;
  private peerId: string | null = null;
  private started = false;
  /** Who makes the first offer to the current peer (see setPeer). */
  private offerer: 'self' | 'peer' = 'self';
  /** The peer's signals that came before its connection was made, replayed in order once it is. */
  private pending: Array<{ from: string; signal: RoomSignal }> = [];
  private incoming: Promise<void> = Promise.resolve();

  constructor(private readonly options: Options) {
    this.sender = new PeerSignalSender((signal) => this.options.send(signal), options.candidateBatchMs);
  }

  /** The current connection (for stats in tests and debugging). */
  get connection(): RTCPeerConnection | null {
    return this.pc;
  }

  start(local: MediaStream): void {
    this.local = local;
    this.started = true;
    this.open();
  }

  setPeer(connectionId: string | null, offerer: 'self' | 'peer' = this.options.polite ? 'peer' : 'self'): void {
    this.offerer = offerer;
    if (connectionId !== this.peerId) {
      this.closeConnection();
      this.peerId = connectionId;
      this.pending = this.pending.filter((entry) => entry.from === connectionId);
    } else if (this.negotiation && offerer === 'self') {
      // Waiting for the other's offer, and now this side is to make it.
      this.negotiation.addTracks();
    }
    this.open();
  }

  handleSignal(from: string | null, value: unknown): void {
    const signal = parseRoomSignal(value);
    if (!signal || !from) return;
    // The other side's PEER_JOINED was missed (it came before this location subscribed): its offer tells where it is.
    const adopt = this.peerId === null && isOffer(signal);
    if (from !== this.peerId && !adopt) return;
    if (this.negotiation && !adopt) {
      this.receive(this.negotiation, signal);
      return;
    }
    this.pending.push({ from, signal });
    if (this.pending.length > MAX_PENDING) this.pending.shift();
    if (adopt) {
      this.setPeer(from, 'peer');
      this.options.events.onPeerAdopted?.(from);
    }
  }

  setMic(on: boolean): void {
    for (const track of this.local?.getAudioTracks() ?? []) track.enabled = on;
  }

  setCamera(on: boolean): void {
    for (const track of this.local?.getVideoTracks() ?? []) track.enabled = on;
  }

  async replaceTrack(track: MediaStreamTrack): Promise<void> {
    const sender = this.pc?.getSenders().find((candidate) => candidate.track?.kind === track.kind);
    await sender?.replaceTrack(track);
  }

  restart(): void {
    this.pc?.restartIce();
  }

  close(): void {
    this.started = false;
    this.closeConnection();
    this.local = null;
  }

  /** Makes the connection to the peer's current location, once the call is started and the peer is known. */
  private open(): void {
    if (!this.started || !this.local || !this.peerId || this.pc) return;
    const create = this.options.createPeerConnection ?? ((config: RTCConfiguration) => new RTCPeerConnection(config));
    const pc = create({ iceServers: this.options.iceServers });
    const { polite, offerWaitMs, offerRetryMs, gatherWaitMs } = this.options;
    const negotiation = new PeerNegotiation(pc, {
      polite,
      local: () => this.local,
      sender: this.sender,
      offerWaitMs,
      offerRetryMs,
      gatherWaitMs,
    });
    this.pc = pc;
    this.negotiation = negotiation;
    this.sender.open();
    this.listen(pc, negotiation);
    this.options.events.onState(pc.connectionState);

    const replay = this.pending.filter((entry) => entry.from === this.peerId);
    this.pending = [];
    negotiation.begin(
      this.offerer,
      replay.some((entry) => isOffer(entry.signal)),
    );
    for (const { signal } of replay) this.receive(negotiation, signal);
  }

  /** The connection's events: candidates out, the other side's media in, its state told, ICE restarted on failure. */
  private listen(pc: RTCPeerConnection, negotiation: PeerNegotiation): void {
    const remote = new MediaStream();
    pc.onicecandidate = ({ candidate }) => {
      if (!candidate || pc !== this.pc) return;
      negotiation.candidateGathered(candidate.toJSON());
    };
    pc.onnegotiationneeded = () => void negotiation.offer();
    pc.ontrack = ({ track, streams }) => {
      if (pc !== this.pc) return;
      const stream = streams[0] ?? remote;
      if (!streams[0] && !remote.getTracks().includes(track)) remote.addTrack(track);
      this.options.events.onRemoteStream(stream);
    };
    pc.onconnectionstatechange = () => {
      if (pc === this.pc) this.options.events.onState(pc.connectionState);
    };
    pc.oniceconnectionstatechange = () => {
      if (pc === this.pc && pc.iceConnectionState === 'failed') pc.restartIce();
    };
  }

  /** The peer's signals are applied one at a time, in order. */
  private receive(negotiation: PeerNegotiation, signal: RoomSignal): void {
    this.incoming = this.incoming.then(() => negotiation.apply(signal)).catch((error) => console.warn('[room] signal', error));
  }

  private closeConnection(): void {
    this.negotiation?.close();
    this.negotiation = null;
    this.sender.close();
    const pc = this.pc;
    if (!pc) return;
    this.pc = null;
    pc.onicecandidate = null;
    pc.onnegotiationneeded = null;
    pc.ontrack = null;
    pc.onconnectionstatechange = null;
    pc.oniceconnectionstatechange = null;
    pc.close();
    this.options.events.onRemoteStream(null);
    this.options.events.onState('idle');
  }
}
