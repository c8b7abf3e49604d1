import { type Locale, translateIssues, ZEmergencyGroupInput } from '@teleconsulta/schema';
import { SimpleForm, TextInput, useLocaleState } from 'react-admin';
import { toFormErrors } from '../../../validation/form-errors';

/** A group's name, validated with the shared zod schema; server errors (a duplicate name) land under the input. */
export const EmergencyGroupForm = () => {
  const [locale] = useLocaleState();
  return (
    <SimpleForm
      validate={(values) => {
        const result = ZEmergencyGroupInput.safeParse(values);
        return result.success ? {} : toFormErrors(translateIssues(result.error, locale as Locale));
      }}
      warnWhenUnsavedChanges
    >
      <TextInput source="name" isRequired fullWidth />
    </SimpleForm>
  );
};
