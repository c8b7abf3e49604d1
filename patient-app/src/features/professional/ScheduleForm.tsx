import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, FormControlLabel, FormHelperText, Paper, Stack, Switch, Typography } from '@mui/material';
import { addDays } from '@teleconsulta/schema';
import { type FormEvent, type ReactNode, useState } from 'react';
import { feedbackFromError } from '../../errors/error-feedback.mappers';
import { graphql } from '../../gql';
import type { ProfessionalScheduleFieldsFragment } from '../../gql/graphql';
import { useLocale, useT } from '../../i18n/locale.context';
import { ExceptionRowFields, WeeklyRowFields } from './ScheduleRowFields';
import {
  type ExceptionKind,
  type FieldErrors,
  fieldId,
  newExceptionRow,
  newWeeklyRow,
  type ScheduleFormState,
  serverFieldErrors,
  toFormState,
  toScheduleInput,
  validateSchedule,
} from './schedule-form.util';

graphql(`
  fragment ProfessionalScheduleFields on ProfessionalSchedule {
    professionalId
    timeZone
    appointmentDuration
    today
    maxDaysAhead
    skipHolidays
    updatedAt
    closedDates
    weekly {
      day
      allDay
      start
      end
    }
    extra {
      date
      allDay
      start
      end
    }
    blocked {
      date
      allDay
      start
      end
    }
  }
`);

const SaveScheduleDocument = graphql(`
  mutation SaveMyAvailability($id: ID!, $input: ProfessionalScheduleInput!) {
    updateProfessionalSchedule(id: $id, input: $input) {
      ...ProfessionalScheduleFields
    }
  }
`);

type Feedback = { severity: 'success' | 'error'; text: string } | null;

/** A titled list of rows with its add button and the list's own error (e.g. appointments left without a weekday). */
function RowList({
  title,
  help,
  error,
  errorId,
  addLabel,
  onAdd,
  testId,
  children,
  empty,
}: {
  title: string;
  help: string;
  error?: string;
  errorId: string;
  addLabel: string;
  onAdd: () => void;
  testId: string;
  children: ReactNode[];
  empty: string;
}) {
  return (
    <Paper variant="outlined" component="fieldset" data-testid={testId} sx={{ p: { xs: 2, sm: 3 }, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ float: 'left', width: '100%', p: 0 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ clear: 'both', mb: 2 }}>
        {help}
      </Typography>
      {error && (
        <FormHelperText error id={errorId} sx={{ mb: 2, fontSize: '0.875rem' }} role="alert">
          {error}
        </FormHelperText>
      )}
      {children.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {empty}
        </Typography>
      ) : (
        <Stack component="ol" spacing={2} sx={{ p: 0, m: 0, mb: 2 }}>
          {children}
        </Stack>
      )}
      <Button startIcon={<AddIcon />} onClick={onAdd} data-testid={`${testId}-add`}>
        {addLabel}
      </Button>
    </Paper>
  );
}

/**
 * The doctor's own availability (SPEC §3 Schedule): weekly windows, extra and blocked dates, skip holidays. The shared
 * rules (scheduleInputSchema, with the company's today, duration and closed holidays) run before sending; what only
 * the service knows (appointments in the way) comes back as field errors under the same inputs. Saved whole.
 */
export function ScheduleForm({ schedule, onSaved }: { schedule: ProfessionalScheduleFieldsFragment; onSaved: () => void }) {
  const t = useT();
  const locale = useLocale();
  const [form, setForm] = useState<ScheduleFormState>(() => toFormState(schedule));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [lastAdded, setLastAdded] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SaveScheduleDocument);
  const clientErrors = submitted ? validateSchedule(form, schedule, locale) : {};
  const errors: FieldErrors = { ...serverErrors, ...clientErrors };

  const update = (next: ScheduleFormState) => {
    setForm(next);
    setServerErrors({});
    setFeedback(null);
  };
  const tomorrow = addDays(schedule.today, 1);
  const addException = (kind: ExceptionKind) => {
    const row = newExceptionRow(tomorrow);
    setLastAdded(row.key);
    update({ ...form, [kind]: [...form[kind], row] });
  };
  /** A removed row takes the focus with it: it goes to its list's add button, not to the top of the page. */
  const focusAdd = (list: 'weekly' | ExceptionKind) =>
    window.setTimeout(() => document.querySelector<HTMLElement>(`[data-testid="schedule-${list}-add"]`)?.focus(), 0);
  const focusFirstError = (found: FieldErrors) => {
    const first = Object.keys(found)[0];
    if (first) window.setTimeout(() => document.getElementById(fieldId(first))?.focus(), 0);
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
      const result = await save({ variables: { id: schedule.professionalId, input: toScheduleInput(form) } });
      if (result.data) {
        setForm(toFormState(result.data.updateProfessionalSchedule));
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

  const weekly = form.weekly.map((row, i) => (
    <WeeklyRowFields
      key={row.key}
      path={`weekly.${i}`}
      label={t('professional.schedule.weeklyRow', { n: i + 1 })}
      row={row}
      errors={errors}
      autoFocus={row.key === lastAdded}
      onChange={(changed) => update({ ...form, weekly: form.weekly.map((r) => (r.key === row.key ? changed : r)) })}
      onRemove={() => {
        update({ ...form, weekly: form.weekly.filter((r) => r.key !== row.key) });
        focusAdd('weekly');
      }}
    />
  ));
  const exceptions = (kind: ExceptionKind) =>
    form[kind].map((row, i) => (
      <ExceptionRowFields
        key={row.key}
        path={`${kind}.${i}`}
        label={t(kind === 'extra' ? 'professional.schedule.extraRow' : 'professional.schedule.blockedRow', { n: i + 1 })}
        row={row}
        errors={errors}
        autoFocus={row.key === lastAdded}
        onChange={(changed) => update({ ...form, [kind]: form[kind].map((r) => (r.key === row.key ? changed : r)) })}
        onRemove={() => {
          update({ ...form, [kind]: form[kind].filter((r) => r.key !== row.key) });
          focusAdd(kind);
        }}
      />
    ));

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="schedule-form" aria-label={t('professional.availability')}>
      <Stack spacing={2.5}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <FormControlLabel
            control={
              <Switch
                id={fieldId('skipHolidays')}
                checked={form.skipHolidays}
                onChange={(e) => update({ ...form, skipHolidays: e.target.checked })}
                slotProps={{ input: { 'aria-describedby': 'skip-holidays-help' } }}
              />
            }
            label={t('professional.schedule.skipHolidays')}
          />
          <FormHelperText id="skip-holidays-help" sx={{ ml: 0 }}>
            {t('professional.schedule.skipHolidaysHelp')}
          </FormHelperText>
          {errors.skipHolidays && (
            <FormHelperText error id={`${fieldId('skipHolidays')}-helper-text`} role="alert" sx={{ ml: 0, fontSize: '0.875rem' }}>
              {errors.skipHolidays}
            </FormHelperText>
          )}
        </Paper>
        <RowList
          testId="schedule-weekly"
          title={t('professional.schedule.weekly')}
          help={t('professional.schedule.weeklyHelp', { duration: schedule.appointmentDuration })}
          error={errors.weekly}
          errorId={`${fieldId('weekly')}-helper-text`}
          addLabel={t('professional.schedule.addWeekly')}
          onAdd={() => {
            const row = newWeeklyRow();
            setLastAdded(row.key);
            update({ ...form, weekly: [...form.weekly, row] });
          }}
          empty={t('professional.schedule.none')}
        >
          {weekly}
        </RowList>
        <RowList
          testId="schedule-extra"
          title={t('professional.schedule.extra')}
          help={t('professional.schedule.extraHelp', { days: schedule.maxDaysAhead })}
          error={errors.extra}
          errorId={`${fieldId('extra')}-helper-text`}
          addLabel={t('professional.schedule.addExtra')}
          onAdd={() => addException('extra')}
          empty={t('professional.schedule.none')}
        >
          {exceptions('extra')}
        </RowList>
        <RowList
          testId="schedule-blocked"
          title={t('professional.schedule.blocked')}
          help={t('professional.schedule.blockedHelp', { days: schedule.maxDaysAhead })}
          error={errors.blocked}
          errorId={`${fieldId('blocked')}-helper-text`}
          addLabel={t('professional.schedule.addBlocked')}
          onAdd={() => addException('blocked')}
          empty={t('professional.schedule.none')}
        >
          {exceptions('blocked')}
        </RowList>
        {feedback && (
          <Alert severity={feedback.severity} role={feedback.severity === 'error' ? 'alert' : 'status'} data-testid="schedule-feedback">
            {feedback.text}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button type="submit" variant="contained" size="large" startIcon={<SaveIcon />} disabled={loading} data-testid="schedule-save">
            {t('professional.schedule.save')}
          </Button>
          <Button
            size="large"
            onClick={() => {
              update(toFormState(schedule));
              setSubmitted(false);
            }}
            disabled={loading}
            data-testid="schedule-reset"
          >
            {t('professional.schedule.reset')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/** extensions.fields of a GraphQL error, with their full paths (the generic mapper keeps only the last segment). */
function fieldsOf(extensions: Record<string, unknown> | undefined): Array<{ field: string; message: string }> {
  const fields = extensions?.fields;
  return Array.isArray(fields)
    ? fields.filter((f): f is { field: string; message: string } => typeof f?.field === 'string' && typeof f?.message === 'string')
    : [];
}
