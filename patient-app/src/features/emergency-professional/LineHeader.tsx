import { Chip, Stack, Typography } from '@mui/material';
import { useT } from '../../i18n/locale.context';

/** The virtual line's title and, once the professional is online, whether its live updates are connected. */
export function LineHeader({ online, live }: { online: boolean; live: boolean }) {
  const t = useT();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
      <Typography variant="h4" component="h1">
        {t('emergencyProfessional.title')}
      </Typography>
      {online && (
        <Chip
          size="small"
          color={live ? 'success' : 'default'}
          variant={live ? 'filled' : 'outlined'}
          label={t(live ? 'emergencyProfessional.live' : 'emergencyProfessional.connecting')}
          data-testid={live ? 'line-live' : 'line-connecting'}
        />
      )}
    </Stack>
  );
}
