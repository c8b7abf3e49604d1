/**
 * What the RTCPeerConnection stand-ins of the room's tests share: the connection's states, its two descriptions and
 * the offer/answer exchange as a browser runs it.
 */
export abstract class FakePeerConnectionBase {
  signalingState: RTCSignalingState = 'stable';
  connectionState: RTCPeerConnectionState = 'new';
  iceConnectionState: RTCIceConnectionState = 'new';
  /** 'complete' unless a test gathers candidates itself. */
  iceGatheringState: RTCIceGatheringState = 'complete';
  localDescription: RTCSessionDescriptionInit | null = null;
  remoteDescription: RTCSessionDescriptionInit | null = null;
  closed = false;
  onnegotiationneeded: (() => void) | null = null;
  oniceconnectionstatechange: unknown = null;

  async setLocalDescription() {
    const answering = this.signalingState === 'have-remote-offer';
    this.localDescription = { type: answering ? 'answer' : 'offer', sdp: answering ? 'answer-sdp' : 'offer-sdp' };
    this.signalingState = answering ? 'stable' : 'have-local-offer';
  }
  async setRemoteDescription(description: RTCSessionDescriptionInit) {
    // An offer in have-local-offer is the implicit rollback of a polite side.
    this.remoteDescription = description;
    this.signalingState = description.type === 'offer' ? 'have-remote-offer' : 'stable';
  }
  getSenders() {
    return [];
  }
  close() {
    this.closed = true;
  }
}
