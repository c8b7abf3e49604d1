import type { Role } from '@teleconsulta/schema';
import type { MenuItem, MenuRule } from './menu-item';

/** The company rules the menu reads; null while they are not known (or could not be read). */
export type MenuRules = Readonly<Record<MenuRule, boolean>> | null;

/**
 * The items a viewer sees, in SPEC §2 order: those for one of their roles whose rules allow them (an item with rules
 * needs at least one of them to hold; unknown rules hide it). Equal orders keep the order they were given in.
 */
export function visibleMenuItems(items: readonly MenuItem[], roles: readonly Role[], rules: MenuRules): MenuItem[] {
  return items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => item.roles.some((role) => roles.includes(role)))
    .filter(({ item }) => !item.anyRule?.length || (rules !== null && item.anyRule.some((rule) => rules[rule])))
    .sort((a, b) => a.item.order - b.item.order || a.index - b.index)
    .map(({ item }) => item);
}

/** Whether a path is the item's page or one of its sub-pages ('/' only matches itself). */
export function isMenuItemActive(item: Pick<MenuItem, 'path'>, pathname: string): boolean {
  if (item.path === '/') return pathname === '/';
  return pathname === item.path || pathname.startsWith(`${item.path}/`);
}
