import SendIcon from '@mui/icons-material/Send';
import type { Locale, Role } from '@teleconsulta/schema';
import {
  CheckboxGroupInput,
  Create,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useLocaleState,
  useNotify,
  usePermissions,
  useRedirect,
} from 'react-admin';
import type { StaffInvitationRecord } from '../../providers/staff.documents';
import { grantableRoleChoices } from './staff.choices';
import { validateStaffCreate } from './staff.validation';

const InviteToolbar = () => (
  <Toolbar>
    <SaveButton label="resources.staff.invite.save" icon={<SendIcon />} />
  </Toolbar>
);

/**
 * Invites an e-mail with roles (issue 16): the person joins when they accept the mailed invitation, creating their
 * account or signing in to theirs; nobody types their name or password here. The answer is the same whether or not
 * the e-mail has an account, so the page says only that the invitation was sent.
 */
const StaffCreate = () => {
  const [locale] = useLocaleState();
  const { permissions } = usePermissions<Role[]>();
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = (invitation: StaffInvitationRecord) => {
    notify('resources.staff.invite.sent', { type: 'success', messageArgs: { email: invitation.email } });
    redirect('list', 'staff');
  };
  return (
    <Create title="resources.staff.invite.title" mutationOptions={{ onSuccess }}>
      <SimpleForm
        validate={(values) => validateStaffCreate(values, locale as Locale)}
        defaultValues={{ roles: [] }}
        toolbar={<InviteToolbar />}
        warnWhenUnsavedChanges
      >
        {/* No type="email": the browser's own check would block the form before the shared rule could say why. */}
        <TextInput
          source="email"
          isRequired
          fullWidth
          autoComplete="email"
          inputProps={{ inputMode: 'email' }}
          helperText="resources.staff.helpers.email"
        />
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
