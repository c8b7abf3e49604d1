import { type RefObject, useCallback, useRef, useState } from 'react';
import { constraints, stopAll, type WantedTracks } from './local-media.util';
import { browserSupportsRoom, type MediaProblem, mediaProblemOf } from './media-error.util';

export type MediaStatus = 'idle' | 'starting' | 'ready' | 'failed';

type Options = {
  /** Holds the stream as soon as it is open (a device switch and the toggles read it). */
  streamRef: RefObject<MediaStream | null>;
  /** The microphone and camera as the user wants them: the new tracks start so. */
  wanted: RefObject<WantedTracks>;
  /** Lists the devices again once the browser has granted them (their labels come then). */
  listDevices: () => Promise<void>;
};

/**
 * The room's one MediaStream of the camera and the microphone: `start` opens it (a stream already open is released
 * first), `stop` releases it. `version` is bumped each time its tracks change.
 */
export function useLocalStream({ streamRef, wanted, listDevices }: Options) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [version, setVersion] = useState(0);
  const [status, setStatus] = useState<MediaStatus>('idle');
  const [problem, setProblem] = useState<MediaProblem | null>(null);
  /** Bumped by stop(): a getUserMedia still running when it is called releases what it gets. */
  const generation = useRef(0);

  const stop = useCallback(() => {
    generation.current += 1;
    stopAll(streamRef.current);
    streamRef.current = null;
    setStream(null);
    setStatus('idle');
  }, [streamRef]);

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
  }, [streamRef, wanted, listDevices, stop]);

  return { stream, version, setVersion, status, problem, setProblem, start, stop };
}
