import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PaymentView } from '../payment/payment-view.util';
import { SCHEDULE_STEPS, type ScheduleAction, type ScheduleState, type ScheduleStep } from './schedule.reducer';
import { stepReachable } from './step-missing.util';

/** This tab's copy of the flow (sessionStorage): a reload, or Back into the flow from another page, finds it there. */
const STORAGE_KEY = 'teleconsulta.schedule-flow';

const stepOf = (value: string | null): ScheduleStep | null =>
  (SCHEDULE_STEPS as readonly string[]).includes(value ?? '') ? (value as ScheduleStep) : null;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // a frame of another site with storage blocked: the flow then lives as long as the page
  }
}

/** Forgets the kept flow (a new booking starts from the beginning). */
export function forgetScheduleFlow(): void {
  storage()?.removeItem(STORAGE_KEY);
}

/**
 * The flow kept in this tab, when the address names a step of it (a reload, Forward, or Back into the flow) and it was
 * made for one of these patients; on the step the address names when the choices reach it. A fresh visit (no step in
 * the address) starts anew.
 */
export function restoredScheduleFlow(stepParam: string | null, patientIds: readonly string[]): KeptFlow | null {
  const step = stepOf(stepParam);
  const raw = step ? storage()?.getItem(STORAGE_KEY) : null;
  if (!step || !raw) return null;
  try {
    const kept = JSON.parse(raw) as KeptFlow;
    const state = kept.state;
    if (!stepOf(state?.step) || !state.patientId || !patientIds.includes(state.patientId)) return null;
    return { state: stepReachable(state, step) ? { ...state, step } : state, payment: kept.payment ?? null };
  } catch {
    return null;
  }
}

/** What is kept: the choices and where the payment stood (the final screen says it). */
type KeptFlow = { state: ScheduleState; payment: PaymentView | null };

/** Keeps the flow in this tab; exam files too large for the storage are left out (they are chosen again). */
function keep(flow: KeptFlow): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(STORAGE_KEY, JSON.stringify(flow));
  } catch {
    try {
      store.setItem(STORAGE_KEY, JSON.stringify({ ...flow, state: { ...flow.state, exams: [] } }));
    } catch {
      // full: the flow lives as long as the page
    }
  }
}

/**
 * The schedule flow in the browser's history: each step is an address (?step=slot), a new step is a new history entry,
 * and Back and Forward move between the steps the choices reach (after the booking, only payment and final). The
 * choices are kept in this tab, so a reload shows the same step with the same choices.
 */
export function useScheduleHistory(state: ScheduleState, payment: PaymentView | null, dispatch: (action: ScheduleAction) => void): void {
  const [search, setSearch] = useSearchParams();
  const urlStep = stepOf(search.get('step'));
  const first = useRef(true);

  useEffect(() => keep({ state, payment }), [state, payment]);

  // The address asked for another step (Back, Forward): go there when the choices reach it, else keep the address true.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the address changes
  useEffect(() => {
    if (!urlStep || urlStep === state.step) return;
    if (stepReachable(state, urlStep)) dispatch({ type: 'historyTo', step: urlStep });
    else {
      // The address is made true in place: a navigation started while the router still handles this Back or Forward
      // may be dropped, and this entry must not become a new one. The router reads it again on the next Back.
      const url = new URL(window.location.href);
      url.searchParams.set('step', state.step);
      window.history.replaceState(window.history.state, '', url);
    }
  }, [urlStep]);

  // The flow moved to another step: a new history entry (the first address of the visit is replaced, not added).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the step changes
  useEffect(() => {
    const replace = first.current;
    first.current = false;
    if (urlStep === state.step) return;
    setSearch(withStep(search, state.step), { replace });
  }, [state.step]);
}

function withStep(search: URLSearchParams, step: ScheduleStep): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('step', step);
  return next;
}
