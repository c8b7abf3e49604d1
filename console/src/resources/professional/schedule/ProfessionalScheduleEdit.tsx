import { type Locale, scheduleInputSchema, translateIssues } from '@teleconsulta/schema';
import {
  ArrayInput,
  BooleanInput,
  DateInput,
  Edit,
  FormDataConsumer,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  useLocaleState,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { ProfessionalScheduleRecord } from '../../../providers/schedule.documents';
import { toProfessionalScheduleInput } from '../../../providers/schedule.queries';
import { toFormErrors } from '../../../validation/form-errors';
import { DAY_CHOICES } from './schedule.format';

const label = (field: string) => `resources.professionalSchedules.fields.${field}`;
const helper = (key: string) => `resources.professionalSchedules.helpers.${key}`;

/**
 * The shared rules the professional service runs, with the record's today, duration, saved dates and the company's
 * closed holidays: `{}` when valid.
 */
export function validateSchedule(values: Record<string, unknown>, record: ProfessionalScheduleRecord | undefined, locale: Locale) {
  const schema = scheduleInputSchema(
    record
      ? {
          today: record.today,
          appointmentDuration: record.appointmentDuration,
          saved: { extra: record.extra, blocked: record.blocked },
          closedDates: record.closedDates,
        }
      : {},
  );
  const result = schema.safeParse(toProfessionalScheduleInput(values));
  return result.success ? {} : toFormErrors(translateIssues(result.error, locale));
}

/** A time of day of a window (its start or end). */
const TimeInput = ({ source }: { source: 'start' | 'end' }) => (
  <TextInput source={source} type="time" label={label(source)} sx={{ width: 150 }} fullWidth={false} InputLabelProps={{ shrink: true }} />
);

/** Start and end inputs, hidden for an all-day window. */
const TimeInputs = () => (
  <FormDataConsumer<{ allDay?: boolean }>>
    {({ scopedFormData }) =>
      scopedFormData?.allDay ? null : (
        <>
          <TimeInput source="start" />
          <TimeInput source="end" />
        </>
      )
    }
  </FormDataConsumer>
);

const ExceptionInput = ({ source, days }: { source: 'extra' | 'blocked'; days: number }) => {
  const translate = useTranslate();
  return (
    <ArrayInput source={source} label={label(source)} helperText={translate(helper(source), { days })}>
      <SimpleFormIterator inline disableReordering>
        <DateInput source="date" label={label('date')} fullWidth={false} sx={{ width: 200 }} />
        <BooleanInput source="allDay" label={label('allDay')} fullWidth={false} />
        <TimeInputs />
      </SimpleFormIterator>
    </ArrayInput>
  );
};

const ScheduleForm = () => {
  const record = useRecordContext<ProfessionalScheduleRecord>();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  return (
    <SimpleForm validate={(values) => validateSchedule(values, record, locale as Locale)} warnWhenUnsavedChanges>
      <BooleanInput source="skipHolidays" label={label('skipHolidays')} helperText={helper('skipHolidays')} />
      <ArrayInput
        source="weekly"
        label={label('weekly')}
        helperText={translate(helper('weekly'), { duration: record?.appointmentDuration ?? 30 })}
      >
        <SimpleFormIterator inline disableReordering>
          <SelectInput source="day" choices={DAY_CHOICES} label={label('day')} sx={{ minWidth: 200 }} fullWidth={false} />
          <BooleanInput source="allDay" label={label('allDay')} fullWidth={false} />
          <TimeInputs />
        </SimpleFormIterator>
      </ArrayInput>
      <ExceptionInput source="extra" days={record?.maxDaysAhead ?? 35} />
      <ExceptionInput source="blocked" days={record?.maxDaysAhead ?? 35} />
    </SimpleForm>
  );
};

/**
 * A professional's availability (PUT /professional/{id}/schedule replaces it whole). Pessimistic, so the service's
 * field errors (`weekly.2.end`, `blocked.0.date` …) land under the exact inputs; the shared rules run before sending.
 */
const ProfessionalScheduleEdit = () => {
  const translate = useTranslate();
  return (
    <Edit
      resource="professionalSchedules"
      mutationMode="pessimistic"
      redirect={(_resource, id) => `professionals/${id}/show/availability`}
      title={translate('resources.professionalSchedules.edit_title')}
    >
      <ScheduleForm />
    </Edit>
  );
};

export default ProfessionalScheduleEdit;
