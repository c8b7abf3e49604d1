import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { addDays, type TProfessionalScheduleInput } from '@teleconsulta/schema';
import { type FormEvent, useState } from 'react';
import { feedbackFromError } from '../../errors/error-feedback.mappers';
import type { ProfessionalScheduleFieldsFragment } from '../../gql/graphql';
import { useLocale, useT } from '../../i18n/locale.context';
import {
  type ExceptionKind,
  type ExceptionRow,
  type FieldErrors,
  fieldId,
  fieldsOf,
  newExceptionRow,
  newWeeklyRow,
  type ScheduleFormState,
  serverFieldErrors,
  toFormState,
  toScheduleInput,
  validateSchedule,
  type WeeklyRow,
} from './schedule-form.util';

export type ScheduleFeedback = { severity: 'success' | 'error'; text: string } | null;
export type RowListKind = 'weekly' | ExceptionKind;

type Options = {
  /** Sends the whole availability; answers it as saved (undefined: the server answered no data). */
  save: (input: TProfessionalScheduleInput) => Promise<ProfessionalScheduleFieldsFragment | undefined>;
  onSaved: () => void;
};

/** A removed row takes the focus with it: it goes to its list's add button, not to the top of the page. */
const focusAdd = (list: RowListKind) =>
  window.setTimeout(() => document.querySelector<HTMLElement>(`[data-testid="schedule-${list}-add"]`)?.focus(), 0);

const focusFirstError = (found: FieldErrors) => {
  const first = Object.keys(found)[0];
  if (first) window.setTimeout(() => document.getElementById(fieldId(first))?.focus(), 0);
};

/**
 * The availability form's state: the rows being edited, the errors to show (the shared rules' once submitted, the
 * service's until the next change), the message above the buttons, and the row just added (it takes the focus).
 */
export function useScheduleForm(schedule: ProfessionalScheduleFieldsFragment, { save, onSaved }: Options) {
  const t = useT();
  const locale = useLocale();
  const [form, setForm] = useState<ScheduleFormState>(() => toFormState(schedule));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [feedback, setFeedback] = useState<ScheduleFeedback>(null);
  const [lastAdded, setLastAdded] = useState<string | null>(null);
  const clientErrors = submitted ? validateSchedule(form, schedule, locale) : {};
  const errors: FieldErrors = { ...serverErrors, ...clientErrors };

  /** Any change clears what the last save said. */
  const update = (next: ScheduleFormState) => {
    setForm(next);
    setServerErrors({});
    setFeedback(null);
  };

  const addWeekly = () => {
    const row = newWeeklyRow();
    setLastAdded(row.key);
    update({ ...form, weekly: [...form.weekly, row] });
  };
  const addException = (kind: ExceptionKind) => {
    const row = newExceptionRow(addDays(schedule.today, 1));
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFeedback(null);
    const found = validateSchedule(form, schedule, locale);
    if (Object.keys(found).length > 0) {
      setFeedback({ severity: 'error', text: t('professional.schedule.fixErrors') });
      focusFirstError(found);
      return;
    }
    try {
      const saved = await save(toScheduleInput(form));
      if (saved) {
        setForm(toFormState(saved));
        setSubmitted(false);
      }
      setServerErrors({});
      setFeedback({ severity: 'success', text: t('professional.schedule.saved') });
      onSaved();
    } catch (error) {
      // "Unable to save your schedule, please try again" (SPEC §8) above, the reasons under their inputs.
      const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
      const fields = serverFieldErrors(fieldsOf(first?.extensions));
      setServerErrors(fields);
      setFeedback({ severity: 'error', text: first?.message ?? feedbackFromError(error, locale).message ?? '' });
      focusFirstError(fields);
    }
  };

  const reset = () => {
    update(toFormState(schedule));
    setSubmitted(false);
  };

  return {
    form,
    errors,
    feedback,
    lastAdded,
    setSkipHolidays: (skipHolidays: boolean) => update({ ...form, skipHolidays }),
    addWeekly,
    addException,
    changeWeekly,
    changeException,
    removeRow,
    submit,
    reset,
  };
}

export type ScheduleFormEditor = ReturnType<typeof useScheduleForm>;
