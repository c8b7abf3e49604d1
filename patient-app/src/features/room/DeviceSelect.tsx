import { FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { useId } from 'react';
import { useT } from '../../i18n/locale.context';
import type { DeviceKind, LocalMedia } from './local-media.hook';

type Props = {
  kind: DeviceKind;
  media: Pick<LocalMedia, 'cameras' | 'microphones' | 'cameraId' | 'microphoneId'>;
  onSwitch: (kind: DeviceKind, deviceId: string) => void;
  disabled?: boolean;
};

/** The camera or microphone in use, by its name, and the others to switch to. */
export function DeviceSelect({ kind, media, onSwitch, disabled }: Props) {
  const t = useT();
  const id = useId();
  const devices = kind === 'videoinput' ? media.cameras : media.microphones;
  const value = kind === 'videoinput' ? media.cameraId : media.microphoneId;
  const label = kind === 'videoinput' ? t('room.device.camera') : t('room.device.microphone');
  const known = devices.some((device) => device.deviceId === value);
  return (
    <FormControl fullWidth size="small" disabled={disabled || devices.length === 0}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        label={label}
        value={known ? (value ?? '') : ''}
        onChange={(event) => onSwitch(kind, event.target.value)}
        data-testid={kind === 'videoinput' ? 'room-camera-select' : 'room-microphone-select'}
      >
        {devices.map((device, index) => (
          <MenuItem key={device.deviceId || index} value={device.deviceId}>
            {device.label || t(kind === 'videoinput' ? 'room.device.cameraN' : 'room.device.microphoneN', { n: index + 1 })}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
