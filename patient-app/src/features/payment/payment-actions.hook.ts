import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { useApolloClient } from '@apollo/client/react';
import { type ErrorCode, errorText } from '@teleconsulta/schema';
import { useCallback, useRef, useState } from 'react';
import { errorCodeOf, type Feedback, feedbackFromError } from '../../errors/error-feedback.mappers';
import type { PayInput, PaymentPageFieldsFragment } from '../../gql/graphql';
import { useLocale } from '../../i18n/locale.context';
import { type Attempt, attemptFor, newIdempotencyKey, settleAttempt } from './attempt-key.util';
import {
  CancelPixPaymentDocument,
  ConfirmPaymentDocument,
  PayAppointmentDocument,
  PaymentByAccessDocument,
  PayOnSiteDocument,
} from './payment.documents';

export type PaymentAction = 'card' | 'pix' | 'cancelPix' | 'confirm' | 'onSite';

/** A refused call: its translated feedback and code, and which action it answered. */
export type PaymentFailure = Feedback & { action: PaymentAction; code: string | undefined };

/** The payment codes whose text is the SPEC §8 catalogue's, word for word. */
const CATALOGUE_CODES: readonly ErrorCode[] = ['PAYMENT_NOT_ACCEPTED', 'PAYMENT_NOT_FOUND', 'PAYMENT_IN_ANALYSIS', 'VOUCHER_NOT_APPLY'];

/** The server answered (a GraphQL error, a 4xx): the attempt is over. Anything else may not have reached it. */
export function answeredByServer(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) || (ServerError.is(error) && error.statusCode < 500);
}

/**
 * The payment mutations of one appointment. Each sends an idempotency key made once per user attempt: a retry of the
 * same input after a network failure reuses it, an answered attempt or other input makes a new one. The page each
 * answers is written into the paymentByAccess query, so the screen follows it (as it follows the subscription).
 */
export function usePaymentActions(access: string, protocol: string) {
  const client = useApolloClient();
  const locale = useLocale();
  const attempts = useRef<Partial<Record<PaymentAction, Attempt>>>({});
  const inFlight = useRef(false);
  const [busy, setBusy] = useState<PaymentAction | null>(null);
  const [failure, setFailure] = useState<PaymentFailure | null>(null);

  const write = useCallback(
    (page: PaymentPageFieldsFragment) =>
      client.cache.writeQuery({ query: PaymentByAccessDocument, variables: { access, protocol }, data: { paymentByAccess: page } }),
    [client, access, protocol],
  );

  const perform = async (
    action: PaymentAction,
    signature: string,
    mutate: (idempotencyKey: string) => Promise<PaymentPageFieldsFragment | undefined>,
  ): Promise<PaymentPageFieldsFragment | null> => {
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
      const code = errorCodeOf(error);
      const feedback = feedbackFromError(error, locale);
      const catalogued = code && (CATALOGUE_CODES as readonly string[]).includes(code) ? errorText(code as ErrorCode, locale) : null;
      setFailure({ ...feedback, message: catalogued ?? feedback.message, action, code });
      return null;
    } finally {
      inFlight.current = false;
      setBusy(null);
    }
  };

  const pay = (input: PayInput) =>
    perform(input.method === 'PIX' ? 'pix' : 'card', JSON.stringify(input), (idempotencyKey) =>
      client
        .mutate({ mutation: PayAppointmentDocument, variables: { access, protocol, input, idempotencyKey } })
        .then((result) => result.data?.payAppointment),
    );

  const cancelPix = () =>
    perform('cancelPix', protocol, (idempotencyKey) =>
      client
        .mutate({ mutation: CancelPixPaymentDocument, variables: { access, protocol, idempotencyKey } })
        .then((result) => result.data?.cancelPixPayment),
    );

  return {
    busy,
    failure,
    clearFailure: () => setFailure(null),
    /** Writes a page the subscription brought. */
    write,
    pay,
    cancelPix,
    /** "I have paid": PAYMENT_NOT_FOUND while the bank has not paid it yet. */
    confirm: () =>
      perform('confirm', protocol, (idempotencyKey) =>
        client
          .mutate({ mutation: ConfirmPaymentDocument, variables: { access, protocol, idempotencyKey } })
          .then((result) => result.data?.confirmPayment),
      ),
    onSite: () =>
      perform('onSite', access, (idempotencyKey) =>
        client.mutate({ mutation: PayOnSiteDocument, variables: { access, idempotencyKey } }).then((result) => result.data?.payOnSite),
      ),
    /** An expired PIX: cancelled, then a new one made (SPEC §4). */
    redoPix: async (voucher: string | null) => {
      const cancelled = await cancelPix();
      return cancelled ? pay({ method: 'PIX', ...(voucher ? { voucher } : {}) }) : null;
    },
  };
}

export type PaymentActions = ReturnType<typeof usePaymentActions>;
