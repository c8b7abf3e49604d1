import { AppBar, Container, Toolbar, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { env } from '../../env';

/** The room's own frame: the product's bar and a wide page (the call needs the width a public page does not). */
export function RoomShell({ children }: { children: ReactNode }) {
  return (
    <>
      <AppBar position="static" elevation={0}>
        <Toolbar variant="dense">
          <Typography variant="h6" component="div" noWrap>
            {env.productName}
          </Typography>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, sm: 3 }, px: { xs: 1.5, sm: 3 } }}>
        {children}
      </Container>
    </>
  );
}
