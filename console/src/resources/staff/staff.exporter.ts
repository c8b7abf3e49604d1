import type { Exporter } from 'react-admin';
import type { StaffRecord } from '../../providers/staff.mappers';
import { downloadRows } from '../csv';

const COLUMNS = ['userId', 'name', 'email', 'roles', 'createdAt'] as const;

/** The list's CSV: one row per member, the roles as codes separated by spaces. */
export const staffExporter: Exporter<StaffRecord> = (members) => {
  const rows = members.map((member) => ({ ...member, roles: member.roles.join(' ') }));
  downloadRows(COLUMNS, rows, 'staff');
};
