import { Box, type SxProps, type Theme, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type Props = { title: ReactNode; intro: ReactNode; variant?: 'h5' | 'h6'; introSx?: SxProps<Theme> };

/** A screen's or a card's title (an h2) with the sentence that introduces it underneath. */
export function SectionHeading({ title, intro, variant = 'h6', introSx }: Props) {
  return (
    <Box>
      <Typography variant={variant} component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={introSx}>
        {intro}
      </Typography>
    </Box>
  );
}
