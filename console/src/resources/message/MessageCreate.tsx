import type { Locale } from '@teleconsulta/schema';
import { AutocompleteInput, Create, ReferenceInput, SimpleForm, TextInput, useLocaleState } from 'react-admin';
import { validateNewMessage } from './message.validation';

/** A new thread from the clinic to a patient (chosen by name or CPF); the patient is told by e-mail. */
const MessageCreate = () => {
  const [locale] = useLocaleState();
  return (
    <Create redirect="show">
      <SimpleForm validate={(values) => validateNewMessage(values, locale as Locale)} warnWhenUnsavedChanges>
        <ReferenceInput source="personId" reference="persons" filter={{ status: 'ACTIVE' }}>
          <AutocompleteInput
            filterToQuery={(q: string) => ({ q })}
            helperText="resources.messages.helpers.personId"
            isRequired
            fullWidth
            label="resources.messages.fields.personId"
          />
        </ReferenceInput>
        <TextInput source="subject" isRequired fullWidth />
        <TextInput source="body" multiline minRows={5} isRequired fullWidth />
      </SimpleForm>
    </Create>
  );
};

export default MessageCreate;
