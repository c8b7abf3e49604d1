import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { Box, Button, type SxProps, type Theme } from '@mui/material';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/locale.context';

type Props = {
  stream: MediaStream | null;
  /** Bumped when the stream's tracks change: attached again. */
  version?: number;
  /** The local preview: muted (no echo) and mirrored. */
  local?: boolean;
  testId: 'local-video' | 'remote-video';
  label: string;
  sx?: SxProps<Theme>;
  /** Shown over the video while there is no stream (or the camera is off). */
  placeholder?: ReactNode;
};

/**
 * A <video> showing a MediaStream. A remote one the browser will not play with sound before a click (autoplay policy)
 * plays muted, with a button to turn the sound on.
 */
export function VideoView({ stream, version = 0, local = false, testId, label, sx, placeholder }: Props) {
  const t = useT();
  const ref = useRef<HTMLVideoElement>(null);
  const [soundBlocked, setSoundBlocked] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version means the same stream with other tracks
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = stream;
    if (!stream) return;
    video.play().catch((error: unknown) => {
      if (local || (error as { name?: string }).name !== 'NotAllowedError') return;
      video.muted = true;
      setSoundBlocked(true);
      void video.play().catch(() => undefined);
    });
    // A removed element lets go of the stream (it would hold the camera's frames otherwise).
    return () => {
      video.srcObject = null;
    };
  }, [stream, version, local]);

  const unmute = () => {
    const video = ref.current;
    if (!video) return;
    video.muted = false;
    void video.play().then(
      () => setSoundBlocked(false),
      () => undefined,
    );
  };

  return (
    <Box sx={{ position: 'relative', bgcolor: 'grey.900', overflow: 'hidden', ...sx }}>
      <video
        ref={ref}
        data-testid={testId}
        aria-label={label}
        autoPlay
        playsInline
        muted={local}
        style={{
          display: 'block',
          width: '100%',
          height: '100%',
          objectFit: local ? 'cover' : 'contain',
          transform: local ? 'scaleX(-1)' : undefined,
        }}
      />
      {placeholder && (
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            color: 'grey.100',
            textAlign: 'center',
            p: 2,
            bgcolor: 'rgba(0,0,0,0.55)',
          }}
        >
          {placeholder}
        </Box>
      )}
      {soundBlocked && (
        <Button
          variant="contained"
          size="small"
          startIcon={<VolumeUpIcon />}
          onClick={unmute}
          sx={{ position: 'absolute', left: '50%', bottom: 16, transform: 'translateX(-50%)' }}
          data-testid="room-unmute-remote"
        >
          {t('room.video.enableSound')}
        </Button>
      )}
    </Box>
  );
}
