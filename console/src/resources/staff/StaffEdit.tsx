import type { Locale, Role } from '@teleconsulta/schema';
import { canManageMembership, grantableRoles } from '@teleconsulta/schema';
import {
  CheckboxGroupInput,
  DeleteButton,
  Edit,
  Labeled,
  SaveButton,
  SimpleForm,
  TextField,
  Toolbar,
  useLocaleState,
  usePermissions,
  useRecordContext,
} from 'react-admin';
import type { StaffMemberRecord } from '../../providers/staff.documents';
import { roleChoice } from './staff.choices';
import { validateStaffRoles } from './staff.validation';

/** Save the roles, or revoke the membership after a confirmation (only when the caller manages the member's roles). */
const StaffToolbar = ({ manages }: { manages: boolean }) => {
  const record = useRecordContext<StaffMemberRecord>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton disabled={!manages} />
      {manages ? (
        <DeleteButton
          mutationMode="pessimistic"
          label="resources.staff.revoke.action"
          confirmTitle="resources.staff.revoke.title"
          titleTranslateOptions={{ name: record?.name ?? '' }}
          confirmContent="resources.staff.revoke.content"
        />
      ) : null}
    </Toolbar>
  );
};

const RolesForm = () => {
  const [locale] = useLocaleState();
  const record = useRecordContext<StaffMemberRecord>();
  const { permissions } = usePermissions<Role[]>();
  const roles = permissions ?? [];
  const manages = record ? canManageMembership(roles, record.roles) : false;
  // The member's current roles stay visible even when the caller could not grant them.
  const choices = [...new Set([...grantableRoles(roles), ...(record?.roles ?? [])])].map(roleChoice);
  return (
    <SimpleForm
      validate={(values) => validateStaffRoles(values, locale as Locale)}
      toolbar={<StaffToolbar manages={manages} />}
      warnWhenUnsavedChanges
    >
      <Labeled source="name">
        <TextField source="name" />
      </Labeled>
      <Labeled source="email">
        <TextField source="email" />
      </Labeled>
      <CheckboxGroupInput source="roles" choices={choices} disabled={!manages} helperText="resources.staff.helpers.roles" />
    </SimpleForm>
  );
};

/** Changes a member's roles; the services refuse what the caller does not manage anyway. */
const StaffEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <RolesForm />
  </Edit>
);

export default StaffEdit;
