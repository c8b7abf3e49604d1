import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import { Alert, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack } from '@mui/material';
import { useT } from '../../i18n/locale.context';

/**
 * Payment (SPEC §2 flow, §3 methods). Until the payments arrive, the only method is "pay on site", and the screen
 * says so plainly: nothing is charged online.
 */
export function PaymentStep() {
  const t = useT();
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id="payment-method-label">{t('schedule.payment.method')}</FormLabel>
        <RadioGroup aria-labelledby="payment-method-label" name="paymentMethod" value="ON_SITE" onChange={() => undefined}>
          <FormControlLabel value="ON_SITE" control={<Radio />} label={t('schedule.payment.onSite')} data-testid="payment-on-site" />
        </RadioGroup>
      </FormControl>
      <Alert severity="info" icon={<PaymentsOutlinedIcon />} data-testid="payment-on-site-note">
        {t('schedule.payment.onSiteNote')}
      </Alert>
    </Stack>
  );
}
