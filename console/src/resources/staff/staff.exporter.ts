import { downloadCSV, type Exporter } from 'react-admin';
import type { StaffRecord } from '../../providers/staff.mappers';

const COLUMNS = ['userId', 'name', 'email', 'roles', 'createdAt'] as const;

const csvCell = (value: unknown) => {
  const text = value == null ? '' : String(value);
  return /[",\n\r;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The list's CSV: one row per member, the roles as codes separated by spaces. */
export const staffExporter: Exporter<StaffRecord> = (members) => {
  const rows = members.map((member) => {
    const row = { ...member, roles: member.roles.join(' ') };
    return COLUMNS.map((column) => csvCell(row[column])).join(',');
  });
  downloadCSV([COLUMNS.join(','), ...rows].join('\n'), 'staff');
};
