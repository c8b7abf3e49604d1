import { ZScreeningCreate, ZScreeningPatch } from '@teleconsulta/schema';
import {
  ArrayInput,
  BooleanInput,
  FormDataConsumer,
  NumberInput,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
} from 'react-admin';
import { useLocaleValidate } from '../../validation/use-locale-validate';
import { SaveOnlyToolbar } from '../SaveOnlyToolbar';
import { field, KIND_CHOICES, KINDS_WITH_OPTIONS } from './screening.choices';
import { validateScreening } from './screening.validation';

const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

/** The options of a question: text in both languages, a weight hint and the red-flag toggle (SAMU 192). */
const OptionsInput = ({ source }: { source: string }) => (
  <ArrayInput source={source} label={field('options')}>
    <SimpleFormIterator inline>
      <TextInput source="textPtBR" label={field('optionTextPtBR')} isRequired sx={{ width: 260 }} />
      <TextInput source="textEn" label={field('optionTextEn')} isRequired sx={{ width: 260 }} />
      <NumberInput source="weight" label={field('weight')} min={0} max={100} step={1} sx={{ width: 100, minWidth: 100 }} />
      <BooleanInput source="redFlag" label="resources.screenings.redFlag" sx={{ whiteSpace: 'nowrap', alignSelf: 'center' }} />
    </SimpleFormIterator>
  </ArrayInput>
);

/** The create and edit form: identity of the questionnaire, then its ordered questions (each with its options). */
export const ScreeningForm = ({ mode, defaultValues }: { mode: 'create' | 'update'; defaultValues?: Record<string, unknown> }) => {
  const validate = useLocaleValidate(mode === 'create' ? ZScreeningCreate : ZScreeningPatch, validateScreening);
  return (
    <SimpleForm validate={validate} defaultValues={defaultValues} toolbar={<SaveOnlyToolbar />} warnWhenUnsavedChanges>
      <TextInput source="type" parse={upper} isRequired helperText="resources.screenings.helpers.type" />
      <TextInput source="subtype" parse={upper} helperText="resources.screenings.helpers.subtype" />
      <TextInput source="titlePtBR" isRequired fullWidth />
      <TextInput source="titleEn" isRequired fullWidth />
      <BooleanInput source="active" />
      <ArrayInput source="questions">
        <SimpleFormIterator fullWidth sx={{ '& .RaSimpleFormIterator-line': { borderBottom: 1, borderColor: 'divider', pb: 2 } }}>
          <TextInput source="textPtBR" label={field('questionTextPtBR')} isRequired fullWidth />
          <TextInput source="textEn" label={field('questionTextEn')} isRequired fullWidth />
          <SelectInput source="kind" label={field('kind')} choices={KIND_CHOICES} isRequired />
          <BooleanInput source="required" label={field('required')} />
          <FormDataConsumer>
            {({ scopedFormData }) => (KINDS_WITH_OPTIONS.includes(String(scopedFormData?.kind)) ? <OptionsInput source="options" /> : null)}
          </FormDataConsumer>
        </SimpleFormIterator>
      </ArrayInput>
    </SimpleForm>
  );
};
