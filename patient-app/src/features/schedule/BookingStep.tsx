import { useT } from '../../i18n/locale.context';
import { paymentSettled } from '../payment/payment-view.util';
import { ConfirmStep } from './ConfirmStep';
import { FinalStep } from './FinalStep';
import { PaymentStep } from './PaymentStep';
import { StepFrame } from './StepFrame';
import type { ScheduleFlowModel } from './schedule-flow.hook';

type Props = {
  step: 'confirm' | 'payment' | 'final';
  flow: ScheduleFlowModel;
  /** Another booking: the page mounts a fresh flow. */
  onStartOver: () => void;
};

/** The steps from Confirm on: the booking (once, on Confirm), its payment, and the final screen. */
export function BookingStep({ step, flow, onStartOver }: Props) {
  const t = useT();
  const { state, frame, booking } = flow;
  switch (step) {
    case 'confirm':
      return (
        <StepFrame
          {...frame}
          onBack={flow.back}
          onNext={() => void booking.confirm()}
          nextLabel={
            booking.progress?.phase === 'uploading'
              ? t('schedule.confirm.uploading', { current: booking.progress.sent + 1, total: booking.progress.total })
              : t('schedule.confirm.submit')
          }
          busy={booking.progress !== null}
        >
          <ConfirmStep
            state={state}
            patientName={flow.patient?.name ?? null}
            specialtyName={flow.specialty?.name ?? null}
            error={booking.error}
          />
        </StepFrame>
      );
    case 'payment': {
      // One primary action: while nothing is settled it is the panel's own (Pay, Generate PIX); going on unpaid is the
      // secondary "Pay later", and the final step then says the payment is pending.
      const unsettled = state.booked?.paymentAccess != null && (flow.payment === null || !paymentSettled(flow.payment));
      return (
        <StepFrame
          {...frame}
          onNext={flow.next}
          nextLabel={t(unsettled ? 'schedule.payment.later' : 'schedule.payment.continue')}
          nextSecondary={unsettled}
        >
          {state.booked && <PaymentStep appointment={state.booked} onChange={flow.setPayment} />}
        </StepFrame>
      );
    }
    case 'final':
      return state.booked ? (
        <StepFrame {...frame}>
          <FinalStep appointment={state.booked} uploads={state.uploads} payment={flow.payment} onAnother={onStartOver} />
        </StepFrame>
      ) : null;
  }
}
