import { Alert } from '@mui/material';
import type { PaymentFailure } from './payment-actions.hook';

/**
 * Why the last payment action was refused. A card's field errors show under its inputs, so a card failure shows only
 * its general message here; the other actions show their first field error when they have no message.
 */
export function PaymentFailureAlert({ failure }: { failure: PaymentFailure | null }) {
  const text = failure ? (failure.message ?? (failure.action === 'card' ? null : Object.values(failure.fieldErrors)[0])) : null;
  return text ? (
    <Alert severity="error" role="alert" data-testid="payment-error">
      {text}
    </Alert>
  ) : null;
}
