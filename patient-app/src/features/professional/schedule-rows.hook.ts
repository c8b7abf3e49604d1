import { addDays } from '@teleconsulta/schema';
import { useState } from 'react';
import {
  type ExceptionKind,
  type ExceptionRow,
  newExceptionRow,
  newWeeklyRow,
  type ScheduleFormState,
  type WeeklyRow,
} from './schedule-form.util';

export type RowListKind = 'weekly' | ExceptionKind;

/** A removed row takes the focus with it: it goes to its list's add button, not to the top of the page. */
const focusAdd = (list: RowListKind) =>
  window.setTimeout(() => document.querySelector<HTMLElement>(`[data-testid="schedule-${list}-add"]`)?.focus(), 0);

type Options = {
  form: ScheduleFormState;
  /** The professional's today: a new exception row starts the day after. */
  today: string;
  update: (next: ScheduleFormState) => void;
};

/** The availability form's row edits: rows added, changed and removed, and the row just added (it takes the focus). */
export function useScheduleRows({ form, today, update }: Options) {
  const [lastAdded, setLastAdded] = useState<string | null>(null);

  const addWeekly = () => {
    const row = newWeeklyRow();
    setLastAdded(row.key);
    update({ ...form, weekly: [...form.weekly, row] });
  };
  const addException = (kind: ExceptionKind) => {
    const row = newExceptionRow(addDays(today, 1));
    setLastAdded(row.key);
    update({ ...form, [kind]: [...form[kind], row] });
  };
  const changeWeekly = (changed: WeeklyRow) => update({ ...form, weekly: form.weekly.map((r) => (r.key === changed.key ? changed : r)) });
  const changeException = (kind: ExceptionKind, changed: ExceptionRow) =>
    update({ ...form, [kind]: form[kind].map((r) => (r.key === changed.key ? changed : r)) });
  const removeRow = (list: RowListKind, key: string) => {
    update({ ...form, [list]: form[list].filter((r) => r.key !== key) });
    focusAdd(list);
  };

  return {
    lastAdded,
    setSkipHolidays: (skipHolidays: boolean) => update({ ...form, skipHolidays }),
    addWeekly,
    addException,
    changeWeekly,
    changeException,
    removeRow,
  };
}
