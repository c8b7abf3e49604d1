import { Show, SimpleShowLayout, TextField } from 'react-admin';
import { EditDeleteActions } from '../EditDeleteActions';
import { LocalDateField } from '../LocalDateField';
import { IntentField, ServiceRequestChipField } from './ServiceRequestFields';

/** A service request: patient, what was asked, status, priority, times and the requester. */
const ServiceRequestShow = () => (
  <Show actions={<EditDeleteActions />}>
    <SimpleShowLayout>
      <TextField source="subjectName" />
      <TextField source="note" emptyText="—" />
      <ServiceRequestChipField source="status" />
      <ServiceRequestChipField source="priority" />
      <IntentField source="intent" />
      <LocalDateField source="authoredOn" showTime />
      <LocalDateField source="occurrence" showTime emptyText="—" />
      <TextField source="requesterName" />
      <TextField source="category" />
      <TextField source="code" />
      <LocalDateField source="updatedAt" showTime />
    </SimpleShowLayout>
  </Show>
);

export default ServiceRequestShow;
