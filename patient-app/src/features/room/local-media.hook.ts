import { useRef } from 'react';
import { useDeviceSwitch } from './device-switch.hook';
import { type DeviceKind, firstTrack } from './local-media.util';
import { useLocalStream } from './local-stream.hook';
import { useMediaDevices } from './media-devices.hook';
import { useTrackToggles } from './track-toggles.hook';

export type { DeviceKind } from './local-media.util';

/**
 * The local camera and microphone of the room: one MediaStream from the connectivity test to the end of the call
 * (a device switch replaces its track in place, so a call that holds it keeps it), the devices to choose from, and
 * whether the microphone and camera are on. `stop` releases both devices.
 */
export function useLocalMedia() {
  const streamRef = useRef<MediaStream | null>(null);
  const { cameras, microphones, listDevices } = useMediaDevices();
  const { micOn, cameraOn, wanted, setMicOn, setCameraOn } = useTrackToggles(streamRef);
  const { stream, version, setVersion, status, problem, setProblem, start, stop } = useLocalStream({ streamRef, wanted, listDevices });
  const switchDevice = useDeviceSwitch({ streamRef, wanted, setVersion, setProblem });
  const deviceIdOf = (kind: DeviceKind) => firstTrack(stream, kind)?.getSettings().deviceId ?? null;

  return {
    stream,
    /** Bumped each time the stream's tracks change (previews attach it again). */
    version,
    status,
    problem,
    cameras,
    microphones,
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
