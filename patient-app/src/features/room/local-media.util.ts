export type DeviceKind = 'videoinput' | 'audioinput';

/** Whether the user wants the microphone and the camera on: new tracks start so. */
export type WantedTracks = { micOn: boolean; cameraOn: boolean };

const VIDEO: MediaTrackConstraints = { width: { ideal: 1280 }, height: { ideal: 720 } };
const AUDIO: MediaTrackConstraints = { echoCancellation: true, noiseSuppression: true };

/** getUserMedia's constraints for one kind of device: the given one, or the browser's choice. */
export function constraints(kind: DeviceKind, deviceId: string | null): MediaStreamConstraints {
  const base = kind === 'videoinput' ? VIDEO : AUDIO;
  const track = deviceId ? { ...base, deviceId: { exact: deviceId } } : base;
  return kind === 'videoinput' ? { video: track } : { audio: track };
}

/** Releases every device a stream holds. */
export const stopAll = (stream: MediaStream | null) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

/** The stream's camera or microphone track. */
export const firstTrack = (stream: MediaStream | null, kind: DeviceKind): MediaStreamTrack | undefined =>
  kind === 'videoinput' ? stream?.getVideoTracks()[0] : stream?.getAudioTracks()[0];
