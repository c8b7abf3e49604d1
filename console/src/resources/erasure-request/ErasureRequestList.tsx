import { ERASURE_REQUEST_STATUSES } from '@teleconsulta/schema';
import { DataTable, SelectArrayInput, TextField } from 'react-admin';
import { LocalDateField } from '../LocalDateField';
import { PagedList, PagedListActions } from '../PagedList';
import { ShowRowsTable } from '../ShowRowsTable';
import { ErasureStatusField } from './ErasureStatusField';

const STATUS_CHOICES = ERASURE_REQUEST_STATUSES.map((id) => ({ id, name: `resources.erasureRequests.statuses.${id}` }));

const filters = [<SelectArrayInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn sx={{ minWidth: 220 }} />];

/** The patients' erasure requests, newest first, paged and filtered by status on the server. */
const ErasureRequestList = () => (
  <PagedList filters={filters} actions={<PagedListActions create={null} />} exporter={false}>
    <ShowRowsTable>
      <DataTable.Col source="createdAt" field={LocalDateField} disableSort />
      <DataTable.Col source="personName" disableSort />
      <DataTable.Col source="requestedByName" disableSort />
      <DataTable.Col source="status" field={ErasureStatusField} disableSort />
      <DataTable.Col source="answeredAt" disableSort>
        <LocalDateField source="answeredAt" emptyText="—" />
      </DataTable.Col>
      <DataTable.Col source="answer" disableSort>
        <TextField source="answer" emptyText="—" />
      </DataTable.Col>
    </ShowRowsTable>
  </PagedList>
);

export default ErasureRequestList;
