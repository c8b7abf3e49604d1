import { Button, Typography } from '@mui/material';
import { useT } from '../../i18n/locale.context';
import { StepCard } from './StepCard';

/** Step 3, payment: the clinics here do not charge for the emergency attendance (see docs/decisions.md). */
export function PaymentStep({ busy, onDone }: { busy: boolean; onDone: () => void }) {
  const t = useT();
  return (
    <StepCard title={t('emergencyPerson.payment.title')} testId="emergency-payment">
      <Typography>{t('emergencyPerson.payment.none')}</Typography>
      <Button
        variant="contained"
        disabled={busy}
        onClick={onDone}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="emergency-payment-continue"
      >
        {t('emergencyPerson.payment.continue')}
      </Button>
    </StepCard>
  );
}
