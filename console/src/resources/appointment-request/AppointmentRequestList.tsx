import { DataTable, DateField, ExportButton, FilterButton, List, Pagination, SelectArrayInput, TextField, TopToolbar } from 'react-admin';
import { EXPORT_MAX_ROWS } from '../../providers/paged-list';
import { ContactField, PeriodField, RequestKindField, RequestStatusField } from './AppointmentRequestFields';
import { KIND_CHOICES, STATUS_CHOICES } from './appointment-request.choices';
import { appointmentRequestExporter } from './appointment-request.exporter';

const filters = [
  <SelectArrayInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn sx={{ minWidth: 220 }} />,
  <SelectArrayInput key="kind" source="kind" choices={KIND_CHOICES} alwaysOn sx={{ minWidth: 200 }} />,
];

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportButton maxResults={EXPORT_MAX_ROWS} />
  </TopToolbar>
);

/** The patients' scheduling and return requests, newest first, paged and filtered on the server. */
const AppointmentRequestList = () => (
  <List
    filters={filters}
    actions={<ListActions />}
    sort={{ field: 'createdAt', order: 'DESC' }}
    perPage={10}
    pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
    exporter={appointmentRequestExporter}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="createdAt" field={DateField} />
      <DataTable.Col source="personName" disableSort />
      <DataTable.Col source="kind" disableSort>
        <RequestKindField />
      </DataTable.Col>
      <DataTable.Col source="specialtyName" disableSort>
        <TextField source="specialtyName" emptyText="—" />
      </DataTable.Col>
      <DataTable.Col source="contactNumber" disableSort>
        <ContactField />
      </DataTable.Col>
      <DataTable.Col source="observation" disableSort>
        <TextField source="observation" emptyText="—" />
      </DataTable.Col>
      <DataTable.Col source="preferredPeriod" disableSort>
        <PeriodField />
      </DataTable.Col>
      <DataTable.Col source="status">
        <RequestStatusField />
      </DataTable.Col>
      <DataTable.Col source="requestedByName" disableSort />
    </DataTable>
  </List>
);

export default AppointmentRequestList;
