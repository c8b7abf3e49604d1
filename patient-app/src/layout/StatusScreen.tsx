import { Container, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PageTitle } from './PageTitle';

type Props = { testId: string; title: string; body: string; action: ReactNode };

/** A full-page message with one action: page not found, a route that could not load, an unexpected error. */
export function StatusScreen({ testId, title, body, action }: Props) {
  return (
    <Container maxWidth="sm" data-testid={testId} sx={{ py: { xs: 6, sm: 10 } }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <PageTitle>{title}</PageTitle>
        <Typography color="text.secondary">{body}</Typography>
        {action}
      </Stack>
    </Container>
  );
}
