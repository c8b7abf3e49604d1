import { EditButton, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext } from 'react-admin';
import type { AppointmentRequestRecord } from '../../providers/appointment-request.documents';
import { LocalDateField } from '../LocalDateField';
import { ContactField, PeriodField, RequestKindField, RequestStatusField } from './AppointmentRequestFields';

/** Editing is moving the request on: no button once it is finished. */
const ShowActions = () => {
  const record = useRecordContext<AppointmentRequestRecord>();
  return <TopToolbar>{record && record.nextStatuses.length > 0 ? <EditButton /> : null}</TopToolbar>;
};

/** A request: who it is for, what they asked, how to reach them, and what the clinic did. */
const AppointmentRequestShow = () => (
  <Show actions={<ShowActions />}>
    <SimpleShowLayout>
      <TextField source="personName" />
      <RequestKindField source="kind" />
      <RequestStatusField source="status" />
      <TextField source="specialtyName" emptyText="—" />
      <TextField source="appointmentProtocol" emptyText="—" />
      <ContactField source="contactNumber" />
      <PeriodField source="preferredPeriod" />
      <TextField source="observation" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
      <TextField source="requestedByName" />
      <LocalDateField source="createdAt" showTime />
      <TextField source="note" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
      <TextField source="handledByName" emptyText="—" />
      <LocalDateField source="contactedAt" showTime emptyText="—" />
      <LocalDateField source="closedAt" showTime emptyText="—" />
    </SimpleShowLayout>
  </Show>
);

export default AppointmentRequestShow;
