import { useCallback, useEffect, useRef, useState } from 'react';
import { type InactivityLimits, inactivityPhase, inputResetsWait, nextCheckInMs } from './inactivity.util';

const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * The inactive-session prompt (SPEC §4) while `enabled`: after `inactivitySeconds` without pointer, keyboard or touch
 * input, the seconds left of the countdown; at 0, `onExpire` once. "I'm here" (`stillHere`) starts again.
 */
export function useInactivity(enabled: boolean, limits: InactivityLimits, onExpire: () => void) {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const lastInput = useRef(Date.now());
  const prompting = useRef(false);
  const expired = useRef(onExpire);
  expired.current = onExpire;
  const { inactivitySeconds, countdownSeconds } = limits;

  useEffect(() => {
    if (!enabled) {
      setSecondsLeft(null);
      prompting.current = false;
      return;
    }
    const current = { inactivitySeconds, countdownSeconds };
    lastInput.current = Date.now();
    const input = () => {
      if (inputResetsWait(inactivityPhase(lastInput.current, Date.now(), current))) lastInput.current = Date.now();
    };
    for (const name of INPUT_EVENTS) window.addEventListener(name, input, { passive: true });
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const now = Date.now();
      const phase = inactivityPhase(lastInput.current, now, current);
      prompting.current = phase.kind === 'prompt';
      setSecondsLeft(phase.kind === 'prompt' ? phase.secondsLeft : null);
      if (phase.kind === 'expired') {
        expired.current();
        return;
      }
      timer = setTimeout(check, nextCheckInMs(lastInput.current, now, current));
    };
    timer = setTimeout(check, nextCheckInMs(lastInput.current, Date.now(), current));
    return () => {
      clearTimeout(timer);
      for (const name of INPUT_EVENTS) window.removeEventListener(name, input);
    };
  }, [enabled, inactivitySeconds, countdownSeconds]);

  const stillHere = useCallback(() => {
    lastInput.current = Date.now();
    prompting.current = false;
    setSecondsLeft(null);
  }, []);

  return { secondsLeft, stillHere };
}
