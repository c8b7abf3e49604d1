import { DataTable, SelectInput } from 'react-admin';
import { LocalDateField } from '../LocalDateField';
import { PagedList } from '../PagedList';
import { ShowRowsTable } from '../ShowRowsTable';
import { searchFilter } from '../search-filter';
import { STATUS_CHOICES } from './person.choices';
import { usePersonExporter } from './person.exporter';
import { StatusField } from './StatusField';
import { StatusToggleButton } from './StatusToggleButton';

const filters = [searchFilter, <SelectInput key="status" source="status" choices={STATUS_CHOICES} />];

/** Persons (patients and dependents) of the clinic, paged, sorted and filtered on the server. */
const PersonList = () => (
  <PagedList filters={filters} sort={{ field: 'displayName', order: 'ASC' }} exporter={usePersonExporter()}>
    <ShowRowsTable>
      <DataTable.Col source="displayName" />
      <DataTable.Col source="birthDate" field={LocalDateField} />
      <DataTable.Col source="mail" disableSort />
      <DataTable.Col source="cellPhone" disableSort />
      <DataTable.Col source="status" field={StatusField} disableSort />
      <DataTable.Col label="resources.persons.fields.actions" disableSort>
        <StatusToggleButton />
      </DataTable.Col>
    </ShowRowsTable>
  </PagedList>
);

export default PersonList;
