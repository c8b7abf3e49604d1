import {
  BooleanField,
  CreateButton,
  DataTable,
  ExportButton,
  FilterButton,
  List,
  NullableBooleanInput,
  Pagination,
  SearchInput,
  SelectField,
  TopToolbar,
} from 'react-admin';
import { EXPORT_MAX_ROWS } from '../../providers/paged-list';
import { MoneyField } from './MoneyField';
import { useBillTypeChoices } from './plan.choices';
import { planExporter } from './plan.exporter';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <NullableBooleanInput key="active" source="active" />];

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ExportButton maxResults={EXPORT_MAX_ROWS} />
  </TopToolbar>
);

/** Plans, paged, sorted and filtered on the server. */
const PlanList = () => {
  const billTypes = useBillTypeChoices();
  return (
    <List
      filters={filters}
      actions={<ListActions />}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
      exporter={planExporter}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="billType">
          <SelectField source="billType" choices={billTypes} translateChoice={false} />
        </DataTable.Col>
        <DataTable.NumberCol source="durationDays" />
        <DataTable.Col source="attendanceValueCents" field={MoneyField} align="right" />
        <DataTable.NumberCol source="minutesQuantity" disableSort />
        <DataTable.Col source="minutesValueCents" field={MoneyField} align="right" disableSort />
        <DataTable.Col source="active" field={BooleanField} disableSort />
      </DataTable>
    </List>
  );
};

export default PlanList;
