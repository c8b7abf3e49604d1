import Alert from '@mui/material/Alert';
import { Edit, Labeled, SelectInput, SimpleForm, TextField, TextInput, useRecordContext, useTranslate } from 'react-admin';
import type { AppointmentRequestRecord } from '../../providers/appointment-request.documents';
import { SaveOnlyToolbar } from '../SaveOnlyToolbar';
import { ContactField } from './AppointmentRequestFields';
import { statusChoicesFrom } from './appointment-request.choices';

/** The status the request may go to and a note of this change (the last note is shown on the request's page). */
const StatusForm = () => {
  const record = useRecordContext<AppointmentRequestRecord>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.nextStatuses.length === 0) return <Alert severity="info">{translate('resources.appointmentRequests.finished')}</Alert>;
  return (
    <SimpleForm toolbar={<SaveOnlyToolbar />} warnWhenUnsavedChanges>
      <Labeled source="personName">
        <TextField source="personName" />
      </Labeled>
      <Labeled source="contactNumber">
        <ContactField />
      </Labeled>
      <SelectInput
        source="status"
        choices={statusChoicesFrom(record.status, record.nextStatuses)}
        isRequired
        helperText="resources.appointmentRequests.helpers.status"
      />
      <TextInput source="changeNote" multiline minRows={3} fullWidth helperText="resources.appointmentRequests.helpers.changeNote" />
    </SimpleForm>
  );
};

/** Pessimistic: the form waits for the gateway, so a refused change shows its error and changes nothing. */
const AppointmentRequestEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show" title="resources.appointmentRequests.edit_title">
    <StatusForm />
  </Edit>
);

export default AppointmentRequestEdit;
