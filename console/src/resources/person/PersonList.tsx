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
} from 'react-admin';
import { EXPORT_MAX_ROWS } from '../../providers/paged-list';
import { STATUS_CHOICES } from './person.choices';
import { personExporter } from './person.exporter';
import { StatusField } from './StatusField';
import { StatusToggleButton } from './StatusToggleButton';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="status" source="status" choices={STATUS_CHOICES} />];

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ExportButton maxResults={EXPORT_MAX_ROWS} />
  </TopToolbar>
);

/** Persons (patients and dependents) of the clinic, paged, sorted and filtered on the server. */
const PersonList = () => (
  <List
    filters={filters}
    actions={<ListActions />}
    sort={{ field: 'displayName', order: 'ASC' }}
    perPage={10}
    pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
    exporter={personExporter}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="displayName" />
      <DataTable.Col source="birthDate" field={DateField} />
      <DataTable.Col source="mail" disableSort />
      <DataTable.Col source="cellPhone" disableSort />
      <DataTable.Col source="status" field={StatusField} disableSort />
      <DataTable.Col label="resources.persons.fields.actions" disableSort>
        <StatusToggleButton />
      </DataTable.Col>
    </DataTable>
  </List>
);

export default PersonList;
