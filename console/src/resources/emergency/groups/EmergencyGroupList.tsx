import { CreateButton, DataTable, ExportButton, List, SearchInput, TopToolbar } from 'react-admin';
import { emergencyGroupExporter } from './emergency-group.exporter';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** Every group of the company (read whole, paged here). */
const EmergencyGroupList = () => (
  <List
    filters={filters}
    sort={{ field: 'name', order: 'ASC' }}
    perPage={25}
    exporter={emergencyGroupExporter}
    actions={
      <TopToolbar>
        <CreateButton />
        <ExportButton />
      </TopToolbar>
    }
  >
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <DataTable.NumberCol source="queueCount" disableSort />
    </DataTable>
  </List>
);

export default EmergencyGroupList;
