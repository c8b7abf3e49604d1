import PersonAddIcon from '@mui/icons-material/PersonAdd';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
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
  SimpleList,
  TopToolbar,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { EXPORT_MAX_ROWS } from '../../providers/paged-list';
import type { StaffRecord } from '../../providers/staff.mappers';
import { RoleChips } from './RoleChips';
import { StaffInvitations } from './StaffInvitations';
import { ALL_ROLE_CHOICES } from './staff.choices';
import { staffExporter } from './staff.exporter';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="role" source="role" choices={ALL_ROLE_CHOICES} />];

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton label="resources.staff.invite.action" icon={<PersonAddIcon />} />
    <ExportButton maxResults={EXPORT_MAX_ROWS} />
  </TopToolbar>
);

/**
 * The company's members with their roles, paged, sorted and filtered on the server; below, the open invitations. On a
 * phone the members are a simple list (name, e-mail, roles) instead of a table wider than the screen.
 */
const StaffList = () => {
  const { canAccess: canEdit } = useCanAccess({ resource: 'staff', action: 'edit' });
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const roleNames = (member: StaffRecord) => member.roles.map((role) => translate(`resources.staff.roles.${role}`)).join(', ');
  return (
    <>
      <List
        filters={filters}
        actions={<ListActions />}
        sort={{ field: 'name', order: 'ASC' }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
        exporter={staffExporter}
      >
        {phone ? (
          <SimpleList<StaffRecord>
            primaryText={(member) => member.name}
            secondaryText={(member) => member.email ?? ''}
            tertiaryText={roleNames}
            rowClick={canEdit ? 'edit' : false}
          />
        ) : (
          <DataTable rowClick={canEdit ? 'edit' : false} bulkActionButtons={false}>
            <DataTable.Col source="name" />
            <DataTable.Col source="email" />
            <DataTable.Col source="roles" disableSort>
              <RoleChips />
            </DataTable.Col>
            <DataTable.Col source="createdAt" field={DateField} />
          </DataTable>
        )}
      </List>
      <StaffInvitations />
    </>
  );
};

export default StaffList;
