import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A definition list of label / value rows (the confirmation, the final screen). */
export function BookingSummary({
  rows,
  testId,
}: {
  rows: ReadonlyArray<{ label: string; value: ReactNode; key: string }>;
  testId: string;
}) {
  return (
    <Stack component="dl" spacing={1.5} sx={{ m: 0 }} data-testid={testId}>
      {rows.map((row) => (
        <Box key={row.key} data-testid={`summary-${row.key}`}>
          <Typography component="dt" variant="overline" color="text.secondary" sx={{ lineHeight: 1.6 }}>
            {row.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {row.value}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
