import { type Dispatch, type RefObject, type SetStateAction, useCallback } from 'react';
import { constraints, type DeviceKind, firstTrack, type WantedTracks } from './local-media.util';
import { type MediaProblem, mediaProblemOf } from './media-error.util';

type Options = {
  streamRef: RefObject<MediaStream | null>;
  wanted: RefObject<WantedTracks>;
  setVersion: Dispatch<SetStateAction<number>>;
  setProblem: Dispatch<SetStateAction<MediaProblem | null>>;
};

/** Another camera or microphone: its track replaces the current one in the stream; the caller gives it to the call. */
export function useDeviceSwitch({ streamRef, wanted, setVersion, setProblem }: Options) {
  return useCallback(
    async (kind: DeviceKind, deviceId: string): Promise<MediaStreamTrack | null> => {
      const current = streamRef.current;
      if (!current) return null;
      const old = firstTrack(current, kind);
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
    },
    [streamRef, wanted, setVersion, setProblem],
  );
}
