import type { PeerSignalSender } from './peer-signal-sender';
import type { RoomSignal } from './room-signal.util';

type Options = {
  /** The patient is polite (gives way when both offer at once), the professional impolite. */
  polite: boolean;
  /** The local camera and microphone, as the call has them now. */
  local: () => MediaStream | null;
  sender: PeerSignalSender;
  offerWaitMs?: number;
  offerRetryMs?: number;
  gatherWaitMs?: number;
};

const MAX_OFFER_RETRIES = 4;
/** An offer is sent again at most this often when the other side shows it did not get it. */
const RESEND_GAP_MS = 300;
/** The first burst of candidates is over when none came for this long. */
const GATHER_QUIET_MS = 10;

const warn = (what: string, error: unknown) => console.warn(`[room] ${what}`, error);

/**
 * Perfect negotiation (https://developer.mozilla.org/en-US/docs/Web/API/WebRTC_API/Perfect_negotiation) on one
 * RTCPeerConnection, until it is closed: when the local tracks go in (at once for the offerer, after a wait for the
 * other's offer otherwise, or into the answer), offers and answers, offers that cross, remote candidates that come
 * before their description, and a lost description made good by offering again.
 */
export class PeerNegotiation {
  private closed = false;
  private makingOffer = false;
  private ignoreOffer = false;
  private settingRemoteAnswer = false;
  private tracksAdded = false;
  private remoteCandidates: RTCIceCandidateInit[] = [];
  private offerWait: ReturnType<typeof setTimeout> | null = null;
  private offerRetry: ReturnType<typeof setTimeout> | null = null;
  private offerRetries = 0;
  private describing = false;
  private describeToken = 0;
  private lastCandidateAt = 0;

  constructor(
    private readonly pc: RTCPeerConnection,
    private readonly options: Options,
  ) {}

  /**
   * With the peer's offer at hand, the tracks go into the answer; otherwise the offerer offers at once and the other
   * side waits a moment for its offer (then offers itself).
   */
  begin(offerer: 'self' | 'peer', offerAtHand: boolean): void {
    if (offerAtHand) return;
    if (offerer === 'self') this.addTracks();
    else this.offerWait = setTimeout(() => this.addTracks(), this.options.offerWaitMs ?? 1500);
  }

  /** A local candidate: while a description waits for the first candidates, they go in its SDP. */
  candidateGathered(candidate: RTCIceCandidateInit): void {
    this.lastCandidateAt = Date.now();
    if (!this.describing) this.options.sender.candidate(candidate);
  }

  /** The local tracks go in (once): the connection then needs negotiating, and offers unless answering. */
  addTracks(): void {
    const local = this.options.local();
    if (this.closed || this.tracksAdded || !local) return;
    this.tracksAdded = true;
    if (this.offerWait) clearTimeout(this.offerWait);
    this.offerWait = null;
    for (const track of local.getTracks()) this.pc.addTrack(track, local);
  }

  async offer(): Promise<void> {
    const { pc } = this;
    if (this.closed) return;
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
    await this.candidatesSettled();
    this.stopDescribing(token);
    // A polite side may have rolled its offer back for the other's meanwhile: that one's answer went out instead.
    if (this.closed || pc.signalingState !== 'have-local-offer') return;
    this.options.sender.description(pc);
    this.retryOffer();
  }

  /** One signal of the peer: a description, or candidates. */
  async apply(signal: RoomSignal): Promise<void> {
    const { pc } = this;
    if (this.closed) return;
    if ('candidates' in signal) {
      if (pc.remoteDescription) await this.addCandidates(signal.candidates);
      else {
        this.remoteCandidates.push(...signal.candidates);
        this.descriptionLost();
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
      this.resendOffer();
      return;
    }
    this.settingRemoteAnswer = description.type === 'answer';
    try {
      // A polite side with an offer of its own rolls it back here (implicit rollback).
      await pc.setRemoteDescription(description);
    } finally {
      this.settingRemoteAnswer = false;
    }
    if (this.closed) return;
    const queued = this.remoteCandidates;
    this.remoteCandidates = [];
    await this.addCandidates(queued);
    if (description.type === 'offer') await this.answer();
  }

  close(): void {
    this.closed = true;
    if (this.offerWait) clearTimeout(this.offerWait);
    if (this.offerRetry) clearTimeout(this.offerRetry);
    this.offerWait = null;
    this.offerRetry = null;
    this.remoteCandidates = [];
  }

  private async answer(): Promise<void> {
    const { pc } = this;
    this.addTracks();
    const token = this.startDescribing();
    try {
      await pc.setLocalDescription();
      await this.candidatesSettled();
    } finally {
      this.stopDescribing(token);
    }
    if (!this.closed && pc.localDescription?.type === 'answer') this.options.sender.description(pc);
  }

  /**
   * Half-trickle: the description goes out once the first burst of candidates is gathered (they are then in its SDP),
   * so the other side knows every local path at once and a call sets up in two messages; later candidates trickle.
   */
  private async candidatesSettled(): Promise<void> {
    const started = Date.now();
    const cap = this.options.gatherWaitMs ?? 150;
    while (!this.closed && this.pc.iceGatheringState !== 'complete' && Date.now() - started < cap) {
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
  private retryOffer(): void {
    if (this.offerRetry) clearTimeout(this.offerRetry);
    this.offerRetry = setTimeout(
      () => {
        this.offerRetry = null;
        if (this.closed || this.pc.signalingState !== 'have-local-offer' || this.offerRetries >= MAX_OFFER_RETRIES) return;
        this.offerRetries += 1;
        this.options.sender.description(this.pc);
        this.retryOffer();
      },
      (this.options.offerRetryMs ?? 800) * 2 ** this.offerRetries,
    );
  }

  /**
   * Candidates came without the description they belong to: it was sent before this location (or the peer's new one)
   * had subscribed, and lost. Signals are relayed in order, so it is not coming: a side still waiting for an offer makes
   * its own at once (the offer was lost), one with an offer out sends it again (the answer was).
   */
  private descriptionLost(): void {
    if (!this.tracksAdded) this.addTracks();
    else this.resendOffer();
  }

  private resendOffer(): void {
    if (this.closed || this.makingOffer || this.describing || this.pc.signalingState !== 'have-local-offer') return;
    if (Date.now() - this.options.sender.offerSentAt < RESEND_GAP_MS) return;
    this.options.sender.description(this.pc);
  }

  private async addCandidates(candidates: RTCIceCandidateInit[]): Promise<void> {
    for (const candidate of candidates) {
      try {
        await this.pc.addIceCandidate(candidate);
      } catch (error) {
        if (!this.ignoreOffer) warn('candidate', error);
      }
    }
  }
}
