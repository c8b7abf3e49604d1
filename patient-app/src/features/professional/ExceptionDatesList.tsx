import type { ProfessionalScheduleFieldsFragment } from '../../gql/graphql';
import { useT } from '../../i18n/locale.context';
import { ExceptionRowFields } from './ScheduleRowFields';
import { ScheduleRowList } from './ScheduleRowList';
import type { ScheduleFormEditor } from './schedule-form.hook';
import { type ExceptionKind, fieldId } from './schedule-form.util';

const TEXTS = {
  extra: {
    title: 'professional.schedule.extra',
    help: 'professional.schedule.extraHelp',
    add: 'professional.schedule.addExtra',
    row: 'professional.schedule.extraRow',
  },
  blocked: {
    title: 'professional.schedule.blocked',
    help: 'professional.schedule.blockedHelp',
    add: 'professional.schedule.addBlocked',
    row: 'professional.schedule.blockedRow',
  },
} as const;

/** The extra (or blocked) dates of the availability form, one row each. */
export function ExceptionDatesList({
  kind,
  schedule,
  editor,
}: {
  kind: ExceptionKind;
  schedule: ProfessionalScheduleFieldsFragment;
  editor: ScheduleFormEditor;
}) {
  const t = useT();
  const { form, errors } = editor;
  const texts = TEXTS[kind];
  return (
    <ScheduleRowList
      testId={`schedule-${kind}`}
      title={t(texts.title)}
      help={t(texts.help, { days: schedule.maxDaysAhead })}
      error={errors[kind]}
      errorId={`${fieldId(kind)}-helper-text`}
      addLabel={t(texts.add)}
      onAdd={() => editor.addException(kind)}
      empty={t('professional.schedule.none')}
    >
      {form[kind].map((row, i) => (
        <ExceptionRowFields
          key={row.key}
          path={`${kind}.${i}`}
          label={t(texts.row, { n: i + 1 })}
          row={row}
          errors={errors}
          autoFocus={row.key === editor.lastAdded}
          onChange={(changed) => editor.changeException(kind, changed)}
          onRemove={() => editor.removeRow(kind, row.key)}
        />
      ))}
    </ScheduleRowList>
  );
}
