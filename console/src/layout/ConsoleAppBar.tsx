import { AppBar, Logout, UserMenu } from 'react-admin';
import { ChangePasswordMenuItem } from '../password/ChangePasswordMenuItem';

/** react-admin's app bar, its user menu with "Change password" before "Sign out". */
export const ConsoleAppBar = () => (
  <AppBar
    userMenu={
      <UserMenu>
        <ChangePasswordMenuItem />
        <Logout />
      </UserMenu>
    }
  />
);
