import { Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One screen of the patient's flow: a titled card. */
export function StepCard({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid={testId}>
      <Stack spacing={2.5}>
        <Typography variant="h5" component="h2">
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}
