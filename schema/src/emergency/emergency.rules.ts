/**
 * The step (SPEC §2) from which an emergency patient is in the waiting room and may be called: past the payment, the
 * complaint and the pre-assessment. Before it they have no place in the line (call-next passes them by); the
 * professional's board shows them as getting ready.
 */
export const EMERGENCY_READY_STEP = 6;

/** Whether a waiting patient at this step may be called. */
export const isCallableStep = (step: number): boolean => step >= EMERGENCY_READY_STEP;
