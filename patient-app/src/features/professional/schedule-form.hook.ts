import type { TProfessionalScheduleInput } from '@teleconsulta/schema';
import { type FormEvent, useState } from 'react';
import type { ProfessionalScheduleFieldsFragment } from '../../gql/graphql';
import { useLocale, useT } from '../../i18n/locale.context';
import { type FieldErrors, fieldId, type ScheduleFormState, toFormState, toScheduleInput, validateSchedule } from './schedule-form.util';
import { useScheduleRows } from './schedule-rows.hook';
import { scheduleSaveFailure } from './schedule-save-error.mappers';

export type ScheduleFeedback = { severity: 'success' | 'error'; text: string } | null;

type Options = {
  /** Sends the whole availability; answers it as saved (undefined: the server answered no data). */
  save: (input: TProfessionalScheduleInput) => Promise<ProfessionalScheduleFieldsFragment | undefined>;
  onSaved: () => void;
};

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
  const clientErrors = submitted ? validateSchedule(form, schedule, locale) : {};
  const errors: FieldErrors = { ...serverErrors, ...clientErrors };

  /** Any change clears what the last save said. */
  const update = (next: ScheduleFormState) => {
    setForm(next);
    setServerErrors({});
    setFeedback(null);
  };

  const rows = useScheduleRows({ form, today: schedule.today, update });

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
      const { text, fields } = scheduleSaveFailure(error, locale);
      setServerErrors(fields);
      setFeedback({ severity: 'error', text });
      focusFirstError(fields);
    }
  };

  const reset = () => {
    update(toFormState(schedule));
    setSubmitted(false);
  };

  return { form, errors, feedback, ...rows, submit, reset };
}

export type ScheduleFormEditor = ReturnType<typeof useScheduleForm>;
