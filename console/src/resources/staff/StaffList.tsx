import {
  CreateButton,
  DataTable,
  DateField,
  ExportButton,
  FilterButton,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
import { EXPORT_MAX_ROWS } from '../../providers/paged-list';
import { RoleChips } from './RoleChips';
import { ALL_ROLE_CHOICES } from './staff.choices';
import { staffExporter } from './staff.exporter';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="role" source="role" choices={ALL_ROLE_CHOICES} />];

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ExportButton maxResults={EXPORT_MAX_ROWS} />
  </TopToolbar>
);

/** The company's members with their roles, paged, sorted and filtered on the server. */
const StaffList = () => {
  const { canAccess: canEdit } = useCanAccess({ resource: 'staff', action: 'edit' });
  return (
    <List
      filters={filters}
      actions={<ListActions />}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
      exporter={staffExporter}
    >
      <DataTable rowClick={canEdit ? 'edit' : false} bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="email" />
        <DataTable.Col source="roles" disableSort>
          <RoleChips />
        </DataTable.Col>
        <DataTable.Col source="createdAt" field={DateField} />
      </DataTable>
    </List>
  );
};

export default StaffList;
