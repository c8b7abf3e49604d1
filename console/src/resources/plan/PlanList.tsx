import { BooleanField, DataTable, NullableBooleanInput, SelectField } from 'react-admin';
import { PagedList } from '../PagedList';
import { ShowRowsTable } from '../ShowRowsTable';
import { searchFilter } from '../search-filter';
import { MoneyField } from './MoneyField';
import { useBillTypeChoices } from './plan.choices';
import { usePlanExporter } from './plan.exporter';

const filters = [searchFilter, <NullableBooleanInput key="active" source="active" />];

/** Plans, paged, sorted and filtered on the server. */
const PlanList = () => {
  const billTypes = useBillTypeChoices();
  return (
    <PagedList filters={filters} sort={{ field: 'name', order: 'ASC' }} exporter={usePlanExporter()}>
      <ShowRowsTable>
        <DataTable.Col source="name" />
        <DataTable.Col source="billType">
          <SelectField source="billType" choices={billTypes} translateChoice={false} />
        </DataTable.Col>
        <DataTable.NumberCol source="durationDays" />
        <DataTable.Col source="attendanceValueCents" field={MoneyField} align="right" />
        <DataTable.NumberCol source="minutesQuantity" disableSort />
        <DataTable.Col source="minutesValueCents" field={MoneyField} align="right" disableSort />
        <DataTable.Col source="active" field={BooleanField} disableSort />
      </ShowRowsTable>
    </PagedList>
  );
};

export default PlanList;
