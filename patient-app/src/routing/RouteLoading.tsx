import { Box, CircularProgress } from '@mui/material';
import { useT } from '../i18n/locale.context';

/** Centred spinner while a route chunk or its data loads. */
export function RouteLoading() {
  const t = useT();
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}
