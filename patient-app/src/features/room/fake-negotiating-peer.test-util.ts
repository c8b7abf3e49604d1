import { FakePeerConnectionBase } from './fake-peer-connection.test-util';

/**
 * PeerCall's stand-in for RTCPeerConnection in its own tests: just enough for the negotiation (descriptions,
 * candidates, tracks and its events).
 */
export class FakeNegotiatingPeerConnection extends FakePeerConnectionBase {
  candidates: RTCIceCandidateInit[] = [];
  tracks: string[] = [];
  restarts = 0;
  onicecandidate: ((event: { candidate: { toJSON(): RTCIceCandidateInit } | null }) => void) | null = null;
  ontrack: unknown = null;
  onconnectionstatechange: unknown = null;

  private negotiationQueued = false;

  /** Like a browser: one negotiationneeded for the tracks added together, and none while negotiating. */
  addTrack(track: { id: string }) {
    this.tracks.push(track.id);
    if (this.signalingState !== 'stable' || this.negotiationQueued) return;
    this.negotiationQueued = true;
    setTimeout(() => {
      this.negotiationQueued = false;
      if (this.signalingState === 'stable' && !this.localDescription) this.onnegotiationneeded?.();
    }, 0);
  }
  async addIceCandidate(candidate: RTCIceCandidateInit) {
    if (!this.remoteDescription) throw new Error('no remote description');
    this.candidates.push(candidate);
  }
  restartIce() {
    this.restarts += 1;
  }
  /** Like a browser, the local description carries the candidates gathered so far. */
  gather(...candidates: string[]) {
    for (const candidate of candidates) {
      if (this.localDescription) this.localDescription = { ...this.localDescription, sdp: `${this.localDescription.sdp}\na=${candidate}` };
      this.onicecandidate?.({ candidate: { toJSON: () => ({ candidate, sdpMid: '0', sdpMLineIndex: 0 }) } });
    }
  }
}
