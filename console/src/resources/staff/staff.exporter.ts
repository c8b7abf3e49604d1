import type { StaffRecord } from '../../providers/staff.mappers';
import { type CsvSpec, useCsvExporter } from '../csv';

const label = (field: string) => `resources.staff.fields.${field}`;

/** The list's CSV: one row per member, the roles by name (as the list's chips) separated by ", ". */
export const STAFF_CSV: CsvSpec<StaffRecord> = {
  filename: 'staff',
  columns: [
    { label: label('name'), value: (m) => m.name },
    { label: label('email'), value: (m) => m.email },
    { label: label('roles'), value: (m, { translate }) => m.roles.map((role) => translate(`resources.staff.roles.${role}`)).join(', ') },
    { label: label('createdAt'), value: (m) => m.createdAt, kind: 'date' },
  ],
};

export const useStaffExporter = () => useCsvExporter(STAFF_CSV);
