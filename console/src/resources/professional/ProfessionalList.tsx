import { useQuery } from '@apollo/client';
import { DataTable, FunctionField, SelectInput } from 'react-admin';
import type { ProfessionalListItem } from '../../providers/professional.documents';
import { SpecialtiesInUseDocument } from '../../providers/professional.documents';
import { LoadedSelectInput } from '../ChoiceInputs';
import { PagedList } from '../PagedList';
import { STATUS_CHOICES } from '../person/person.choices';
import { StatusField } from '../person/StatusField';
import { ShowRowsTable } from '../ShowRowsTable';
import { searchFilter } from '../search-filter';
import { ProfessionalPhotoField } from './ProfessionalPhotoField';
import { ROLE_CHOICES, registrationText } from './professional.choices';
import { useProfessionalExporter } from './professional.exporter';
import { RoleField } from './RoleField';
import { SpecialtiesField } from './SpecialtiesField';

/** The specialties in use in the clinic (GET /professional/specialty), named in the current language. */
const SpecialtyFilter = (props: { source: string; alwaysOn?: boolean }) => {
  const { data, loading } = useQuery(SpecialtiesInUseDocument);
  const choices = data?.specialties.map((s) => ({ id: s.code, name: s.name })) ?? [];
  return <LoadedSelectInput {...props} choices={choices} isPending={loading} />;
};

const filters = [
  searchFilter,
  <SpecialtyFilter key="specialty" source="specialty" alwaysOn />,
  <SelectInput key="role" source="role" choices={ROLE_CHOICES} alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} />,
];

/** The clinic's professionals, paged, sorted and filtered on the server. */
const ProfessionalList = () => (
  <PagedList filters={filters} sort={{ field: 'name', order: 'ASC' }} exporter={useProfessionalExporter()}>
    <ShowRowsTable>
      <DataTable.Col source="photoUrl" field={ProfessionalPhotoField} disableSort />
      <DataTable.Col source="name" />
      <DataTable.Col source="crm" disableSort>
        <FunctionField<ProfessionalListItem> render={registrationText} />
      </DataTable.Col>
      <DataTable.Col source="specialties" field={SpecialtiesField} disableSort />
      <DataTable.Col source="role" field={RoleField} disableSort />
      <DataTable.Col source="status" field={StatusField} disableSort />
    </ShowRowsTable>
  </PagedList>
);

export default ProfessionalList;
