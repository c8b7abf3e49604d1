import type { MessageKey } from '../../i18n/en';
import { SCHEDULE_STEPS, type ScheduleState, type ScheduleStep } from './schedule.reducer';

/** What the current step still misses to go on (said when Next is tried), or null: the steps after Reason miss nothing. */
export function stepMissing(state: ScheduleState): MessageKey | null {
  switch (state.step) {
    case 'patient':
      return state.patientId ? null : 'schedule.missing.patient';
    case 'specialty':
      if (state.mode === 'specialty') return state.specialty ? null : 'schedule.missing.specialty';
      return state.professionalId ? null : 'schedule.missing.professional';
    case 'slot':
      return state.slot ? null : 'schedule.missing.slot';
    case 'reason':
      return state.reason.trim() ? null : 'schedule.missing.reason';
    default:
      return null;
  }
}

/**
 * Whether the flow may show the step with the choices it has (the browser's Back, Forward or a reload asks for it):
 * before the booking, any step up to Confirm whose earlier steps miss nothing; once booked, only the payment and the
 * final screen (no second booking by going back).
 */
export function stepReachable(state: ScheduleState, step: ScheduleStep): boolean {
  if (state.booked) return step === 'payment' || step === 'final';
  const index = SCHEDULE_STEPS.indexOf(step);
  if (index < 0 || index > SCHEDULE_STEPS.indexOf('confirm')) return false;
  return SCHEDULE_STEPS.slice(0, index).every((before) => stepMissing({ ...state, step: before }) === null);
}
