import { useState } from 'react';

/**
 * A picker's value kept as the form's string (`yyyy-MM-dd`, `HH:mm`), while the picker holds its own date: a half-typed
 * one while the person types (the form then holds INVALID_INPUT). The picker takes
 * the form's value only when the form changes it (a reset, a loaded record), not when the form echoes what the picker
 * handed over: that would wipe what is being typed.
 */
export function useTypedPickerValue(
  value: string,
  toDate: (s: string) => Date | null,
  fromDate: (d: Date | null) => string,
  onChange: (s: string) => void,
) {
  const [state, setState] = useState(() => ({ value, date: toDate(value), handed: value }));
  let current = state;
  if (value !== state.value) {
    current = { value, date: value === state.handed ? state.date : toDate(value), handed: state.handed };
    setState(current);
  }
  const change = (next: Date | null) => {
    const text = fromDate(next);
    setState((s) => ({ ...s, date: next, handed: text }));
    if (text !== value) onChange(text);
  };
  return { date: current.date, change };
}
