import type { MessageKey } from '../../i18n/en';
import type { ScheduleState } from './schedule.reducer';

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
