import { useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type HealthRecordParams, parseRecordParams, recordParamsToSearch, withRecordChange } from './health-record.params';

/**
 * A record's filters and page in the address (the patient's record and the doctor's), and how to change them: a filter
 * change starts again at page 1. `fixed` is kept in front of them (the doctor's ?patient=).
 */
export function useRecordParams(fixed: Readonly<Record<string, string>> = {}) {
  const [search, setSearch] = useSearchParams();
  const params = parseRecordParams(search);
  // Two quick changes (From, then To) before the address has caught up both stay: the second builds on the first.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = parseRecordParams(search);
  }, [search]);
  const change = (next: Partial<HealthRecordParams>) => {
    latest.current = withRecordChange(latest.current, next);
    setSearch(new URLSearchParams([...Object.entries(fixed), ...recordParamsToSearch(latest.current)]), { replace: true });
  };
  return [params, change] as const;
}
