import { DataTable, List, SelectInput } from 'react-admin';
import type { OutboxMailRecord } from '../../../providers/message.documents';
import { ListLoadError, ListLoadPagination } from '../../ListLoadError';
import { LocalDateField } from '../../LocalDateField';
import { searchFilter } from '../../search-filter';
import { OutboxStatusField } from './OutboxStatusField';

const STATUS_CHOICES = ['OUTBOX', 'QUEUED', 'SENT', 'FAILED'].map((id) => ({ id, name: `resources.outbox.statuses.${id}` }));

const filters = [searchFilter, <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />];

/** Every mail the platform sent for the company, newest first (read only). */
const OutboxList = () => (
  <List
    filters={filters}
    perPage={10}
    pagination={<ListLoadPagination rowsPerPageOptions={[10, 25, 50]} />}
    error={<ListLoadError />}
    exporter={false}
  >
    <DataTable<OutboxMailRecord> rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="to" disableSort />
      <DataTable.Col source="subject" disableSort />
      <DataTable.Col source="status" field={OutboxStatusField} disableSort />
      <DataTable.Col source="createdAt" disableSort>
        <LocalDateField source="createdAt" showTime />
      </DataTable.Col>
    </DataTable>
  </List>
);

export default OutboxList;
