import {
  AutocompleteInput,
  CreateButton,
  DataTable,
  DateField,
  DateInput,
  ExportButton,
  FilterButton,
  List,
  Pagination,
  ReferenceInput,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { EXPORT_MAX_ROWS } from '../../providers/paged-list';
import { ServiceRequestChipField } from './ServiceRequestFields';
import { STATUS_CHOICES } from './service-request.choices';
import { serviceRequestExporter } from './service-request.exporter';

/** SPEC §7's query: patient, status and "requested up to" (the end of that day). */
const filters = [
  <ReferenceInput key="subject" source="subject" reference="persons" alwaysOn>
    <AutocompleteInput sx={{ minWidth: 280 }} />
  </ReferenceInput>,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
  <DateInput key="to" source="to" alwaysOn />,
];

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ExportButton maxResults={EXPORT_MAX_ROWS} />
  </TopToolbar>
);

/** The clinic's service requests, newest first, paged and filtered on the server. */
const ServiceRequestList = () => (
  <List
    filters={filters}
    actions={<ListActions />}
    sort={{ field: 'authoredOn', order: 'DESC' }}
    perPage={10}
    pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
    exporter={serviceRequestExporter}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="authoredOn" field={DateField} />
      <DataTable.Col source="subjectName" disableSort />
      <DataTable.Col source="note" disableSort>
        <TextField source="note" emptyText="—" />
      </DataTable.Col>
      <DataTable.Col source="status" disableSort>
        <ServiceRequestChipField source="status" />
      </DataTable.Col>
      <DataTable.Col source="priority" disableSort>
        <ServiceRequestChipField source="priority" />
      </DataTable.Col>
      <DataTable.Col source="occurrence" field={DateField} />
      <DataTable.Col source="requesterName" disableSort />
    </DataTable>
  </List>
);

export default ServiceRequestList;
