import { useQuery, useSubscription } from '@apollo/client/react';
import { Alert, Box, Button, CircularProgress, Skeleton, Stack, Typography } from '@mui/material';
import { errorText, normaliseCardNumber } from '@teleconsulta/schema';
import { useEffect, useRef, useState } from 'react';
import { ErrorAlert } from '../../errors/ErrorAlert';
import type { PaymentMethod, PaymentPageFieldsFragment } from '../../gql/graphql';
import { useLocale, useT } from '../../i18n/locale.context';
import { CardForm } from './CardForm';
import { type CardForm as CardFormValue, cardFormErrors, EMPTY_CARD } from './card-form.util';
import { discountedInstallments } from './discounted-installments.util';
import { MethodChoice } from './MethodChoice';
import { useMoney } from './money.hook';
import { PaymentInAnalysis, PaymentNotice, PaymentSuccess } from './PaymentOutcome';
import { PaymentSummary } from './PaymentSummary';
import { PixCharge } from './PixCharge';
import { PaymentByAccessDocument, PaymentChangedDocument } from './payment.documents';
import { type PaymentFailure, usePaymentActions } from './payment-actions.hook';
import { type PaymentView, paymentView } from './payment-view.util';
import { type AppliedVoucher, VoucherField } from './VoucherField';

type Props = {
  /** The short link's access code. */
  access: string;
  protocol: string;
  /** Told each time the page changes (the schedule flow shows the outcome on its final step). */
  onChange?: (page: PaymentPageFieldsFragment, view: PaymentView) => void;
};

/**
 * The payment of one appointment (SPEC §3, §4): its summary and price, the clinic's methods (card in installments
 * with an optional voucher, PIX, pay on site) and each outcome. The page follows paymentChanged, so an analysis that
 * ends or a PIX the bank pays shows up without a reload.
 */
export function PaymentPanel({ access, protocol, onChange }: Props) {
  const t = useT();
  const locale = useLocale();
  const money = useMoney();
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

  const [chosen, setChosen] = useState<PaymentMethod | null>(null);
  const [card, setCard] = useState<CardFormValue>(EMPTY_CARD);
  const [installments, setInstallments] = useState(1);
  const [tried, setTried] = useState(false);
  const [voucher, setVoucher] = useState<AppliedVoucher | null>(null);

  const page = data?.paymentByAccess ?? null;
  const view = page ? paymentView(page) : null;
  const told = useRef(onChange);
  told.current = onChange;
  useEffect(() => {
    if (page && view) told.current?.(page, view);
  }, [page, view]);

  if (error && !page) {
    return (
      <Stack spacing={2} data-testid="payment-panel">
        <ErrorAlert error={error} />
      </Stack>
    );
  }
  if (!data) {
    return (
      <Stack spacing={2} data-testid="payment-panel">
        <Stack spacing={2} role="status" aria-busy aria-label={t('common.loading')} data-testid="payment-loading">
          <Skeleton variant="rounded" height={140} />
          <Skeleton variant="rounded" height={64} />
          <Skeleton variant="rounded" height={64} />
          <Skeleton variant="rounded" height={48} width="60%" />
        </Stack>
      </Stack>
    );
  }
  if (!page || !view) {
    return (
      <Stack spacing={2} data-testid="payment-panel">
        <Alert severity="error" data-testid="payment-not-found">
          {errorText('UNABLE_TO_RETRIEVE_DATA', locale)}
        </Alert>
      </Stack>
    );
  }

  const current = page.current;
  // An emergency attendance paid before anyone calls the patient: no professional, no day of the appointment.
  const undated = page.professionalName === null;
  const failure = actions.failure;
  const busy = actions.busy;
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
  const dueCents = option?.totalCents ?? voucher?.totalCents ?? page.priceCents;
  const clientErrors = tried ? cardFormErrors(card, locale) : {};
  const serverErrors = failure?.action === 'card' ? failure.fieldErrors : {};

  const choose = (next: PaymentMethod) => {
    setChosen(next);
    actions.clearFailure();
  };
  const changeCard = (next: CardFormValue) => {
    setCard(next);
    if (failure?.action === 'card' && Object.keys(failure.fieldErrors).length > 0) actions.clearFailure();
  };
  const submitCard = () => {
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
  };
  const generatePix = () => void actions.pay({ method: 'PIX', ...(voucher ? { voucher: voucher.code } : {}) });

  const failureAlert = (shown: PaymentFailure | null) => {
    const text = shown ? (shown.message ?? (shown.action === 'card' ? null : Object.values(shown.fieldErrors)[0])) : null;
    return text ? (
      <Alert severity="error" role="alert" data-testid="payment-error">
        {text}
      </Alert>
    ) : null;
  };

  const body = (() => {
    switch (view) {
      case 'paid':
        return <PaymentSuccess payment={current} />;
      case 'inAnalysis':
        return <PaymentInAnalysis />;
      case 'onSite':
      case 'notRequired':
      case 'cancelled':
        return <PaymentNotice kind={view} now={undated} />;
      case 'refunded':
        return <PaymentNotice kind="refunded" refundedCents={current?.refundedCents ?? 0} />;
      case 'pix':
        return current?.pix ? (
          <Stack spacing={2}>
            <PixCharge
              status={current.status}
              totalCents={current.totalCents}
              pix={current.pix}
              busy={busy}
              onConfirm={() => void actions.confirm()}
              onRedo={() => void actions.redoPix(voucher?.code ?? current.voucherCode ?? null)}
              onCancel={() => void actions.cancelPix()}
            />
            {failureAlert(failure)}
          </Stack>
        ) : null;
      case 'choose':
        return (
          <Stack spacing={3}>
            {page.methods.length === 0 ? (
              <Alert severity="info" data-testid="payment-no-methods">
                {t('payment.noMethods')}
              </Alert>
            ) : (
              <MethodChoice methods={page.methods} value={method} onChange={choose} disabled={busy !== null} />
            )}
            {method === 'CREDIT_CARD' && !failure && busy === null && current?.status === 'REFUSED' && current.method === 'CREDIT_CARD' && (
              <Alert severity="error" role="alert" data-testid="payment-error">
                {errorText('PAYMENT_NOT_ACCEPTED', locale)}
                {current.refusedReason && <Box>{t('payment.refused.reason', { reason: current.refusedReason })}</Box>}
              </Alert>
            )}
            {(method === 'CREDIT_CARD' || method === 'PIX') && (
              <VoucherField
                access={access}
                protocol={protocol}
                applied={voucher}
                onApplied={(applied) => {
                  setVoucher(applied);
                  actions.clearFailure();
                }}
                disabled={busy !== null}
              />
            )}
            {failureAlert(failure)}
            {method === 'CREDIT_CARD' && (
              <CardForm
                value={card}
                onChange={changeCard}
                options={options}
                installments={option?.installments ?? 1}
                onInstallments={setInstallments}
                errors={{ ...serverErrors, ...clientErrors }}
                busy={busy !== null}
                submitLabel={t('payment.card.submit', { amount: money(dueCents) })}
                onSubmit={submitCard}
              />
            )}
            {method === 'PIX' && (
              <Box>
                <ActionButton busy={busy === 'pix'} disabled={busy !== null} onClick={generatePix} testId="payment-pix-generate">
                  {t('payment.pix.generate')}
                </ActionButton>
              </Box>
            )}
            {method === 'ON_SITE' && (
              <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
                <Typography>
                  {t(undated ? 'payment.onSite.introNow' : 'payment.onSite.intro', { amount: money(page.priceCents) })}
                </Typography>
                <ActionButton
                  busy={busy === 'onSite'}
                  disabled={busy !== null}
                  onClick={() => void actions.onSite()}
                  testId="payment-on-site"
                >
                  {t('payment.onSite.submit')}
                </ActionButton>
              </Stack>
            )}
          </Stack>
        );
    }
  })();

  return (
    <Stack spacing={3} data-testid="payment-panel" data-view={view} data-status={current?.status ?? 'NONE'} aria-busy={busy !== null}>
      <PaymentSummary page={page} discount={discount} />
      {body}
    </Stack>
  );
}

function ActionButton({
  busy,
  disabled,
  onClick,
  testId,
  children,
}: {
  busy: boolean;
  disabled: boolean;
  onClick: () => void;
  testId: string;
  children: string;
}) {
  return (
    <Button
      variant="contained"
      size="large"
      onClick={onClick}
      disabled={disabled}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
