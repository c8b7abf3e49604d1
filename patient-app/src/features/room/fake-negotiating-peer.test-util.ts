/**
 * PeerCall's stand-in for RTCPeerConnection in its own tests: just enough for the negotiation (descriptions,
 * candidates, tracks and its events).
 */
export class FakeNegotiatingPeerConnection {
  signalingState: RTCSignalingState = 'stable';
  connectionState: RTCPeerConnectionState = 'new';
  iceConnectionState: RTCIceConnectionState = 'new';
  /** 'complete' unless a test gathers candidates itself. */
  iceGatheringState: RTCIceGatheringState = 'complete';
  localDescription: RTCSessionDescriptionInit | null = null;
  remoteDescription: RTCSessionDescriptionInit | null = null;
  candidates: RTCIceCandidateInit[] = [];
  tracks: string[] = [];
  closed = false;
  restarts = 0;
  onicecandidate: ((event: { candidate: { toJSON(): RTCIceCandidateInit } | null }) => void) | null = null;
  onnegotiationneeded: (() => void) | null = null;
  ontrack: unknown = null;
  onconnectionstatechange: unknown = null;
  oniceconnectionstatechange: unknown = null;

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
  async setLocalDescription() {
    if (this.signalingState === 'have-remote-offer') {
      this.localDescription = { type: 'answer', sdp: 'answer-sdp' };
      this.signalingState = 'stable';
    } else {
      this.localDescription = { type: 'offer', sdp: 'offer-sdp' };
      this.signalingState = 'have-local-offer';
    }
  }
  async setRemoteDescription(description: RTCSessionDescriptionInit) {
    // An offer in have-local-offer is the implicit rollback of a polite side.
    this.remoteDescription = description;
    this.signalingState = description.type === 'offer' ? 'have-remote-offer' : 'stable';
  }
  async addIceCandidate(candidate: RTCIceCandidateInit) {
    if (!this.remoteDescription) throw new Error('no remote description');
    this.candidates.push(candidate);
  }
  getSenders() {
    return [];
  }
  restartIce() {
    this.restarts += 1;
  }
  close() {
    this.closed = true;
  }
  /** Like a browser, the local description carries the candidates gathered so far. */
  gather(...candidates: string[]) {
    for (const candidate of candidates) {
      if (this.localDescription) this.localDescription = { ...this.localDescription, sdp: `${this.localDescription.sdp}\na=${candidate}` };
      this.onicecandidate?.({ candidate: { toJSON: () => ({ candidate, sdpMid: '0', sdpMLineIndex: 0 }) } });
    }
  }
}
