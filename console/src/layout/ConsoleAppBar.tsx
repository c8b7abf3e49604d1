import { AppBar, Logout, TitlePortal, UserMenu, useGetIdentity, useTranslate } from 'react-admin';
import { ChangePasswordMenuItem } from '../password/ChangePasswordMenuItem';

/**
 * The user menu, "Change password" before "Sign out". Its button shows the user's name, so its accessible name starts
 * with that name (react-admin's is only "Profile", which a voice user saying the name on screen does not find).
 */
const ConsoleUserMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const menu = translate('ra.auth.user_menu');
  return (
    <UserMenu label={identity?.fullName ? `${identity.fullName} — ${menu}` : menu}>
      <ChangePasswordMenuItem />
      <Logout />
    </UserMenu>
  );
};

/**
 * react-admin's app bar in the product's primary colour. The page's title (each page's <Title>) is the page's main
 * heading: one h1, at the size of react-admin's title.
 */
export const ConsoleAppBar = () => (
  <AppBar color="primary" userMenu={<ConsoleUserMenu />}>
    <TitlePortal component="h1" className="RaAppBar-title" />
  </AppBar>
);
