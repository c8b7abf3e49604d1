import { Box, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { cardBrand } from '@teleconsulta/schema';
import { type ChangeEvent, type FormEvent, useRef } from 'react';
import type { InstallmentOptionFieldsFragment } from '../../gql/graphql';
import { useLocale, useT } from '../../i18n/locale.context';
import type { CardField, CardForm as CardFormValue } from './card-form.util';
import { maskCardNumberInput, maskSecurityCodeInput, maskValidityInput } from './card-mask.util';
import { installmentLabel } from './installment-label.util';
import { useMoney } from './money.hook';

type Option = Omit<InstallmentOptionFieldsFragment, '__typename'>;

type Props = {
  value: CardFormValue;
  onChange: (value: CardFormValue) => void;
  options: readonly Option[];
  installments: number;
  onInstallments: (installments: number) => void;
  /** Each field's message (the form's own checks, or the server's), by PayInput name. */
  errors: Partial<Record<CardField | 'installments', string>>;
  busy: boolean;
  submitLabel: string;
  /** Called on submit; answers false when the form has errors (the focus then goes to the first one). */
  onSubmit: () => boolean;
};

/** The card's fields, masked as they are printed on the card, the installments and the Pay button. */
export function CardForm({ value, onChange, options, installments, onInstallments, errors, busy, submitLabel, onSubmit }: Props) {
  const t = useT();
  const locale = useLocale();
  const money = useMoney();
  const form = useRef<HTMLFormElement>(null);
  const amex = cardBrand(value.cardNumber) === 'AMEX';
  const set = (field: CardField, text: string) => onChange({ ...value, [field]: text });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!onSubmit()) requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };
  const helper = (field: CardField | 'installments') => ({
    error: Boolean(errors[field]),
    helperText: errors[field],
  });
  /** What every card input shares: required, its id and name, its value masked as typed, its error under it. */
  const cardInput = (field: CardField, mask: (typed: string) => string = (typed) => typed) => ({
    required: true,
    id: `payment-${field}`,
    name: field,
    value: value[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(field, mask(event.target.value)),
    ...helper(field),
  });

  return (
    <Stack component="form" ref={form} spacing={2} noValidate onSubmit={submit} data-testid="payment-card-form">
      <TextField
        {...cardInput('cardNumber', (typed) => maskCardNumberInput(typed, cardBrand(typed) === 'AMEX'))}
        fullWidth
        label={t('payment.card.number')}
        placeholder={amex ? '0000 000000 00000' : '0000 0000 0000 0000'}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-number', 'data-testid': 'payment-card-number' } }}
      />
      <TextField
        {...cardInput('holderName')}
        fullWidth
        label={t('payment.card.holder')}
        slotProps={{ htmlInput: { autoComplete: 'cc-name', maxLength: 50, 'data-testid': 'payment-card-holder' } }}
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', '& > *': { flex: '1 1 10rem' } }}>
        <TextField
          {...cardInput('validity', maskValidityInput)}
          label={t('payment.card.validity')}
          placeholder="MM/YY"
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-exp', 'data-testid': 'payment-card-validity' } }}
        />
        <TextField
          {...cardInput('securityCode', (typed) => maskSecurityCodeInput(typed, amex))}
          label={t('payment.card.securityCode')}
          placeholder={amex ? '0000' : '000'}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-csc', 'data-testid': 'payment-card-cvv' } }}
        />
      </Box>
      {options.length > 0 && (
        <TextField
          select
          fullWidth
          id="payment-installments"
          name="installments"
          label={t('payment.card.installments')}
          value={String(installments)}
          onChange={(event) => onInstallments(Number(event.target.value))}
          {...helper('installments')}
          slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'payment-installments' } }}
        >
          {options.map((option) => (
            <option key={option.installments} value={String(option.installments)}>
              {installmentLabel(option, locale, money)}
            </option>
          ))}
        </TextField>
      )}
      <Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          aria-busy={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          data-testid="payment-submit"
        >
          {submitLabel}
        </Button>
      </Box>
    </Stack>
  );
}
