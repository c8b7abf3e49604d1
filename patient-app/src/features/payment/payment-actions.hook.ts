import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import type { PayInput, PaymentPageFieldsFragment } from '../../gql/graphql';
import {
  CancelPixPaymentDocument,
  ConfirmPaymentDocument,
  PayAppointmentDocument,
  PaymentByAccessDocument,
  PayOnSiteDocument,
} from './payment.documents';
import { usePaymentAttempts } from './payment-attempt.hook';

export type { PaymentAction, PaymentFailure } from './payment-failure.util';

/**
 * The payment mutations of one appointment. Each sends an idempotency key made once per user attempt: a retry of the
 * same input after a network failure reuses it, an answered attempt or other input makes a new one. The page each
 * answers is written into the paymentByAccess query, so the screen follows it (as it follows the subscription).
 */
export function usePaymentActions(access: string, protocol: string) {
  const client = useApolloClient();
  const write = useCallback(
    (page: PaymentPageFieldsFragment) =>
      client.cache.writeQuery({ query: PaymentByAccessDocument, variables: { access, protocol }, data: { paymentByAccess: page } }),
    [client, access, protocol],
  );

  const { busy, failure, clearFailure, perform } = usePaymentAttempts(write);

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
    clearFailure,
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
