import { Alert, AlertTitle, Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type Props = {
  text: string;
  /** A second paragraph (the connectivity tips). */
  detail?: string | null;
  severity?: 'error' | 'warning' | 'info' | 'success';
  title?: string;
  action?: ReactNode;
};

/** A stopped or refused room's message (payment due, unavailable, another location, inactivity) and its one action. */
export function RoomMessage({ text, detail, severity = 'warning', title, action }: Props) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity={severity} data-testid="room-message" sx={{ width: '100%' }} role={severity === 'error' ? 'alert' : 'status'}>
        {title && <AlertTitle>{title}</AlertTitle>}
        <Typography component="span">{text}</Typography>
        {detail && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {detail}
          </Typography>
        )}
      </Alert>
      {action && <Box>{action}</Box>}
    </Stack>
  );
}
