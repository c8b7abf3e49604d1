import { BooleanField, FunctionField, NumberField, Show, SimpleShowLayout, TextField, useTranslate } from 'react-admin';
import type { ScreeningRecord } from '../../providers/screening.documents';
import { EditDeleteActions } from '../EditDeleteActions';
import { LocalDateField } from '../LocalDateField';
import { QuestionsField } from './QuestionsField';

const SubtypeField = (_props: { source: 'subtype'; label?: string }) => {
  const translate = useTranslate();
  return <FunctionField<ScreeningRecord> render={(r) => r.subtype ?? translate('resources.screenings.anySubtype')} />;
};

/** A questionnaire: type, subtype, titles, version and its questions with red flags. */
const ScreeningShow = () => (
  <Show actions={<EditDeleteActions />}>
    <SimpleShowLayout>
      <TextField source="titlePtBR" />
      <TextField source="titleEn" />
      <TextField source="type" />
      <SubtypeField source="subtype" />
      <BooleanField source="active" />
      <NumberField source="version" />
      <QuestionsField source="questions" />
      <LocalDateField source="updatedAt" showTime />
    </SimpleShowLayout>
  </Show>
);

export default ScreeningShow;
