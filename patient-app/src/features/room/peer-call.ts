import { type Batch, createBatch } from './candidate-batch.util';
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
const MAX_OFFER_RETRIES = 4;
/** An offer is sent again at most this often when the other side shows it did not get it. */
const RESEND_GAP_MS = 300;
/** The first burst of candidates is over when none came for this long. */
const GATHER_QUIET_MS = 10;

const warn = (what: string, error: unknown) => console.warn(`[room] ${what}`, error);
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
  private local: MediaStream | null = null;
  private peerId: string | null = null;
  private started = false;
  /** Who makes the first offer to the current peer (see setPeer). */
  private offerer: 'self' | 'peer' = 'self';
  private makingOffer = false;
  private ignoreOffer = false;
  private settingRemoteAnswer = false;
  private tracksAdded = false;
  private remoteCandidates: RTCIceCandidateInit[] = [];
  private batch: Batch<RTCIceCandidateInit> | null = null;
  private offerWait: ReturnType<typeof setTimeout> | null = null;
  private offerRetry: ReturnType<typeof setTimeout> | null = null;
  private offerRetries = 0;
  private offerSentAt = 0;
  private describing = false;
  private describeToken = 0;
  private lastCandidateAt = 0;
  /** The SDP of the last description sent (its candidates are not sent again). */
  private sentSdp = '';
  /** The peer's signals that came before its connection was made, replayed in order once it is. */
  private pending: Array<{ from: string; signal: RoomSignal }> = [];
  private incoming: Promise<void> = Promise.resolve();
  private outgoing: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: Options) {}

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
    } else if (this.pc && offerer === 'self') {
      // Waiting for the other's offer, and now this side is to make it.
      this.addTracks(this.pc);
    }
    this.open();
  }

  handleSignal(from: string | null, value: unknown): void {
    const signal = parseRoomSignal(value);
    if (!signal || !from) return;
    // The other side's PEER_JOINED was missed (it came before this location subscribed): its offer tells where it is.
    const adopt = this.peerId === null && isOffer(signal);
    if (from !== this.peerId && !adopt) return;
    if (this.pc && !adopt) {
      this.receive(this.pc, signal);
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

  private open(): void {
    if (!this.started || !this.local || !this.peerId || this.pc) return;
    const create = this.options.createPeerConnection ?? ((config: RTCConfiguration) => new RTCPeerConnection(config));
    const pc = create({ iceServers: this.options.iceServers });
    this.pc = pc;
    this.makingOffer = false;
    this.ignoreOffer = false;
    this.settingRemoteAnswer = false;
    this.tracksAdded = false;
    this.remoteCandidates = [];
    this.offerRetries = 0;
    this.describing = false;
    this.lastCandidateAt = 0;
    this.sentSdp = '';
    // Candidates already in the description sent are not sent again.
    const batch = createBatch<RTCIceCandidateInit>((candidates) => {
      const fresh = candidates.filter((candidate) => !this.sentSdp.includes(candidate.candidate ?? ''));
      if (fresh.length > 0) this.send({ candidates: fresh });
    }, this.options.candidateBatchMs ?? 50);
    this.batch = batch;
    const remote = new MediaStream();

    pc.onicecandidate = ({ candidate }) => {
      if (!candidate || pc !== this.pc) return;
      this.lastCandidateAt = Date.now();
      // While a description waits for the first candidates, they go in its SDP.
      if (!this.describing) batch.push(candidate.toJSON());
    };
    pc.onnegotiationneeded = () => void this.offer(pc);
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
    this.options.events.onState(pc.connectionState);

    const replay = this.pending.filter((entry) => entry.from === this.peerId);
    this.pending = [];
    // With the peer's offer at hand, the tracks go into the answer; otherwise the offerer offers at once and the other
    // side waits a moment for its offer (then offers itself).
    if (!replay.some((entry) => isOffer(entry.signal))) {
      if (this.offerer === 'self') this.addTracks(pc);
      else this.offerWait = setTimeout(() => this.addTracks(pc), this.options.offerWaitMs ?? 1500);
    }
    for (const { signal } of replay) this.receive(pc, signal);
  }

  private addTracks(pc: RTCPeerConnection): void {
    if (pc !== this.pc || this.tracksAdded || !this.local) return;
    this.tracksAdded = true;
    if (this.offerWait) clearTimeout(this.offerWait);
    this.offerWait = null;
    for (const track of this.local.getTracks()) pc.addTrack(track, this.local);
  }

  private async offer(pc: RTCPeerConnection): Promise<void> {
    if (pc !== this.pc) return;
    const token = this.startDescribing();
    try {
      this.makingOffer = true;
      await pc.setLocalDescription();
    } catch (error) {
      warn('offer', error);
      this.stopDescribing(token);
      return;
    } finally {
      this.makingOffer = false;
    }
    await this.candidatesSettled(pc);
    this.stopDescribing(token);
    // A polite side may have rolled its offer back for the other's meanwhile: that one's answer went out instead.
    if (pc !== this.pc || pc.signalingState !== 'have-local-offer') return;
    this.sendDescription(pc);
    this.retryOffer(pc);
  }

  /**
   * Half-trickle: the description goes out once the first burst of candidates is gathered (they are then in its SDP),
   * so the other side knows every local path at once and a call sets up in two messages; later candidates trickle.
   */
  private async candidatesSettled(pc: RTCPeerConnection): Promise<void> {
    const started = Date.now();
    const cap = this.options.gatherWaitMs ?? 150;
    while (pc === this.pc && pc.iceGatheringState !== 'complete' && Date.now() - started < cap) {
      if (this.lastCandidateAt >= started && Date.now() - this.lastCandidateAt >= GATHER_QUIET_MS) return;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  private startDescribing(): number {
    this.describing = true;
    this.describeToken += 1;
    return this.describeToken;
  }

  private stopDescribing(token: number): void {
    if (token === this.describeToken) this.describing = false;
  }

  /** Sends the offer again while unanswered: by then its SDP carries every candidate gathered. */
  private retryOffer(pc: RTCPeerConnection): void {
    if (this.offerRetry) clearTimeout(this.offerRetry);
    this.offerRetry = setTimeout(
      () => {
        this.offerRetry = null;
        if (pc !== this.pc || pc.signalingState !== 'have-local-offer' || this.offerRetries >= MAX_OFFER_RETRIES) return;
        this.offerRetries += 1;
        this.sendDescription(pc);
        this.retryOffer(pc);
      },
      (this.options.offerRetryMs ?? 800) * 2 ** this.offerRetries,
    );
  }

  private receive(pc: RTCPeerConnection, signal: RoomSignal): void {
    this.incoming = this.incoming.then(() => this.apply(pc, signal)).catch((error) => warn('signal', error));
  }

  private async apply(pc: RTCPeerConnection, signal: RoomSignal): Promise<void> {
    if (pc !== this.pc) return;
    if ('candidates' in signal) {
      if (pc.remoteDescription) await this.addCandidates(pc, signal.candidates);
      else {
        this.remoteCandidates.push(...signal.candidates);
        this.descriptionLost(pc);
      }
      return;
    }
    const { description } = signal;
    if (description.type === 'answer' && pc.signalingState !== 'have-local-offer') return;
    const readyForOffer = !this.makingOffer && (pc.signalingState === 'stable' || this.settingRemoteAnswer);
    const collision = description.type === 'offer' && !readyForOffer;
    this.ignoreOffer = !this.options.polite && collision;
    if (this.ignoreOffer) {
      // The polite side offers only when it did not get ours: send ours again (it gives way to it).
      this.resendOffer(pc);
      return;
    }
    this.settingRemoteAnswer = description.type === 'answer';
    try {
      // A polite side with an offer of its own rolls it back here (implicit rollback).
      await pc.setRemoteDescription(description);
    } finally {
      this.settingRemoteAnswer = false;
    }
    if (pc !== this.pc) return;
    const queued = this.remoteCandidates;
    this.remoteCandidates = [];
    await this.addCandidates(pc, queued);
    if (description.type === 'offer') {
      this.addTracks(pc);
      const token = this.startDescribing();
      try {
        await pc.setLocalDescription();
        await this.candidatesSettled(pc);
      } finally {
        this.stopDescribing(token);
      }
      if (pc === this.pc && pc.localDescription?.type === 'answer') this.sendDescription(pc);
    }
  }

  /**
   * Candidates came without the description they belong to: it was sent before this location (or the peer's new one)
   * had subscribed, and lost. Signals are relayed in order, so it is not coming: a side still waiting for an offer makes
   * its own at once (the offer was lost), one with an offer out sends it again (the answer was).
   */
  private descriptionLost(pc: RTCPeerConnection): void {
    if (!this.tracksAdded) this.addTracks(pc);
    else this.resendOffer(pc);
  }

  private resendOffer(pc: RTCPeerConnection): void {
    if (pc !== this.pc || this.makingOffer || this.describing || pc.signalingState !== 'have-local-offer') return;
    if (Date.now() - this.offerSentAt < RESEND_GAP_MS) return;
    this.sendDescription(pc);
  }

  private async addCandidates(pc: RTCPeerConnection, candidates: RTCIceCandidateInit[]): Promise<void> {
    for (const candidate of candidates) {
      try {
        await pc.addIceCandidate(candidate);
      } catch (error) {
        if (!this.ignoreOffer) warn('candidate', error);
      }
    }
  }

  private sendDescription(pc: RTCPeerConnection): void {
    const description = pc.localDescription;
    if (!description) return;
    if (description.type === 'offer') this.offerSentAt = Date.now();
    this.batch?.flush();
    this.sentSdp = description.sdp;
    this.send({ description: { type: description.type, sdp: description.sdp } });
  }

  /** One signal at a time, in order: candidates never overtake their description. */
  private send(signal: RoomSignal): void {
    this.outgoing = this.outgoing.then(() => this.options.send(signal)).catch((error) => warn('send', error));
  }

  private closeConnection(): void {
    if (this.offerWait) clearTimeout(this.offerWait);
    if (this.offerRetry) clearTimeout(this.offerRetry);
    this.offerWait = null;
    this.offerRetry = null;
    this.batch?.cancel();
    this.batch = null;
    this.remoteCandidates = [];
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
