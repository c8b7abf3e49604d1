import { type Batch, createBatch } from './candidate-batch.util';
import type { RoomSignal } from './room-signal.util';

/**
 * The call's signals out: one at a time, in order, so candidates never overtake their description. Local candidates
 * go in batches, and those the description already sent carries (its SDP) are not sent again.
 */
export class PeerSignalSender {
  private outgoing: Promise<unknown> = Promise.resolve();
  private batch: Batch<RTCIceCandidateInit> | null = null;
  /** The SDP of the last description sent (its candidates are not sent again). */
  private sentSdp = '';
  private offerSentAtMs = 0;

  constructor(
    private readonly deliver: (signal: RoomSignal) => Promise<unknown>,
    private readonly candidateBatchMs = 50,
  ) {}

  /** When the last offer went out (an offer is sent again at most this often). */
  get offerSentAt(): number {
    return this.offerSentAtMs;
  }

  /** A new connection: its candidates are batched afresh, and none has gone out in a description yet. */
  open(): void {
    this.sentSdp = '';
    // Candidates already in the description sent are not sent again.
    this.batch = createBatch<RTCIceCandidateInit>((candidates) => {
      const fresh = candidates.filter((candidate) => !this.sentSdp.includes(candidate.candidate ?? ''));
      if (fresh.length > 0) this.send({ candidates: fresh });
    }, this.candidateBatchMs);
  }

  /** The connection was closed: its candidates still queued are dropped. */
  close(): void {
    this.batch?.cancel();
    this.batch = null;
  }

  /** A local candidate gathered after the description went out. */
  candidate(candidate: RTCIceCandidateInit): void {
    this.batch?.push(candidate);
  }

  /** The connection's local description (offer or answer), after the candidates queued before it. */
  description(pc: RTCPeerConnection): void {
    const description = pc.localDescription;
    if (!description) return;
    if (description.type === 'offer') this.offerSentAtMs = Date.now();
    this.batch?.flush();
    this.sentSdp = description.sdp;
    this.send({ description: { type: description.type, sdp: description.sdp } });
  }

  /** One signal at a time, in order: candidates never overtake their description. */
  private send(signal: RoomSignal): void {
    this.outgoing = this.outgoing.then(() => this.deliver(signal)).catch((error) => console.warn('[room] send', error));
  }
}
