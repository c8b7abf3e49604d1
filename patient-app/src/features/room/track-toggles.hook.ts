import { type RefObject, useCallback, useRef, useState } from 'react';
import type { WantedTracks } from './local-media.util';

/**
 * Whether the microphone and the camera are on: applied to the stream's tracks at once, and kept in `wanted` for the
 * tracks still to come (a stream being opened, a device being switched).
 */
export function useTrackToggles(streamRef: RefObject<MediaStream | null>) {
  const [micOn, setMicState] = useState(true);
  const [cameraOn, setCameraState] = useState(true);
  const wanted = useRef<WantedTracks>({ micOn: true, cameraOn: true });

  const setMicOn = useCallback(
    (on: boolean) => {
      wanted.current.micOn = on;
      for (const track of streamRef.current?.getAudioTracks() ?? []) track.enabled = on;
      setMicState(on);
    },
    [streamRef],
  );

  const setCameraOn = useCallback(
    (on: boolean) => {
      wanted.current.cameraOn = on;
      for (const track of streamRef.current?.getVideoTracks() ?? []) track.enabled = on;
      setCameraState(on);
    },
    [streamRef],
  );

  return { micOn, cameraOn, wanted, setMicOn, setCameraOn };
}
