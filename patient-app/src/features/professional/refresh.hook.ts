import { now } from '@teleconsulta/schema';
import { useEffect, useRef, useState } from 'react';

/** How often the professional's lists read the server again while the page is visible. */
export const REFRESH_INTERVAL_MS = 60_000;

/**
 * Calls refresh when the window gets the focus back or the tab becomes visible again (the doctor comes back from the
 * video room or another app), at most once every few seconds.
 */
export function useRefreshOnFocus(refresh: () => void, minGapMs = 5_000): void {
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    let last = Date.now();
    const onFocus = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < minGapMs) return;
      last = Date.now();
      latest.current();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onFocus);
    };
  }, [minGapMs]);
}

/** The current time, updated every minute: "today" changes at midnight while the page stays open. */
export function useMinuteClock(): Date {
  const [current, setCurrent] = useState(() => now());
  useEffect(() => {
    const timer = window.setInterval(() => setCurrent(now()), REFRESH_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);
  return current;
}
