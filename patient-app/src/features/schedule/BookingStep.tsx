import { useT } from '../../i18n/locale.context';
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
    case 'payment':
      return (
        <StepFrame {...frame} onNext={flow.next} nextLabel={t('schedule.payment.continue')}>
          {state.booked && <PaymentStep appointment={state.booked} onChange={flow.setPayment} />}
        </StepFrame>
      );
    case 'final':
      return state.booked ? (
        <StepFrame {...frame}>
          <FinalStep appointment={state.booked} uploads={state.uploads} payment={flow.payment} onAnother={onStartOver} />
        </StepFrame>
      ) : null;
  }
}
