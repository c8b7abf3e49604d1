import { Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A page's one h1, in the app's page title style. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h4" component="h1">
      {children}
    </Typography>
  );
}
