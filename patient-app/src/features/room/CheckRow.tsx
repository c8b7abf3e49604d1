import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import { CircularProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export type Check = 'checking' | 'ok' | 'failed';

/** One line of the connectivity test: what is checked, how it went (a spinner, a tick or a cross), what it found. */
export function CheckRow({
  icon,
  label,
  check,
  detail,
  children,
}: {
  icon: ReactNode;
  label: string;
  check: Check;
  detail?: string;
  children?: ReactNode;
}) {
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {icon}
        <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>{label}</Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
        )}
        {check === 'checking' ? (
          <CircularProgress size={18} aria-hidden />
        ) : check === 'ok' ? (
          <CheckCircleIcon color="success" aria-hidden />
        ) : (
          <ErrorIcon color="error" aria-hidden />
        )}
      </Stack>
      {children}
    </Stack>
  );
}
