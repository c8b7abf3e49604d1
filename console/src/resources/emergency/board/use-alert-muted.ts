import { useCallback, useState } from 'react';

/** Where the board remembers, per browser, that the manager muted the alert sound. */
export const ALERT_MUTED_KEY = 'teleconsulta.emergencyBoard.alertMuted';

function readMuted(): boolean {
  try {
    return window.localStorage.getItem(ALERT_MUTED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Whether the red-flag sound is muted, remembered in localStorage (a private window may refuse: then for this page only). */
export function useAlertMuted(): [boolean, (muted: boolean) => void] {
  const [muted, setMutedState] = useState(readMuted);
  const setMuted = useCallback((next: boolean) => {
    setMutedState(next);
    try {
      if (next) window.localStorage.setItem(ALERT_MUTED_KEY, 'true');
      else window.localStorage.removeItem(ALERT_MUTED_KEY);
    } catch {
      // Storage refused: the choice holds until the page is left.
    }
  }, []);
  return [muted, setMuted];
}
