import CreditCardIcon from '@mui/icons-material/CreditCard';
import PixIcon from '@mui/icons-material/Pix';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Box, FormControl, FormControlLabel, FormLabel, Paper, Radio, RadioGroup, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import type { PaymentMethod } from '../../gql/graphql';
import { useT } from '../../i18n/locale.context';

/** The test id suffix of a method: payment-method-card, payment-method-pix, payment-method-on-site. */
export const METHOD_SLUG: Record<PaymentMethod, string> = { CREDIT_CARD: 'card', PIX: 'pix', ON_SITE: 'on-site' };

const ICONS: Record<PaymentMethod, ReactNode> = {
  CREDIT_CARD: <CreditCardIcon aria-hidden />,
  PIX: <PixIcon aria-hidden />,
  ON_SITE: <StorefrontIcon aria-hidden />,
};

type Props = {
  methods: readonly PaymentMethod[];
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
};

/** The clinic's methods as radio cards: the whole card is the radio's label, so it can be clicked anywhere. */
export function MethodChoice({ methods, value, onChange, disabled = false }: Props) {
  const t = useT();
  const labelId = useId();
  return (
    <FormControl disabled={disabled}>
      <FormLabel id={labelId} sx={{ mb: 1 }}>
        {t('payment.method.label')}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name="paymentMethod"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value as PaymentMethod)}
        sx={{ gap: 1 }}
      >
        {methods.map((method) => (
          <Paper
            key={method}
            variant="outlined"
            sx={{ px: 1.5, py: 0.5, borderColor: value === method ? 'primary.main' : undefined, borderWidth: value === method ? 2 : 1 }}
          >
            <FormControlLabel
              value={method}
              control={<Radio />}
              data-testid={`payment-method-${METHOD_SLUG[method]}`}
              sx={{ m: 0, width: '100%', alignItems: 'center' }}
              label={
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}>
                  <Box sx={{ display: 'flex', color: 'text.secondary' }}>{ICONS[method]}</Box>
                  <Box>
                    <Typography>{t(`payment.method.${method}`)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t(`payment.method.hint.${method}`)}
                    </Typography>
                  </Box>
                </Box>
              }
            />
          </Paper>
        ))}
      </RadioGroup>
    </FormControl>
  );
}
