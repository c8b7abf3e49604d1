import { useMutation } from '@apollo/client';
import { FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { AppointmentRecord } from '../../../providers/appointment.documents';
import { ConfirmActionDialog } from '../../ConfirmActionDialog';
import { formatBrl } from '../../plan/plan.money';
import { centsFromDigits, maskedAmount, newIdempotencyKey } from '../payments/payment.helpers';
import { actionFailure } from './action-failure';
import { ConfirmOnSitePaymentDocument } from './reception.documents';
import { ON_SITE_METHODS, type OnSiteMethod, onSitePaymentIssues, RECEIPT_MAX } from './reception.rules';

const t = (key: string) => `resources.appointments.actions.on_site.${key}`;

/**
 * "Confirm on-site payment": how it was paid (cash, card machine, PIX), the receipt number (required) and the amount
 * (the price by default, never above it). The idempotency key is made when the dialog opens, so a retry after a
 * failure is the same request. On success the appointment is paid and the page reads it again.
 */
export function OnSitePaymentDialog({
  appointment,
  onClose,
  onDone,
}: {
  appointment: AppointmentRecord;
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const methodLabelId = useId();
  const price = appointment.priceCents;
  const priceText = formatBrl(price, locale);
  const [idempotencyKey] = useState(() => newIdempotencyKey());
  const [method, setMethod] = useState<OnSiteMethod>('CASH');
  const [receiptNumber, setReceiptNumber] = useState('');
  const [amountCents, setAmountCents] = useState<number | null>(price);
  const [receiptError, setReceiptError] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmPayment, { loading }] = useMutation(ConfirmOnSitePaymentDocument);

  const confirm = async () => {
    const issues = onSitePaymentIssues({ receiptNumber, amountCents }, price);
    setReceiptError(issues.receiptNumber ? translate(t(`errors.receipt_${issues.receiptNumber}`), { max: RECEIPT_MAX }) : null);
    setAmountError(issues.amount ? translate(t(`errors.amount_${issues.amount}`), { price: priceText }) : null);
    if (issues.receiptNumber || issues.amount) return;
    setFormError(null);
    try {
      await confirmPayment({
        variables: {
          appointmentId: appointment.id,
          input: { method, receiptNumber: receiptNumber.trim(), amountCents },
          idempotencyKey,
        },
      });
      notify(t('done'), { type: 'success' });
      onClose();
      await onDone();
    } catch (error) {
      const failure = actionFailure(error, translate, {
        receiptNumber: 'receiptNumber',
        'input.receiptNumber': 'receiptNumber',
        amountCents: 'amountCents',
        'input.amountCents': 'amountCents',
      });
      setReceiptError(failure.fields.receiptNumber ?? null);
      setAmountError(failure.fields.amountCents ?? null);
      setFormError(failure.form);
    }
  };

  return (
    <ConfirmActionDialog
      tone="primary"
      titleId="on-site-payment-title"
      title={translate(t('title'), { protocol: appointment.protocol })}
      text={translate(t('content'), { price: priceText })}
      error={formError}
      errorTestId="on-site-error"
      busy={loading}
      onClose={onClose}
      onConfirm={confirm}
      confirmLabel={translate(t('confirm'))}
      confirmTestId="on-site-confirm"
    >
      <Stack spacing={2}>
        <div>
          <FormLabel id={methodLabelId}>{translate(t('method'))}</FormLabel>
          <RadioGroup
            row
            name="method"
            aria-labelledby={methodLabelId}
            value={method}
            onChange={(event) => setMethod(event.target.value as OnSiteMethod)}
          >
            {ON_SITE_METHODS.map((m) => (
              <FormControlLabel
                key={m}
                value={m}
                control={<Radio slotProps={{ input: { 'data-testid': `on-site-method-${m}` } as object }} />}
                label={translate(t(`methods.${m}`))}
              />
            ))}
          </RadioGroup>
        </div>
        <TextField
          autoFocus
          fullWidth
          required
          name="receiptNumber"
          label={translate(t('receipt'))}
          value={receiptNumber}
          onChange={(event) => {
            setReceiptNumber(event.target.value);
            setReceiptError(null);
          }}
          error={receiptError !== null}
          helperText={receiptError ?? translate(t('receipt_helper'))}
          slotProps={{ htmlInput: { maxLength: RECEIPT_MAX, autoComplete: 'off', 'data-testid': 'on-site-receipt' } }}
        />
        <TextField
          fullWidth
          required
          name="amountCents"
          label={translate(t('amount'))}
          value={maskedAmount(amountCents, locale)}
          onChange={(event) => {
            setAmountCents(centsFromDigits(event.target.value));
            setAmountError(null);
          }}
          error={amountError !== null}
          helperText={amountError ?? translate(t('amount_helper'), { price: priceText })}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', 'data-testid': 'on-site-amount' } }}
        />
      </Stack>
    </ConfirmActionDialog>
  );
}
