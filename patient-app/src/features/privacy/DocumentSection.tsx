import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled part of the readable data document. */
export function DocumentSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, breakInside: 'avoid-page' }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

/** Label–value lines (a label may be empty: the value speaks for itself); empty values are left out. */
export function FactList({ title, facts }: { title?: string; facts: ReadonlyArray<readonly [string, string | null | undefined]> }) {
  const shown = facts.filter(([, value]) => value);
  return (
    <Box>
      {title && <Typography sx={{ fontWeight: 600 }}>{title}</Typography>}
      {shown.map(([label, value]) => (
        <Typography key={`${label}|${value}`} variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {label ? `${label}: ${value}` : value}
        </Typography>
      ))}
    </Box>
  );
}
