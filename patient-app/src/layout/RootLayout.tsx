import { Box } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { useSsoNavigate } from '../sso/sso-navigate.hook';

/** The root of every route: reports navigation to an embedding parent page. */
export function RootLayout() {
  useSsoNavigate();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Outlet />
    </Box>
  );
}
