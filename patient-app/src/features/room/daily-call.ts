import type { DailyCall as DailyCallObject, DailyTrackState } from '@daily-co/daily-js';
import type { CallEvents, VideoCall } from './video-call';

const warn = (what: string, error: unknown) => console.warn(`[room] daily ${what}`, error);

/** A track of the other side worth showing: on its way or playing (not turned off or blocked). */
function liveTrack(state: DailyTrackState | undefined): MediaStreamTrack | null {
  if (!state?.persistentTrack || state.state === 'off' || state.state === 'blocked') return null;
  return state.persistentTrack;
}

/**
 * The Daily call (provider DAILY): a call object joined with the session's room URL and meeting token, fed with the
 * connectivity test's camera and microphone. @daily-co/daily-js is loaded on demand, so the built-in room does not ship
 * it. Daily finds the other side itself: the room's presence and signals are not needed here.
 */
export class DailyCall implements VideoCall {
  private call: DailyCallObject | null = null;
  private remote: MediaStream | null = null;
  private generation = 0;
  private micOn = true;
  private cameraOn = true;

  constructor(
    private readonly room: { url: string; token: string | null },
    private readonly events: CallEvents,
  ) {}

  start(local: MediaStream): void {
    const generation = ++this.generation;
    this.join(local, generation).catch((error: unknown) => {
      warn('join', error);
      if (generation === this.generation) this.events.onState('failed');
    });
  }

  setPeer(): void {}

  handleSignal(): void {}

  setMic(on: boolean): void {
    this.micOn = on;
    this.guard('microphone', () => this.call?.setLocalAudio(on));
  }

  setCamera(on: boolean): void {
    this.cameraOn = on;
    this.guard('camera', () => this.call?.setLocalVideo(on));
  }

  async replaceTrack(track: MediaStreamTrack): Promise<void> {
    await this.call?.setInputDevicesAsync(track.kind === 'video' ? { videoSource: track } : { audioSource: track });
  }

  restart(): void {}

  close(): void {
    this.generation += 1;
    const call = this.call;
    this.call = null;
    this.remote = null;
    if (!call) return;
    void call
      .leave()
      .catch((error: unknown) => warn('leave', error))
      .finally(() => void call.destroy().catch((error: unknown) => warn('destroy', error)));
    this.events.onRemoteStream(null);
    this.events.onState('idle');
  }

  private async join(local: MediaStream, generation: number): Promise<void> {
    const { default: Daily } = await import('@daily-co/daily-js');
    if (generation !== this.generation) return;
    const call = Daily.createCallObject({
      videoSource: local.getVideoTracks()[0] ?? false,
      audioSource: local.getAudioTracks()[0] ?? false,
      subscribeToTracksAutomatically: true,
    });
    this.call = call;
    const update = () => this.showRemote(call);
    call
      .on('joined-meeting', update)
      .on('participant-joined', update)
      .on('participant-updated', update)
      .on('participant-left', update)
      .on('track-started', update)
      .on('track-stopped', update)
      .on('network-connection', (event) => {
        if (event.event === 'interrupted') this.events.onState('disconnected');
        else update();
      })
      .on('error', (event) => {
        warn('error', event);
        this.events.onState('failed');
      });
    this.events.onState('connecting');
    await call.join({ url: this.room.url, ...(this.room.token ? { token: this.room.token } : {}) });
    if (call !== this.call) return;
    this.setMic(this.micOn);
    this.setCamera(this.cameraOn);
  }

  /** The other participant's audio and video as one stream (a new one when its tracks change). */
  private showRemote(call: DailyCallObject): void {
    if (call !== this.call) return;
    const peer = Object.values(call.participants()).find((participant) => !participant.local);
    const tracks = peer
      ? [liveTrack(peer.tracks.video), liveTrack(peer.tracks.audio)].filter((t): t is MediaStreamTrack => t !== null)
      : [];
    if (tracks.length === 0) {
      if (this.remote) this.events.onRemoteStream(null);
      this.remote = null;
      this.events.onState('connecting');
      return;
    }
    const current = this.remote?.getTracks() ?? [];
    if (current.length !== tracks.length || tracks.some((track) => !current.includes(track))) {
      this.remote = new MediaStream(tracks);
      this.events.onRemoteStream(this.remote);
    }
    this.events.onState('connected');
  }

  private guard(what: string, run: () => unknown): void {
    try {
      run();
    } catch (error) {
      warn(what, error);
    }
  }
}
