import { useCallback, useEffect, useState } from 'react';

/** The cameras and microphones to choose from, listed again when a device is plugged in or out. */
export function useMediaDevices() {
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);

  const listDevices = useCallback(async () => {
    const all = await navigator.mediaDevices?.enumerateDevices?.().catch(() => []);
    setDevices((all ?? []).filter((device) => device.kind === 'videoinput' || device.kind === 'audioinput'));
  }, []);

  useEffect(() => {
    const mediaDevices = navigator.mediaDevices;
    if (!mediaDevices?.addEventListener) return;
    const changed = () => void listDevices();
    mediaDevices.addEventListener('devicechange', changed);
    return () => mediaDevices.removeEventListener('devicechange', changed);
  }, [listDevices]);

  return {
    cameras: devices.filter((device) => device.kind === 'videoinput'),
    microphones: devices.filter((device) => device.kind === 'audioinput'),
    listDevices,
  };
}
