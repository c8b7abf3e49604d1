import type { MenuItem } from '../../layout/menu-item';
import { PATHS } from '../../routing/paths.constants';

/** The professional's menu entries (SPEC §2 order: today's list 2 for professionals). */
export const professionalMenuItems: readonly MenuItem[] = [
  { key: 'todayList', path: PATHS.professionalHome, label: 'professional.todayList', order: 2, roles: ['D', 'DC'] },
];
