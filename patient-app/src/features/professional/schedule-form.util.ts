import {
  type Locale,
  type ScheduleRuleContext,
  scheduleInputSchema,
  type TProfessionalScheduleInput,
  translateIssues,
} from '@teleconsulta/schema';

/**
 * The availability form (SPEC §3 Schedule, §5 rules) as plain state: rows of weekly windows, extra and blocked dates,
 * with a stable key each so React keeps the focus on the row being edited. Errors are keyed by the service's field
 * paths (`weekly.2.end`, `blocked.0.date`), which are the rows' positions.
 */
type WindowRow = { key: string; allDay: boolean; start: string; end: string };
export type WeeklyRow = WindowRow & { day: number };
export type ExceptionRow = WindowRow & { date: string };
export type ExceptionKind = 'extra' | 'blocked';
export type ScheduleFormState = { skipHolidays: boolean; weekly: WeeklyRow[]; extra: ExceptionRow[]; blocked: ExceptionRow[] };

/** What the page reads (professionalSchedule): the saved availability and the company's calendar. */
export type SavedSchedule = {
  skipHolidays: boolean;
  today: string;
  appointmentDuration: number;
  closedDates: readonly string[];
  weekly: ReadonlyArray<{ day: number; allDay: boolean; start: string | null; end: string | null }>;
  extra: ReadonlyArray<{ date: string; allDay: boolean; start: string | null; end: string | null }>;
  blocked: ReadonlyArray<{ date: string; allDay: boolean; start: string | null; end: string | null }>;
};

/** Field path → translated message. */
export type FieldErrors = Record<string, string>;

let counter = 0;
export const rowKey = () => `row-${++counter}`;

const toRow = (w: { allDay: boolean; start: string | null; end: string | null }): WindowRow => ({
  key: rowKey(),
  allDay: w.allDay,
  start: w.start ?? '',
  end: w.end ?? '',
});

/** The saved availability as form rows, weekly windows by day and time, exceptions by date. */
export function toFormState(saved: SavedSchedule): ScheduleFormState {
  const byDate = <T extends { date: string }>(list: readonly T[]) => [...list].sort((a, b) => a.date.localeCompare(b.date));
  return {
    skipHolidays: saved.skipHolidays,
    weekly: [...saved.weekly]
      .sort((a, b) => a.day - b.day || (a.start ?? '').localeCompare(b.start ?? ''))
      .map((w) => ({ ...toRow(w), day: w.day })),
    extra: byDate(saved.extra).map((e) => ({ ...toRow(e), date: e.date })),
    blocked: byDate(saved.blocked).map((e) => ({ ...toRow(e), date: e.date })),
  };
}

const times = (row: WindowRow) => (row.allDay ? { start: null, end: null } : { start: row.start || null, end: row.end || null });

/** The body of updateProfessionalSchedule: the whole availability, rows in order, no times for an all-day row. */
export function toScheduleInput(form: ScheduleFormState): TProfessionalScheduleInput {
  return {
    skipHolidays: form.skipHolidays,
    weekly: form.weekly.map((w) => ({ day: w.day, allDay: w.allDay, ...times(w) })),
    extra: form.extra.map((e) => ({ date: e.date, allDay: e.allDay, ...times(e) })),
    blocked: form.blocked.map((e) => ({ date: e.date, allDay: e.allDay, ...times(e) })),
  };
}

/** The rules' context: the company's today, appointment duration and closed holidays, and what is saved already. */
export function ruleContext(saved: SavedSchedule): ScheduleRuleContext {
  return {
    today: saved.today,
    appointmentDuration: saved.appointmentDuration,
    saved: { extra: saved.extra, blocked: saved.blocked },
    closedDates: saved.closedDates,
  };
}

/** The shared SPEC §5 rules (scheduleInputSchema, as the service runs them) in the user's language; {} when valid. */
export function validateSchedule(form: ScheduleFormState, saved: SavedSchedule, locale: Locale): FieldErrors {
  const result = scheduleInputSchema(ruleContext(saved)).safeParse(toScheduleInput(form));
  if (result.success) return {};
  return Object.fromEntries(translateIssues(result.error, locale).map((issue) => [issue.field, issue.message]));
}

/** The service's field errors (extensions.fields of a refused save), by path; a leading "input." is dropped. */
export function serverFieldErrors(fields: ReadonlyArray<{ field: string; message: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, message } of fields) errors[field.replace(/^input\./, '')] ??= message;
  return errors;
}

/** extensions.fields of a GraphQL error, with their full paths (the generic mapper keeps only the last segment). */
export function fieldsOf(extensions: Record<string, unknown> | undefined): Array<{ field: string; message: string }> {
  const fields = extensions?.fields;
  return Array.isArray(fields)
    ? fields.filter((f): f is { field: string; message: string } => typeof f?.field === 'string' && typeof f?.message === 'string')
    : [];
}

/** A new row: the weekly one on Monday 08:00–12:00, an exception on the first date the rules accept (tomorrow). */
export function newWeeklyRow(): WeeklyRow {
  return { key: rowKey(), day: 1, allDay: false, start: '08:00', end: '12:00' };
}
export function newExceptionRow(date: string): ExceptionRow {
  return { key: rowKey(), date, allDay: true, start: '', end: '' };
}

/** The input id of a field path: "weekly.2.end" → "schedule-weekly-2-end" (its helper text is "…-helper-text"). */
export const fieldId = (path: string) => `schedule-${path.replaceAll('.', '-')}`;
