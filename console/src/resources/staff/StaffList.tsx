import PersonAddIcon from '@mui/icons-material/PersonAdd';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { CreateButton, DataTable, SelectInput, SimpleList, useCanAccess, useTranslate } from 'react-admin';
import type { StaffRecord } from '../../providers/staff.mappers';
import { LocalDateField } from '../LocalDateField';
import { PagedList, PagedListActions } from '../PagedList';
import { searchFilter } from '../search-filter';
import { RoleChips } from './RoleChips';
import { StaffInvitations } from './StaffInvitations';
import { ALL_ROLE_CHOICES } from './staff.choices';
import { useStaffExporter } from './staff.exporter';

const filters = [searchFilter, <SelectInput key="role" source="role" choices={ALL_ROLE_CHOICES} />];

const inviteButton = <CreateButton label="resources.staff.invite.action" icon={<PersonAddIcon />} />;

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
      <PagedList
        filters={filters}
        actions={<PagedListActions create={inviteButton} />}
        sort={{ field: 'name', order: 'ASC' }}
        exporter={useStaffExporter()}
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
            <DataTable.Col source="createdAt" field={LocalDateField} />
          </DataTable>
        )}
      </PagedList>
      <StaffInvitations />
    </>
  );
};

export default StaffList;
