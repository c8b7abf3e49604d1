import { normaliseCardNumber } from '@teleconsulta/schema';
import { useState } from 'react';
import type { PaymentMethod, PaymentPageFieldsFragment } from '../../gql/graphql';
import { useLocale } from '../../i18n/locale.context';
import { type CardForm, cardFormErrors, EMPTY_CARD } from './card-form.util';
import { discountedInstallments } from './discounted-installments.util';
import type { PaymentActions } from './payment-actions.hook';
import type { PaymentView } from './payment-view.util';
import type { AppliedVoucher } from './VoucherField';

/**
 * What the patient chose on the payment page: the method (the only one the clinic takes, or the refused card's, until
 * they pick one), the card as typed, the installments and the voucher, with the price they lead to and the card's
 * errors (its own checks once tried, the server's for the last payment). Null until the page is read.
 */
export function usePaymentChoice(page: PaymentPageFieldsFragment | null, view: PaymentView | null, actions: PaymentActions) {
  const locale = useLocale();
  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const [card, setCard] = useState<CardForm>(EMPTY_CARD);
  const [installments, setInstallments] = useState(1);
  const [tried, setTried] = useState(false);
  const [voucher, setVoucher] = useState<AppliedVoucher | null>(null);
  if (!page) return null;

  const { current } = page;
  const { failure } = actions;
  const method: PaymentMethod | null =
    chosen && page.methods.includes(chosen)
      ? chosen
      : page.methods.length === 1
        ? page.methods[0]!
        : current?.status === 'REFUSED' && page.methods.includes(current.method)
          ? current.method
          : null;
  const discount =
    view === 'choose'
      ? voucher
      : current && current.discountCents > 0
        ? { discountCents: current.discountCents, totalCents: current.totalCents }
        : null;
  const options = voucher ? discountedInstallments(page.installmentOptions, page.priceCents, voucher.totalCents) : page.installmentOptions;
  const option = options.find((o) => o.installments === installments) ?? options[0] ?? null;
  const clientErrors = tried ? cardFormErrors(card, locale) : {};
  const serverErrors = failure?.action === 'card' ? failure.fieldErrors : {};

  return {
    method,
    card,
    voucher,
    discount,
    options,
    option,
    /** What the Pay button says: the installments' total, else the price after the voucher. */
    dueCents: option?.totalCents ?? voucher?.totalCents ?? page.priceCents,
    cardErrors: { ...serverErrors, ...clientErrors },
    setInstallments,
    choose: (next: PaymentMethod) => {
      setChosen(next);
      actions.clearFailure();
    },
    changeCard: (next: CardForm) => {
      setCard(next);
      if (failure?.action === 'card' && Object.keys(failure.fieldErrors).length > 0) actions.clearFailure();
    },
    applyVoucher: (applied: AppliedVoucher | null) => {
      setVoucher(applied);
      actions.clearFailure();
    },
    /** Pays by card; false when the card has errors (nothing is sent). */
    submitCard: () => {
      setTried(true);
      if (Object.keys(cardFormErrors(card, locale)).length > 0) return false;
      void actions.pay({
        method: 'CREDIT_CARD',
        cardNumber: normaliseCardNumber(card.cardNumber),
        holderName: card.holderName.trim(),
        validity: card.validity,
        securityCode: card.securityCode,
        installments: option?.installments ?? 1,
        ...(voucher ? { voucher: voucher.code } : {}),
      });
      return true;
    },
    generatePix: () => void actions.pay({ method: 'PIX', ...(voucher ? { voucher: voucher.code } : {}) }),
  };
}

export type PaymentChoiceState = NonNullable<ReturnType<typeof usePaymentChoice>>;
