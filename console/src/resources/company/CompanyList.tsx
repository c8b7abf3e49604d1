import { AutocompleteInput, BooleanField, DataTable, NullableBooleanInput, ReferenceField, ReferenceInput } from 'react-admin';
import { LocalDateField } from '../LocalDateField';
import { PagedList } from '../PagedList';
import { ShowRowsTable } from '../ShowRowsTable';
import { searchFilter } from '../search-filter';
import { CnpjField } from './CnpjField';
import { useCompanyExporter } from './company.exporter';

const filters = [
  searchFilter,
  <ReferenceInput key="parentId" source="parentId" reference="companies">
    <AutocompleteInput />
  </ReferenceInput>,
  <NullableBooleanInput key="isLanding" source="isLanding" />,
];

const noWrap = () => ({ whiteSpace: 'nowrap' });

/** Companies, paged, sorted and filtered on the server. */
const CompanyList = () => (
  <PagedList filters={filters} sort={{ field: 'name', order: 'ASC' }} exporter={useCompanyExporter()}>
    <ShowRowsTable>
      <DataTable.Col source="name" />
      <DataTable.Col source="socialName" />
      <DataTable.Col source="cnpj" field={CnpjField} cellSx={noWrap} />
      <DataTable.Col source="parentId" disableSort>
        <ReferenceField source="parentId" reference="companies" link="show" />
      </DataTable.Col>
      <DataTable.Col source="expirationDate" field={LocalDateField} />
      <DataTable.Col source="isLanding" field={BooleanField} disableSort />
    </ShowRowsTable>
  </PagedList>
);

export default CompanyList;
