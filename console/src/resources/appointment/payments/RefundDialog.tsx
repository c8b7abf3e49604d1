import { useMutation } from '@apollo/client';
import { Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { AppointmentPayment } from '../../../providers/appointment.documents';
import { toGatewayError } from '../../../providers/gateway-error';
import { ConfirmActionDialog } from '../../ConfirmActionDialog';
import { formatBrl } from '../../plan/plan.money';
import { RefundPaymentDocument } from './payment.documents';
import { centsFromDigits, maskedAmount, newIdempotencyKey, refundAmountIssue, remainingRefundableCents } from './payment.helpers';

const t = (key: string) => `resources.appointments.payments.refund.${key}`;
const REASON_MAX = 500;

/**
 * "Refund": the amount (prefilled with what is left, typed in reais behind a BRL mask and sent as cents; empty gives
 * back all that is left) and the reason (required). The idempotency key is made when the dialog opens, so a retry
 * after a failure is the same request to the gateway.
 */
export function RefundDialog({
  payment,
  onClose,
  onRefunded,
}: {
  payment: AppointmentPayment;
  onClose: () => void;
  onRefunded: () => Promise<unknown> | undefined;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const remaining = remainingRefundableCents(payment);
  const [idempotencyKey] = useState(() => newIdempotencyKey());
  const [amountCents, setAmountCents] = useState<number | null>(remaining);
  const [reason, setReason] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [refund, { loading }] = useMutation(RefundPaymentDocument, { refetchQueries: ['PaymentRefunds'] });
  const remainingText = formatBrl(remaining, locale);

  const confirm = async () => {
    const issue = refundAmountIssue(amountCents, remaining);
    const trimmed = reason.trim();
    setAmountError(issue ? translate(t(`errors.${issue}`), { remaining: remainingText }) : null);
    setReasonError(trimmed === '' ? translate(t('errors.reason_required')) : null);
    if (issue || trimmed === '') return;
    setFormError(null);
    try {
      await refund({ variables: { paymentId: payment.id, amountCents, reason: trimmed, idempotencyKey } });
      notify(t('requested'), { type: 'info' });
      onClose();
      await onRefunded();
    } catch (error) {
      const failure = toGatewayError(error);
      const onAmount = failure.fields.find((f) => f.field === 'amountCents' || f.field === 'amount');
      const onReason = failure.fields.find((f) => f.field === 'reason');
      if (onAmount) setAmountError(onAmount.message);
      if (onReason) setReasonError(onReason.message);
      if (!onAmount && !onReason) setFormError(translate(failure.message, { _: failure.message }));
    }
  };

  return (
    <ConfirmActionDialog
      titleId="refund-payment-title"
      title={translate(t('title'), { protocol: payment.protocol })}
      text={translate(t('content'), { remaining: remainingText })}
      error={formError}
      errorTestId="refund-error"
      busy={loading}
      onClose={onClose}
      onConfirm={confirm}
      confirmLabel={translate(t('confirm'))}
      confirmTestId="refund-confirm"
    >
      <Stack spacing={2}>
        <TextField
          autoFocus
          fullWidth
          name="amount"
          label={translate(t('amount'))}
          value={maskedAmount(amountCents, locale)}
          onChange={(event) => {
            setAmountCents(centsFromDigits(event.target.value));
            setAmountError(null);
          }}
          error={amountError !== null}
          helperText={amountError ?? translate(t('amount_helper'))}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', 'data-testid': 'refund-amount' } }}
        />
        <TextField
          fullWidth
          multiline
          minRows={2}
          required
          name="reason"
          label={translate(t('reason'))}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(null);
          }}
          error={reasonError !== null}
          helperText={reasonError ?? ' '}
          slotProps={{ htmlInput: { maxLength: REASON_MAX, 'data-testid': 'refund-reason' } }}
        />
      </Stack>
    </ConfirmActionDialog>
  );
}
