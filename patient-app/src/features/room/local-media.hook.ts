import { useCallback, useEffect, useRef, useState } from 'react';
import { browserSupportsRoom, type MediaProblem, mediaProblemOf } from './media-error.util';

export type DeviceKind = 'videoinput' | 'audioinput';
export type MediaStatus = 'idle' | 'starting' | 'ready' | 'failed';

const VIDEO: MediaTrackConstraints = { width: { ideal: 1280 }, height: { ideal: 720 } };
const AUDIO: MediaTrackConstraints = { echoCancellation: true, noiseSuppression: true };

function constraints(kind: DeviceKind, deviceId: string | null): MediaStreamConstraints {
  const base = kind === 'videoinput' ? VIDEO : AUDIO;
  const track = deviceId ? { ...base, deviceId: { exact: deviceId } } : base;
  return kind === 'videoinput' ? { video: track } : { audio: track };
}

const stopAll = (stream: MediaStream | null) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

/**
 * The local camera and microphone of the room: one MediaStream from the connectivity test to the end of the call
 * (a device switch replaces its track in place, so a call that holds it keeps it), the devices to choose from, and
 * whether the microphone and camera are on. `stop` releases both devices.
 */
export function useLocalMedia() {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [version, setVersion] = useState(0);
  const [status, setStatus] = useState<MediaStatus>('idle');
  const [problem, setProblem] = useState<MediaProblem | null>(null);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [micOn, setMicState] = useState(true);
  const [cameraOn, setCameraState] = useState(true);
  const streamRef = useRef<MediaStream | null>(null);
  /** Bumped by stop(): a getUserMedia still running when it is called releases what it gets. */
  const generation = useRef(0);
  const wanted = useRef({ micOn: true, cameraOn: true });

  const listDevices = useCallback(async () => {
    const all = await navigator.mediaDevices?.enumerateDevices?.().catch(() => []);
    setDevices((all ?? []).filter((device) => device.kind === 'videoinput' || device.kind === 'audioinput'));
  }, []);

  const stop = useCallback(() => {
    generation.current += 1;
    stopAll(streamRef.current);
    streamRef.current = null;
    setStream(null);
    setStatus('idle');
  }, []);

  const start = useCallback(async (): Promise<boolean> => {
    if (!browserSupportsRoom({ mediaDevices: navigator.mediaDevices, RTCPeerConnection: window.RTCPeerConnection })) {
      setProblem('BROWSER_NOT_SUPPORTED');
      setStatus('failed');
      return false;
    }
    stop();
    const mine = generation.current;
    setStatus('starting');
    setProblem(null);
    try {
      const got = await navigator.mediaDevices.getUserMedia({ ...constraints('videoinput', null), ...constraints('audioinput', null) });
      if (mine !== generation.current) {
        stopAll(got);
        return false;
      }
      for (const track of got.getAudioTracks()) track.enabled = wanted.current.micOn;
      for (const track of got.getVideoTracks()) track.enabled = wanted.current.cameraOn;
      streamRef.current = got;
      setStream(got);
      setVersion((v) => v + 1);
      setStatus('ready');
      await listDevices();
      return true;
    } catch (error) {
      if (mine !== generation.current) return false;
      console.warn('[room] getUserMedia', error);
      setProblem(mediaProblemOf(error));
      setStatus('failed');
      return false;
    }
  }, [listDevices, stop]);

  /** Another camera or microphone: its track replaces the current one in the stream; the caller gives it to the call. */
  const switchDevice = useCallback(async (kind: DeviceKind, deviceId: string): Promise<MediaStreamTrack | null> => {
    const current = streamRef.current;
    if (!current) return null;
    const old = kind === 'videoinput' ? current.getVideoTracks()[0] : current.getAudioTracks()[0];
    // Phones cannot open two cameras at once: release the old one first.
    old?.stop();
    try {
      const [track] = (await navigator.mediaDevices.getUserMedia(constraints(kind, deviceId))).getTracks();
      if (!track || streamRef.current !== current) {
        track?.stop();
        return null;
      }
      track.enabled = kind === 'videoinput' ? wanted.current.cameraOn : wanted.current.micOn;
      if (old) current.removeTrack(old);
      current.addTrack(track);
      setVersion((v) => v + 1);
      setProblem(null);
      return track;
    } catch (error) {
      console.warn('[room] switch device', error);
      setProblem(mediaProblemOf(error));
      return null;
    }
  }, []);

  const setMicOn = useCallback((on: boolean) => {
    wanted.current.micOn = on;
    for (const track of streamRef.current?.getAudioTracks() ?? []) track.enabled = on;
    setMicState(on);
  }, []);

  const setCameraOn = useCallback((on: boolean) => {
    wanted.current.cameraOn = on;
    for (const track of streamRef.current?.getVideoTracks() ?? []) track.enabled = on;
    setCameraState(on);
  }, []);

  useEffect(() => {
    const mediaDevices = navigator.mediaDevices;
    if (!mediaDevices?.addEventListener) return;
    const changed = () => void listDevices();
    mediaDevices.addEventListener('devicechange', changed);
    return () => mediaDevices.removeEventListener('devicechange', changed);
  }, [listDevices]);

  const deviceIdOf = (kind: DeviceKind) => {
    const track = kind === 'videoinput' ? stream?.getVideoTracks()[0] : stream?.getAudioTracks()[0];
    return track?.getSettings().deviceId ?? null;
  };

  return {
    stream,
    /** Bumped each time the stream's tracks change (previews attach it again). */
    version,
    status,
    problem,
    cameras: devices.filter((device) => device.kind === 'videoinput'),
    microphones: devices.filter((device) => device.kind === 'audioinput'),
    cameraId: deviceIdOf('videoinput'),
    microphoneId: deviceIdOf('audioinput'),
    micOn,
    cameraOn,
    start,
    stop,
    switchDevice,
    setMicOn,
    setCameraOn,
  };
}

export type LocalMedia = ReturnType<typeof useLocalMedia>;
