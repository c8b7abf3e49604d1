import { vi } from 'vitest';
import { FakePeerConnectionBase } from './fake-peer-connection.test-util';

/**
 * The browser's camera, microphone and WebRTC, faked at the globals the room reaches for (navigator.mediaDevices,
 * MediaStream, RTCPeerConnection, <video>.play): the room's own code, PeerCall included, runs unchanged on top.
 */

export class FakeTrack {
  enabled = true;
  stopped = false;
  constructor(
    readonly kind: 'audio' | 'video',
    readonly id = `${kind}-1`,
  ) {}
  stop() {
    this.stopped = true;
  }
  getSettings() {
    return { deviceId: `${this.kind}-device` };
  }
}

export class FakeMediaStream {
  private tracks: FakeTrack[];
  constructor(tracks: FakeTrack[] = []) {
    this.tracks = [...tracks];
  }
  getTracks() {
    return this.tracks;
  }
  getAudioTracks() {
    return this.tracks.filter((track) => track.kind === 'audio');
  }
  getVideoTracks() {
    return this.tracks.filter((track) => track.kind === 'video');
  }
  addTrack(track: FakeTrack) {
    this.tracks.push(track);
  }
  removeTrack(track: FakeTrack) {
    this.tracks = this.tracks.filter((t) => t !== track);
  }
}

/** Just enough of RTCPeerConnection for a call to start, offer, answer and report its state. */
export class FakePeerConnection extends FakePeerConnectionBase {
  static made: FakePeerConnection[] = [];
  tracks: FakeTrack[] = [];
  onicecandidate: unknown = null;
  ontrack: ((event: { track: FakeTrack; streams: FakeMediaStream[] }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;

  constructor() {
    super();
    FakePeerConnection.made.push(this);
  }
  /** Like a browser: one negotiationneeded for the tracks added together, none when they went into an answer. */
  addTrack(track: FakeTrack) {
    this.tracks.push(track);
    if (this.tracks.length > 1 || this.signalingState !== 'stable') return;
    setTimeout(() => {
      if (this.signalingState === 'stable' && !this.localDescription) this.onnegotiationneeded?.();
    }, 0);
  }
  async addIceCandidate() {}
  restartIce() {}
  /** The other side's media arrived and the connection is up. */
  connect(remote: FakeMediaStream) {
    this.ontrack?.({ track: remote.getTracks()[0]!, streams: [remote] });
    this.connectionState = 'connected';
    this.onconnectionstatechange?.();
  }
}

/** Installs the fakes; answers the camera and microphone tracks getUserMedia hands out. */
export function installFakeWebRtc() {
  FakePeerConnection.made = [];
  const camera = new FakeTrack('video');
  const microphone = new FakeTrack('audio');
  vi.stubGlobal('MediaStream', FakeMediaStream);
  vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: vi.fn(async () => new FakeMediaStream([microphone, camera])),
      enumerateDevices: async () => [],
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    },
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  return { camera, microphone };
}

export function removeFakeWebRtc() {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'mediaDevices');
}
