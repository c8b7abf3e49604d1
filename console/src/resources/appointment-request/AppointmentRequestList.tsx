import { DataTable, SelectArrayInput, TextField } from 'react-admin';
import { LocalDateField } from '../LocalDateField';
import { PagedList, PagedListActions } from '../PagedList';
import { ShowRowsTable } from '../ShowRowsTable';
import { ContactField, PeriodField, RequestKindField, RequestStatusField } from './AppointmentRequestFields';
import { KIND_CHOICES, STATUS_CHOICES } from './appointment-request.choices';
import { useAppointmentRequestExporter } from './appointment-request.exporter';

const filters = [
  <SelectArrayInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn sx={{ minWidth: 220 }} />,
  <SelectArrayInput key="kind" source="kind" choices={KIND_CHOICES} alwaysOn sx={{ minWidth: 200 }} />,
];

/** The patients' scheduling and return requests, newest first, paged and filtered on the server. */
const AppointmentRequestList = () => (
  <PagedList
    filters={filters}
    actions={<PagedListActions create={null} />}
    sort={{ field: 'createdAt', order: 'DESC' }}
    exporter={useAppointmentRequestExporter()}
  >
    <ShowRowsTable>
      <DataTable.Col source="createdAt" field={LocalDateField} />
      <DataTable.Col source="personName" disableSort />
      <DataTable.Col source="kind" field={RequestKindField} disableSort />
      <DataTable.Col source="specialtyName" disableSort>
        <TextField source="specialtyName" emptyText="—" />
      </DataTable.Col>
      <DataTable.Col source="contactNumber" field={ContactField} disableSort />
      <DataTable.Col source="observation" disableSort>
        <TextField source="observation" emptyText="—" />
      </DataTable.Col>
      <DataTable.Col source="preferredPeriod" field={PeriodField} disableSort />
      <DataTable.Col source="status" field={RequestStatusField} />
      <DataTable.Col source="requestedByName" disableSort />
    </ShowRowsTable>
  </PagedList>
);

export default AppointmentRequestList;
