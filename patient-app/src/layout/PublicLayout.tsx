import { AppBar, Container, Toolbar, Typography } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { env } from '../env';

/** Pages reached by a short link without signing in (SPEC §2 public routes): the product's bar and the page. */
export function PublicLayout() {
  return (
    <>
      <AppBar position="static" elevation={0}>
        <Toolbar>
          <Typography variant="h6" component="div" noWrap>
            {env.productName}
          </Typography>
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="sm" sx={{ py: { xs: 3, sm: 5 } }}>
        <Outlet />
      </Container>
    </>
  );
}
