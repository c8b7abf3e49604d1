import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import type { PaymentPageFieldsFragment } from '../../gql/graphql';
import { PaymentByAccessDocument, PaymentChangedDocument } from './payment.documents';
import { usePaymentActions } from './payment-actions.hook';
import { type PaymentView, paymentView } from './payment-view.util';

/**
 * The payment page of one appointment (paymentByAccess) and which screen it calls for. It follows paymentChanged, so
 * an analysis that ends or a PIX the bank pays shows up without a reload; the actions' answers are written in too.
 * `onChange` hears each new page.
 */
export function usePaymentPage(
  access: string,
  protocol: string,
  onChange: ((page: PaymentPageFieldsFragment, view: PaymentView) => void) | undefined,
) {
  const variables = { access, protocol };
  const { data, error } = useQuery(PaymentByAccessDocument, { variables, fetchPolicy: 'network-only' });
  const actions = usePaymentActions(access, protocol);
  const { write } = actions;
  useSubscription(PaymentChangedDocument, {
    variables,
    onData: ({ data: event }) => {
      const page = event.data?.paymentChanged;
      if (page) write(page);
    },
  });

  const page = data?.paymentByAccess ?? null;
  const view = page ? paymentView(page) : null;
  const told = useRef(onChange);
  told.current = onChange;
  useEffect(() => {
    if (page && view) told.current?.(page, view);
  }, [page, view]);

  return { loaded: data !== undefined, error, page, view, actions };
}
