import PhoneIcon from '@mui/icons-material/Phone';
import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { useT } from '../../i18n/locale.context';

/** A red-flag answer: call SAMU 192 or go to an emergency room, rather than only waiting in the queue. */
export function RedFlagAdvice() {
  const t = useT();
  return (
    <Alert severity="error" variant="filled" role="alert" data-testid="red-flag-advice" icon={false}>
      <AlertTitle sx={{ fontWeight: 700 }}>{t('emergencyPerson.redFlag.title')}</AlertTitle>
      <Stack spacing={1.5}>
        <span>{t('emergencyPerson.redFlag.body')}</span>
        <Button
          href="tel:192"
          variant="contained"
          color="inherit"
          startIcon={<PhoneIcon />}
          sx={{ alignSelf: 'flex-start', color: 'error.main', bgcolor: 'common.white', '&:hover': { bgcolor: 'grey.100' } }}
          data-testid="call-samu"
        >
          {t('emergencyPerson.redFlag.call')}
        </Button>
      </Stack>
    </Alert>
  );
}
