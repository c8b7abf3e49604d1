import type { ProfessionalScheduleFieldsFragment } from '../../gql/graphql';
import { useT } from '../../i18n/locale.context';
import { WeeklyRowFields } from './ScheduleRowFields';
import { ScheduleRowList } from './ScheduleRowList';
import type { ScheduleFormEditor } from './schedule-form.hook';
import { fieldId } from './schedule-form.util';

/** The weekly windows of the availability form, one row each. */
export function WeeklyWindowsList({ schedule, editor }: { schedule: ProfessionalScheduleFieldsFragment; editor: ScheduleFormEditor }) {
  const t = useT();
  const { form, errors } = editor;
  return (
    <ScheduleRowList
      testId="schedule-weekly"
      title={t('professional.schedule.weekly')}
      help={t('professional.schedule.weeklyHelp', { duration: schedule.appointmentDuration })}
      error={errors.weekly}
      errorId={`${fieldId('weekly')}-helper-text`}
      addLabel={t('professional.schedule.addWeekly')}
      onAdd={editor.addWeekly}
      empty={t('professional.schedule.none')}
    >
      {form.weekly.map((row, i) => (
        <WeeklyRowFields
          key={row.key}
          path={`weekly.${i}`}
          label={t('professional.schedule.weeklyRow', { n: i + 1 })}
          row={row}
          errors={errors}
          autoFocus={row.key === editor.lastAdded}
          onChange={editor.changeWeekly}
          onRemove={() => editor.removeRow('weekly', row.key)}
        />
      ))}
    </ScheduleRowList>
  );
}
