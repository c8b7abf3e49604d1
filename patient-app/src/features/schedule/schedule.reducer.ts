import { slotKey } from './slot-grouping.util';
import { stepReachable } from './step-missing.util';

/** SPEC §2 schedule flow, with "for whom" first: each step is one screen of /personschedule. */
export const SCHEDULE_STEPS = ['patient', 'specialty', 'slot', 'reason', 'exams', 'confirm', 'payment', 'final'] as const;
export type ScheduleStep = (typeof SCHEDULE_STEPS)[number];

/** The time chosen on the slot step (an availableSlots entry). */
export type ChosenSlot = {
  professionalId: string;
  professionalName: string;
  date: string;
  startsAt: string;
  endsAt: string;
  /** The company's zone the times are written in. */
  timeZone: string;
  specialties: ReadonlyArray<{ code: string; name: string }>;
};

/** An exam chosen before confirming: checked here, sent after the booking (uploadAppointmentFile). */
export type PendingExam = { id: string; fileName: string; contentType: string; size: number; base64: string };

export type BookedAppointment = {
  id: string;
  protocol: string;
  /** The short links' codes of the payment page (/p/:id) and of the cancel page (/cn/:id): one per page (SECURITY.md T24). */
  paymentAccess: string | null;
  cancelAccess: string | null;
  startsAt: string;
  timeZone: string;
  /** Always set for a booking (only an emergency attendance waits for its professional). */
  professionalName: string | null;
  specialtyName: string | null;
  patientName: string;
};

/** An exam's outcome after the booking: sent, or the translated reason it was not. */
export type ExamUpload = { id: string; fileName: string; error: string | null };

export type ScheduleState = {
  step: ScheduleStep;
  patientId: string | null;
  /** Search free times by specialty or by one professional. */
  mode: 'specialty' | 'professional';
  specialty: string | null;
  professionalId: string | null;
  slot: ChosenSlot | null;
  /** The day whose times are shown: the chosen time's, kept when that time is refused. */
  day: string | null;
  reason: string;
  exams: PendingExam[];
  /** Times refused by the booking (taken meanwhile): never offered again on this screen. */
  gone: string[];
  /** The slot step's message after a refused booking. */
  slotMessage: string | null;
  booked: BookedAppointment | null;
  uploads: ExamUpload[];
};

export type ScheduleAction =
  | { type: 'choosePatient'; patientId: string }
  | { type: 'chooseMode'; mode: ScheduleState['mode'] }
  | { type: 'chooseSpecialty'; specialty: string }
  | { type: 'chooseProfessional'; professionalId: string }
  | { type: 'chooseSlot'; slot: ChosenSlot }
  | { type: 'setReason'; reason: string }
  | { type: 'addExam'; exam: PendingExam }
  | { type: 'removeExam'; id: string }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'goTo'; step: ScheduleStep }
  /** The browser's Back, Forward or a reload asks for a step: taken only where the choices so far reach. */
  | { type: 'historyTo'; step: ScheduleStep }
  | { type: 'slotGone'; message: string }
  | { type: 'booked'; appointment: BookedAppointment }
  | { type: 'uploaded'; uploads: ExamUpload[] };

/** The flow's start: on "for whom", or past it when the patient was chosen beforehand (/choosendependent). */
export const initialScheduleState = (patientId: string | null, step: ScheduleStep = 'patient'): ScheduleState => ({
  step,
  patientId,
  mode: 'specialty',
  specialty: null,
  professionalId: null,
  slot: null,
  day: null,
  reason: '',
  exams: [],
  gone: [],
  slotMessage: null,
  booked: null,
  uploads: [],
});

const stepAt = (step: ScheduleStep, delta: number): ScheduleStep =>
  SCHEDULE_STEPS[Math.min(Math.max(SCHEDULE_STEPS.indexOf(step) + delta, 0), SCHEDULE_STEPS.length - 1)]!;

/** Whether the step has what it needs to go on. */
export function stepComplete(state: ScheduleState): boolean {
  switch (state.step) {
    case 'patient':
      return state.patientId !== null;
    case 'specialty':
      return state.mode === 'specialty' ? state.specialty !== null : state.professionalId !== null;
    case 'slot':
      return state.slot !== null;
    default:
      return true;
  }
}

/**
 * The flow's state. Changing what the times depend on (specialty, professional) forgets the chosen time; once booked,
 * nothing before the payment can be changed (no second booking by going back).
 */
export function scheduleReducer(state: ScheduleState, action: ScheduleAction): ScheduleState {
  const booked = state.booked !== null;
  switch (action.type) {
    case 'choosePatient':
      return booked ? state : { ...state, patientId: action.patientId };
    case 'chooseMode':
      return booked || action.mode === state.mode ? state : { ...state, mode: action.mode, slot: null, day: null };
    case 'chooseSpecialty':
      return booked || action.specialty === state.specialty ? state : { ...state, specialty: action.specialty, slot: null, day: null };
    case 'chooseProfessional':
      return booked || action.professionalId === state.professionalId
        ? state
        : { ...state, professionalId: action.professionalId, slot: null, day: null };
    case 'chooseSlot':
      return booked ? state : { ...state, slot: action.slot, day: action.slot.date, slotMessage: null };
    case 'setReason':
      return booked ? state : { ...state, reason: action.reason };
    case 'addExam':
      return booked ? state : { ...state, exams: [...state.exams, action.exam] };
    case 'removeExam':
      return booked ? state : { ...state, exams: state.exams.filter((exam) => exam.id !== action.id) };
    case 'next':
      return stepComplete(state) ? { ...state, step: stepAt(state.step, 1) } : state;
    case 'back':
      return booked ? state : { ...state, step: stepAt(state.step, -1) };
    case 'goTo':
      return booked ? state : { ...state, step: action.step };
    case 'historyTo':
      return stepReachable(state, action.step) ? { ...state, step: action.step } : state;
    case 'slotGone': {
      if (!state.slot || booked) return state;
      return { ...state, step: 'slot', gone: [...state.gone, slotKey(state.slot)], slot: null, slotMessage: action.message };
    }
    case 'booked':
      return { ...state, booked: action.appointment, step: 'payment' };
    case 'uploaded':
      return { ...state, uploads: action.uploads };
  }
}
