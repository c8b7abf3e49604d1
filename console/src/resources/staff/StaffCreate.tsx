import type { Locale, Role } from '@teleconsulta/schema';
import { CheckboxGroupInput, Create, PasswordInput, SimpleForm, TextInput, useLocaleState, usePermissions } from 'react-admin';
import { grantableRoleChoices } from './staff.choices';
import { validateStaffCreate } from './staff.validation';

/** Adds a user to the company: a new e-mail gets an account with the initial password, an existing one only the roles. */
const StaffCreate = () => {
  const [locale] = useLocaleState();
  const { permissions } = usePermissions<Role[]>();
  return (
    <Create redirect="list">
      <SimpleForm validate={(values) => validateStaffCreate(values, locale as Locale)} defaultValues={{ roles: [] }}>
        <TextInput source="name" isRequired fullWidth />
        <TextInput source="email" type="email" isRequired fullWidth />
        <PasswordInput source="password" isRequired helperText="resources.staff.helpers.password" autoComplete="new-password" />
        <CheckboxGroupInput
          source="roles"
          choices={grantableRoleChoices(permissions)}
          isRequired
          helperText="resources.staff.helpers.roles"
        />
      </SimpleForm>
    </Create>
  );
};

export default StaffCreate;
