import { Chip, Stack } from '@mui/material';
import { useT } from '../../i18n/locale.context';
import { PageTitle } from '../../layout/PageTitle';

/** The virtual line's title and, once the professional is online, whether its live updates are connected. */
export function LineHeader({ online, live }: { online: boolean; live: boolean }) {
  const t = useT();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
      <PageTitle>{t('emergencyProfessional.title')}</PageTitle>
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
