import { ZServiceRequestCreate, ZServiceRequestPatch } from '@teleconsulta/schema';
import { AutocompleteInput, DateTimeInput, ReferenceInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { useLocaleValidate } from '../../validation/use-locale-validate';
import { SaveOnlyToolbar } from '../SaveOnlyToolbar';
import { INTENT_CHOICES, PRIORITY_CHOICES, STATUS_CHOICES } from './service-request.choices';
import { validateServiceRequest } from './service-request.validation';

/**
 * The create and edit form (SPEC §3 Service request, after FHIR ServiceRequest). It never holds id or requesterName:
 * the requester is whoever creates the request.
 */
export const ServiceRequestForm = ({ mode, defaultValues }: { mode: 'create' | 'update'; defaultValues?: Record<string, unknown> }) => {
  const validate = useLocaleValidate(mode === 'create' ? ZServiceRequestCreate : ZServiceRequestPatch, validateServiceRequest);
  return (
    <SimpleForm validate={validate} defaultValues={defaultValues} toolbar={<SaveOnlyToolbar />} warnWhenUnsavedChanges>
      <ReferenceInput source="subject" reference="persons">
        <AutocompleteInput isRequired fullWidth />
      </ReferenceInput>
      <TextInput source="note" multiline minRows={3} fullWidth helperText="resources.serviceRequests.helpers.note" />
      <SelectInput source="status" choices={STATUS_CHOICES} isRequired />
      <SelectInput source="priority" choices={PRIORITY_CHOICES} isRequired />
      <SelectInput source="intent" choices={INTENT_CHOICES} isRequired />
      <DateTimeInput source="authoredOn" helperText={mode === 'create' ? 'resources.serviceRequests.helpers.authoredOn' : undefined} />
      <DateTimeInput source="occurrence" />
      <TextInput source="category" helperText="resources.serviceRequests.helpers.category" />
      <TextInput source="code" helperText="resources.serviceRequests.helpers.code" />
    </SimpleForm>
  );
};
