import { BooleanField, CreateButton, DataTable, ExportButton, FunctionField, List, SearchInput, TopToolbar } from 'react-admin';
import type { EmergencyQueueRecord } from '../../../providers/emergency.documents';
import { emergencyQueueExporter } from './emergency-queue.exporter';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** The company's queues with their group, specialty, granted professionals and open protocols. */
const EmergencyQueueList = () => (
  <List
    filters={filters}
    sort={{ field: 'name', order: 'ASC' }}
    perPage={25}
    exporter={emergencyQueueExporter}
    actions={
      <TopToolbar>
        <CreateButton />
        <ExportButton />
      </TopToolbar>
    }
  >
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="groupName" />
      <DataTable.Col source="specialty" disableSort>
        <FunctionField<EmergencyQueueRecord> render={(q) => q.specialty.name} />
      </DataTable.Col>
      <DataTable.Col source="professionalIds" disableSort>
        <FunctionField<EmergencyQueueRecord> render={(q) => q.professionals.map((p) => p.name).join(', ') || '—'} />
      </DataTable.Col>
      <DataTable.Col source="counts" disableSort>
        <FunctionField<EmergencyQueueRecord> render={(q) => q.counts?.waiting ?? 0} />
      </DataTable.Col>
      <DataTable.NumberCol source="maxWaitMinutes" />
      <DataTable.Col source="active" disableSort>
        <BooleanField source="active" />
      </DataTable.Col>
    </DataTable>
  </List>
);

export default EmergencyQueueList;
