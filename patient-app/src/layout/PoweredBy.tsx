import { Box, Typography } from '@mui/material';
import { env } from '../env';
import { useT } from '../i18n/locale.context';

/** "Powered by …" at the foot of the page, for the companies whose contract says so (DISPLAY_POWERED_BY). */
export function PoweredBy({ show }: { show: boolean }) {
  const t = useT();
  if (!show) return null;
  return (
    <Box component="footer" sx={{ py: 3, textAlign: 'center' }}>
      <Typography variant="caption" color="text.secondary" data-testid="powered-by">
        {t('footer.poweredBy', { product: env.productName })}
      </Typography>
    </Box>
  );
}
