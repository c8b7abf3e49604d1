import {
  AutocompleteInput,
  BooleanField,
  CreateButton,
  DataTable,
  DateField,
  ExportButton,
  FilterButton,
  List,
  NullableBooleanInput,
  Pagination,
  ReferenceField,
  ReferenceInput,
  SearchInput,
  TopToolbar,
} from 'react-admin';
import { EXPORT_MAX_ROWS } from '../../providers/paged-list';
import { CnpjField } from './CnpjField';
import { companyExporter } from './company.exporter';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="parentId" source="parentId" reference="companies">
    <AutocompleteInput />
  </ReferenceInput>,
  <NullableBooleanInput key="isLanding" source="isLanding" />,
];

const noWrap = () => ({ whiteSpace: 'nowrap' });

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ExportButton maxResults={EXPORT_MAX_ROWS} />
  </TopToolbar>
);

/** Companies, paged, sorted and filtered on the server. */
const CompanyList = () => (
  <List
    filters={filters}
    actions={<ListActions />}
    sort={{ field: 'name', order: 'ASC' }}
    perPage={10}
    pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
    exporter={companyExporter}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="socialName" />
      <DataTable.Col source="cnpj" field={CnpjField} cellSx={noWrap} />
      <DataTable.Col source="parentId" disableSort>
        <ReferenceField source="parentId" reference="companies" link="show" />
      </DataTable.Col>
      <DataTable.Col source="expirationDate" field={DateField} />
      <DataTable.Col source="isLanding" field={BooleanField} disableSort />
    </DataTable>
  </List>
);

export default CompanyList;
