import { useRef, useState } from 'react';
import type { PaymentPageFieldsFragment } from '../../gql/graphql';
import { useLocale } from '../../i18n/locale.context';
import { type Attempt, attemptFor, newIdempotencyKey, settleAttempt } from './attempt-key.util';
import { answeredByServer, type PaymentAction, type PaymentFailure, paymentFailureOf } from './payment-failure.util';

/** One payment mutation, given the attempt's idempotency key; answers the page it leads to. */
type Mutate = (idempotencyKey: string) => Promise<PaymentPageFieldsFragment | undefined>;

/**
 * Runs the payment calls one at a time (a call while another is under way is dropped), each with its attempt's
 * idempotency key: `busy` is the action under way, `failure` the last refusal. A page answered is given to `write`.
 */
export function usePaymentAttempts(write: (page: PaymentPageFieldsFragment) => void) {
  const locale = useLocale();
  const attempts = useRef<Partial<Record<PaymentAction, Attempt>>>({});
  const inFlight = useRef(false);
  const [busy, setBusy] = useState<PaymentAction | null>(null);
  const [failure, setFailure] = useState<PaymentFailure | null>(null);

  const perform = async (action: PaymentAction, signature: string, mutate: Mutate): Promise<PaymentPageFieldsFragment | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setBusy(action);
    setFailure(null);
    const attempt = attemptFor(attempts.current[action] ?? null, signature, newIdempotencyKey);
    attempts.current[action] = attempt;
    try {
      const page = await mutate(attempt.key);
      attempts.current[action] = settleAttempt(attempt, true);
      if (page) write(page);
      return page ?? null;
    } catch (error) {
      attempts.current[action] = settleAttempt(attempt, answeredByServer(error));
      setFailure(paymentFailureOf(error, action, locale));
      return null;
    } finally {
      inFlight.current = false;
      setBusy(null);
    }
  };

  return { busy, failure, clearFailure: () => setFailure(null), perform };
}
