import { nowMs } from '@teleconsulta/schema';
import { useEffect, useState } from 'react';

/** The current time in ms, renewed every second while `active` (a countdown on screen). */
export function useNow(active: boolean, intervalMs = 1000): number {
  const [now, setNow] = useState(() => nowMs());
  useEffect(() => {
    if (!active) return;
    setNow(nowMs());
    const timer = setInterval(() => setNow(nowMs()), intervalMs);
    return () => clearInterval(timer);
  }, [active, intervalMs]);
  return now;
}
