import { Box, Stack } from '@mui/material';
import { useReducer, useRef, useState } from 'react';
import { useT } from '../../i18n/locale.context';
import type { PaymentView } from '../payment/payment-view.util';
import { ConfirmStep } from './ConfirmStep';
import { useConfirmBooking } from './confirm-booking.hook';
import { ExamsStep } from './ExamsStep';
import { FinalStep } from './FinalStep';
import { type PatientOption, PatientStep } from './PatientStep';
import { PaymentStep } from './PaymentStep';
import { ReasonStep } from './ReasonStep';
import { ScheduleStepper, STEP_LABELS } from './ScheduleStepper';
import { SlotStep } from './SlotStep';
import { type ProfessionalOption, type SpecialtyOption, SpecialtyStep } from './SpecialtyStep';
import { StepFrame } from './StepFrame';
import { initialScheduleState, type ScheduleAction, scheduleReducer } from './schedule.reducer';

type Props = {
  patients: readonly PatientOption[];
  specialties: readonly SpecialtyOption[];
  professionals: readonly ProfessionalOption[];
  maxMb: number;
  /** Another booking: the page mounts a fresh flow. */
  onStartOver: () => void;
};

/** /personschedule: the steps of SPEC §2's schedule flow, one screen at a time, booking once on Confirm. */
export function ScheduleFlow({ patients, specialties, professionals, maxMb, onStartOver }: Props) {
  const t = useT();
  const self = patients.find((p) => p.self) ?? patients[0] ?? null;
  const [state, dispatchState] = useReducer(scheduleReducer, self?.id ?? null, initialScheduleState);
  // The first screen keeps the page's focus; every step after it moves the focus to its title.
  const moved = useRef(false);
  const dispatch = (action: ScheduleAction) => {
    moved.current = true;
    dispatchState(action);
  };
  /** Where the payment stands (the payment step's panel says): shown on the final step. */
  const [payment, setPayment] = useState<PaymentView | null>(null);
  const booking = useConfirmBooking(state, dispatch);

  const patient = patients.find((p) => p.id === state.patientId) ?? null;
  const specialty = specialties.find((s) => s.code === state.specialty) ?? null;
  const professional = professionals.find((p) => p.id === state.professionalId) ?? null;
  const requestSpecialty = state.mode === 'specialty' ? state.specialty : (professional?.specialties[0]?.code ?? null);
  const frame = { title: t(STEP_LABELS[state.step]), focusTitle: moved.current, testId: `schedule-step-${state.step}` };
  const back = () => dispatch({ type: 'back' });
  const next = () => dispatch({ type: 'next' });

  const step = (() => {
    switch (state.step) {
      case 'patient':
        return (
          <StepFrame {...frame} onNext={next} missing={state.patientId ? null : t('schedule.missing.patient')}>
            <PatientStep
              patients={patients}
              value={state.patientId}
              onChange={(patientId) => dispatch({ type: 'choosePatient', patientId })}
            />
          </StepFrame>
        );
      case 'specialty':
        return (
          <StepFrame
            {...frame}
            onBack={back}
            onNext={next}
            missing={
              state.mode === 'specialty'
                ? state.specialty
                  ? null
                  : t('schedule.missing.specialty')
                : state.professionalId
                  ? null
                  : t('schedule.missing.professional')
            }
          >
            <SpecialtyStep
              mode={state.mode}
              onMode={(mode) => dispatch({ type: 'chooseMode', mode })}
              specialties={specialties}
              specialty={state.specialty}
              onSpecialty={(code) => dispatch({ type: 'chooseSpecialty', specialty: code })}
              professionals={professionals}
              professionalId={state.professionalId}
              onProfessional={(id) => dispatch({ type: 'chooseProfessional', professionalId: id })}
            />
          </StepFrame>
        );
      case 'slot':
        return (
          <StepFrame {...frame} onBack={back} onNext={next} missing={state.slot ? null : t('schedule.missing.slot')}>
            <SlotStep
              state={state}
              onChoose={(slot) => dispatch({ type: 'chooseSlot', slot })}
              specialties={specialties}
              requestSpecialty={requestSpecialty}
              requestPersonId={patient && !patient.self ? patient.id : null}
            />
          </StepFrame>
        );
      case 'reason':
        return (
          <StepFrame {...frame} onBack={back} onNext={next} missing={state.reason.trim() ? null : t('schedule.missing.reason')}>
            <ReasonStep value={state.reason} onChange={(reason) => dispatch({ type: 'setReason', reason })} />
          </StepFrame>
        );
      case 'exams':
        return (
          <StepFrame {...frame} onBack={back} onNext={next}>
            <ExamsStep
              maxMb={maxMb}
              exams={state.exams}
              onAdd={(exam) => dispatch({ type: 'addExam', exam })}
              onRemove={(id) => dispatch({ type: 'removeExam', id })}
            />
          </StepFrame>
        );
      case 'confirm':
        return (
          <StepFrame
            {...frame}
            onBack={back}
            onNext={() => void booking.confirm()}
            nextLabel={
              booking.progress?.phase === 'uploading'
                ? t('schedule.confirm.uploading', { current: booking.progress.sent + 1, total: booking.progress.total })
                : t('schedule.confirm.submit')
            }
            busy={booking.progress !== null}
          >
            <ConfirmStep state={state} patientName={patient?.name ?? null} specialtyName={specialty?.name ?? null} error={booking.error} />
          </StepFrame>
        );
      case 'payment':
        return (
          <StepFrame {...frame} onNext={next} nextLabel={t('schedule.payment.continue')}>
            {state.booked && <PaymentStep appointment={state.booked} onChange={setPayment} />}
          </StepFrame>
        );
      case 'final':
        return state.booked ? (
          <StepFrame {...frame}>
            <FinalStep appointment={state.booked} uploads={state.uploads} payment={payment} onAnother={onStartOver} />
          </StepFrame>
        ) : null;
    }
  })();

  return (
    <Stack spacing={3}>
      <ScheduleStepper step={state.step} />
      {/* One frame per step: its focus and "missing" state start afresh, and its data is read again. */}
      <Box key={state.step}>{step}</Box>
    </Stack>
  );
}
