import { List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import type { Role } from '@teleconsulta/schema';
import { NavLink, useLocation } from 'react-router-dom';
import { UnreadMessagesBadge } from '../features/messages/UnreadMessagesBadge';
import { useT } from '../i18n/locale.context';
import { appMenuItems } from './app.menu';
import type { CompanySetup } from './company-setup.hook';
import { isMenuItemActive, visibleMenuItems } from './menu.util';

type Props = {
  roles: readonly Role[];
  rules: CompanySetup['rules'] | null;
  /** Called after an item is chosen (the phone drawer closes). */
  onNavigate?: () => void;
};

/** The app's navigation (SPEC §2 menu order), the same list in the desktop side bar and the phone drawer. */
export function AppMenu({ roles, rules, onNavigate }: Props) {
  const t = useT();
  const { pathname } = useLocation();
  const items = visibleMenuItems(appMenuItems, roles, rules);
  return (
    <nav aria-label={t('nav.mainMenu')} data-testid="app-menu">
      <List>
        {items.map((item) => {
          const active = isMenuItemActive(item, pathname);
          return (
            <ListItem key={item.key} disablePadding>
              <ListItemButton
                component={NavLink}
                to={item.path}
                end={item.path === '/'}
                selected={active}
                onClick={onNavigate}
                data-testid={`menu-${item.key}`}
                sx={{ borderRadius: 2, mx: 1, my: 0.25 }}
              >
                <ListItemText primary={<span data-menu-label>{t(item.label)}</span>} />
                {item.key === 'messages' && <UnreadMessagesBadge />}
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </nav>
  );
}
