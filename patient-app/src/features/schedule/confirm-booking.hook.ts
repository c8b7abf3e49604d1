import { useState } from 'react';
import { useBookAppointment } from './book-appointment.hook';
import type { ScheduleAction, ScheduleState } from './schedule.reducer';

/**
 * The confirm step's booking: the chosen slot, patient, reason and specialty booked once, then the exams sent. A slot
 * taken meanwhile goes back to the slot step (the reducer says why); any other refusal stays on screen as `error`.
 */
export function useConfirmBooking(state: ScheduleState, dispatch: (action: ScheduleAction) => void) {
  const [error, setError] = useState<string | null>(null);
  const booking = useBookAppointment();

  const confirm = async () => {
    if (!state.slot || !state.patientId) return;
    setError(null);
    const outcome = await booking.run(
      {
        doctorId: state.slot.professionalId,
        patientId: state.patientId,
        startsAt: state.slot.startsAt,
        ...(state.reason.trim() ? { reason: state.reason.trim() } : {}),
        ...(state.mode === 'specialty' && state.specialty ? { specialty: state.specialty } : {}),
      },
      state.exams,
    );
    if (outcome.ok) {
      dispatch({ type: 'booked', appointment: outcome.appointment });
      dispatch({ type: 'uploaded', uploads: outcome.uploads });
    } else if (outcome.failure?.kind === 'slotGone') dispatch({ type: 'slotGone', message: outcome.failure.message });
    else if (outcome.failure) setError(outcome.failure.message);
  };

  return { confirm, error, progress: booking.progress };
}
