import type { ReactNode } from 'react';
import { CreateButton, DataTable, ExportButton, type Exporter, List, TopToolbar } from 'react-admin';
import { FIT_WIDTH_SX } from '../fit-width';
import { ListLoadError } from '../ListLoadError';
import { searchFilter } from '../search-filter';

const filters = [searchFilter];

/**
 * The list of the emergency module's groups or queues (read whole, paged here): searched, sorted by name, 25 a page,
 * each row opening its edit page.
 */
export const EmergencySettingsList = ({ exporter, children }: { exporter: Exporter; children: ReactNode }) => (
  <List
    filters={filters}
    sort={{ field: 'name', order: 'ASC' }}
    perPage={25}
    exporter={exporter}
    sx={FIT_WIDTH_SX}
    error={<ListLoadError />}
    actions={
      <TopToolbar>
        <CreateButton />
        <ExportButton />
      </TopToolbar>
    }
  >
    <DataTable rowClick="edit" bulkActionButtons={false}>
      {children}
    </DataTable>
  </List>
);
