import type { SxProps, Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/locale.context';
import type { LocalMedia } from './local-media.hook';
import { VideoView } from './VideoView';

/** The preview's frame before the call: 4:3 with round corners. */
const PREVIEW_SX = { aspectRatio: '4 / 3', borderRadius: 2 } as const;

type Props = { media: LocalMedia; sx?: SxProps<Theme>; placeholder?: ReactNode };

/** The user's own camera ("You"): muted and mirrored, attached again whenever its tracks change. */
export function LocalVideo({ media, sx = PREVIEW_SX, placeholder }: Props) {
  const t = useT();
  return (
    <VideoView
      stream={media.stream}
      version={media.version}
      local
      testId="local-video"
      label={t('room.video.you')}
      sx={sx}
      placeholder={placeholder}
    />
  );
}
