import { useReducer, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../i18n/locale.context';
import type { PaymentView } from '../payment/payment-view.util';
import { useConfirmBooking } from './confirm-booking.hook';
import type { PatientOption } from './PatientStep';
import { STEP_LABELS } from './ScheduleStepper';
import type { ProfessionalOption, SpecialtyOption } from './SpecialtyStep';
import { initialScheduleState, type ScheduleAction, scheduleReducer } from './schedule.reducer';
import { restoredScheduleFlow, useScheduleHistory } from './schedule-history.hook';
import { stepMissing } from './step-missing.util';

type Options = {
  patients: readonly PatientOption[];
  specialties: readonly SpecialtyOption[];
  professionals: readonly ProfessionalOption[];
  /** The patient chosen before the flow (one of `patients`): the flow starts past "for whom". */
  chosenPatientId?: string | null;
};

/**
 * The schedule flow's state: the choices so far (starting with the user themself as the patient), the booking of the
 * confirm step, where the payment stands, and the current step's frame (its title, test id and what it still misses).
 */
export function useScheduleFlow({ patients, specialties, professionals, chosenPatientId }: Options) {
  const t = useT();
  const self = patients.find((p) => p.self) ?? patients[0] ?? null;
  const chosen = patients.find((p) => p.id === chosenPatientId) ?? null;
  const [search] = useSearchParams();
  // A reload (or Back or Forward into the flow) finds the choices kept in this tab; a fresh visit starts anew.
  const [restored] = useState(() =>
    restoredScheduleFlow(
      search.get('step'),
      patients.map((p) => p.id),
    ),
  );
  const [state, dispatchState] = useReducer(
    scheduleReducer,
    null,
    () => restored?.state ?? (chosen ? initialScheduleState(chosen.id, 'specialty') : initialScheduleState(self?.id ?? null)),
  );
  // The first screen keeps the page's focus; every step after it moves the focus to its title.
  const moved = useRef(false);
  const dispatch = (action: ScheduleAction) => {
    moved.current = true;
    dispatchState(action);
  };
  /** Where the payment stands (the payment step's panel says): shown on the final step. */
  const [payment, setPayment] = useState<PaymentView | null>(restored?.payment ?? null);
  const booking = useConfirmBooking(state, dispatch);
  useScheduleHistory(state, payment, dispatch);

  const patient = patients.find((p) => p.id === state.patientId) ?? null;
  const professional = professionals.find((p) => p.id === state.professionalId) ?? null;
  const missing = stepMissing(state);
  return {
    state,
    dispatch,
    back: () => dispatch({ type: 'back' }),
    next: () => dispatch({ type: 'next' }),
    frame: {
      title: t(STEP_LABELS[state.step]),
      focusTitle: moved.current,
      testId: `schedule-step-${state.step}`,
      missing: missing ? t(missing) : null,
    },
    patient,
    specialty: specialties.find((s) => s.code === state.specialty) ?? null,
    /** The specialty the slot step's "request a time" form asks for: the chosen one, or the professional's first. */
    requestSpecialty: state.mode === 'specialty' ? state.specialty : (professional?.specialties[0]?.code ?? null),
    booking,
    payment,
    setPayment,
  };
}

export type ScheduleFlowModel = ReturnType<typeof useScheduleFlow>;
