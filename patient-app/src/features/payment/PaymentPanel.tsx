import { Alert, Skeleton, Stack } from '@mui/material';
import { errorText } from '@teleconsulta/schema';
import type { ReactNode } from 'react';
import { ErrorAlert } from '../../errors/ErrorAlert';
import type { PaymentPageFieldsFragment } from '../../gql/graphql';
import { useLocale, useT } from '../../i18n/locale.context';
import { PaymentChoice } from './PaymentChoice';
import { PaymentFailureAlert } from './PaymentFailureAlert';
import { PaymentInAnalysis, PaymentNotice, PaymentSuccess } from './PaymentOutcome';
import { PaymentSummary } from './PaymentSummary';
import { PixCharge } from './PixCharge';
import { usePaymentChoice } from './payment-choice.hook';
import { usePaymentPage } from './payment-page.hook';
import type { PaymentView } from './payment-view.util';

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
  const locale = useLocale();
  const { loaded, error, page, view, actions } = usePaymentPage(access, protocol, onChange);
  const choice = usePaymentChoice(page, view, actions);

  if (error && !page) {
    return (
      <PanelFrame>
        <ErrorAlert error={error} />
      </PanelFrame>
    );
  }
  if (!loaded) return <PaymentLoading />;
  if (!page || !view || !choice) {
    return (
      <PanelFrame>
        <Alert severity="error" data-testid="payment-not-found">
          {errorText('UNABLE_TO_RETRIEVE_DATA', locale)}
        </Alert>
      </PanelFrame>
    );
  }

  const { current } = page;
  const { busy } = actions;
  const body = (() => {
    switch (view) {
      case 'paid':
        return <PaymentSuccess payment={current} />;
      case 'inAnalysis':
        return <PaymentInAnalysis />;
      case 'onSite':
      case 'notRequired':
      case 'cancelled':
        // An emergency attendance paid before anyone calls the patient: no professional, no day of the appointment.
        return <PaymentNotice kind={view} now={page.professionalName === null} />;
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
              onRedo={() => void actions.redoPix(choice.voucher?.code ?? current.voucherCode ?? null)}
              onCancel={() => void actions.cancelPix()}
            />
            <PaymentFailureAlert failure={actions.failure} />
          </Stack>
        ) : null;
      case 'choose':
        return <PaymentChoice access={access} protocol={protocol} page={page} choice={choice} actions={actions} />;
    }
  })();

  return (
    <Stack spacing={3} data-testid="payment-panel" data-view={view} data-status={current?.status ?? 'NONE'} aria-busy={busy !== null}>
      <PaymentSummary page={page} discount={choice.discount} />
      {body}
    </Stack>
  );
}

/** The panel's root while there is no page to show (reading it, or it could not be read). */
function PanelFrame({ children }: { children: ReactNode }) {
  return (
    <Stack spacing={2} data-testid="payment-panel">
      {children}
    </Stack>
  );
}

function PaymentLoading() {
  const t = useT();
  return (
    <PanelFrame>
      <Stack spacing={2} role="status" aria-busy aria-label={t('common.loading')} data-testid="payment-loading">
        <Skeleton variant="rounded" height={140} />
        <Skeleton variant="rounded" height={64} />
        <Skeleton variant="rounded" height={64} />
        <Skeleton variant="rounded" height={48} width="60%" />
      </Stack>
    </PanelFrame>
  );
}
