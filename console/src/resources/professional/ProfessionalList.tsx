import { useQuery } from '@apollo/client';
import {
  CreateButton,
  DataTable,
  ExportButton,
  FilterButton,
  FunctionField,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  TopToolbar,
} from 'react-admin';
import { EXPORT_MAX_ROWS } from '../../providers/paged-list';
import type { ProfessionalListItem } from '../../providers/professional.documents';
import { SpecialtiesInUseDocument } from '../../providers/professional.documents';
import { STATUS_CHOICES } from '../person/person.choices';
import { StatusField } from '../person/StatusField';
import { ProfessionalPhotoField } from './ProfessionalPhotoField';
import { ROLE_CHOICES, registrationText } from './professional.choices';
import { professionalExporter } from './professional.exporter';
import { RoleField } from './RoleField';
import { SpecialtiesField } from './SpecialtiesField';

/** The specialties in use in the clinic (GET /professional/specialty), named in the current language. */
const SpecialtyFilter = (props: { source: string; alwaysOn?: boolean }) => {
  const { data, loading } = useQuery(SpecialtiesInUseDocument);
  const choices = data?.specialties.map((s) => ({ id: s.code, name: s.name })) ?? [];
  return <SelectInput {...props} key={loading ? 'pending' : 'ready'} choices={choices} isPending={loading} translateChoice={false} />;
};

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SpecialtyFilter key="specialty" source="specialty" alwaysOn />,
  <SelectInput key="role" source="role" choices={ROLE_CHOICES} alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} />,
];

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ExportButton maxResults={EXPORT_MAX_ROWS} />
  </TopToolbar>
);

/** The clinic's professionals, paged, sorted and filtered on the server. */
const ProfessionalList = () => (
  <List
    filters={filters}
    actions={<ListActions />}
    sort={{ field: 'name', order: 'ASC' }}
    perPage={10}
    pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
    exporter={professionalExporter}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="photoUrl" field={ProfessionalPhotoField} disableSort />
      <DataTable.Col source="name" />
      <DataTable.Col source="crm" disableSort>
        <FunctionField<ProfessionalListItem> render={registrationText} />
      </DataTable.Col>
      <DataTable.Col source="specialties" field={SpecialtiesField} disableSort />
      <DataTable.Col source="role" field={RoleField} disableSort />
      <DataTable.Col source="status" field={StatusField} disableSort />
    </DataTable>
  </List>
);

export default ProfessionalList;
