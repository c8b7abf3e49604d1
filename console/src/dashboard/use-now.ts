import { nowMs } from '@teleconsulta/schema';
import { useEffect, useState } from 'react';

/** The current time, ticking every second (waiting times). */
export function useNow(): number {
  const [now, setNow] = useState(() => nowMs());
  useEffect(() => {
    const timer = setInterval(() => setNow(nowMs()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
