import { AutocompleteInput, DataTable, DateInput, ReferenceInput, SelectInput, TextField } from 'react-admin';
import { LocalDateField } from '../LocalDateField';
import { PagedList } from '../PagedList';
import { ShowRowsTable } from '../ShowRowsTable';
import { ServiceRequestChipField } from './ServiceRequestFields';
import { STATUS_CHOICES } from './service-request.choices';
import { useServiceRequestExporter } from './service-request.exporter';

/** SPEC §7's query: patient, status and "requested up to" (the end of that day). */
const filters = [
  <ReferenceInput key="subject" source="subject" reference="persons" alwaysOn>
    <AutocompleteInput sx={{ minWidth: 280 }} />
  </ReferenceInput>,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
  <DateInput key="to" source="to" alwaysOn />,
];

/** The clinic's service requests, newest first, paged and filtered on the server. */
const ServiceRequestList = () => (
  <PagedList filters={filters} sort={{ field: 'authoredOn', order: 'DESC' }} exporter={useServiceRequestExporter()}>
    <ShowRowsTable>
      <DataTable.Col source="authoredOn" field={LocalDateField} />
      <DataTable.Col source="subjectName" disableSort />
      <DataTable.Col source="note" disableSort>
        <TextField source="note" emptyText="—" />
      </DataTable.Col>
      <DataTable.Col source="status" field={ServiceRequestChipField} disableSort />
      <DataTable.Col source="priority" field={ServiceRequestChipField} disableSort />
      <DataTable.Col source="occurrence" field={LocalDateField} />
      <DataTable.Col source="requesterName" disableSort />
    </ShowRowsTable>
  </PagedList>
);

export default ServiceRequestList;
