import { DateField, DeleteButton, EditButton, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { IntentField, ServiceRequestChipField } from './ServiceRequestFields';

const ShowActions = () => (
  <TopToolbar>
    <EditButton />
    <DeleteButton mutationMode="pessimistic" />
  </TopToolbar>
);

/** A service request: patient, what was asked, status, priority, times and the requester. */
const ServiceRequestShow = () => (
  <Show actions={<ShowActions />}>
    <SimpleShowLayout>
      <TextField source="subjectName" />
      <TextField source="note" emptyText="—" />
      <ServiceRequestChipField source="status" />
      <ServiceRequestChipField source="priority" />
      <IntentField source="intent" />
      <DateField source="authoredOn" showTime />
      <DateField source="occurrence" showTime emptyText="—" />
      <TextField source="requesterName" />
      <TextField source="category" />
      <TextField source="code" />
      <DateField source="updatedAt" showTime />
    </SimpleShowLayout>
  </Show>
);

export default ServiceRequestShow;
