import type { Exporter } from 'react-admin';
import type { ProfessionalListItem } from '../../providers/professional.documents';
import { downloadRows } from '../csv';

const COLUMNS = ['id', 'name', 'licenseCouncil', 'crm', 'crmState', 'specialties', 'role', 'status', 'mail', 'cellPhone'] as const;

/** The list's CSV: one row per professional, the specialties by name separated by " | ". */
export const professionalExporter: Exporter<ProfessionalListItem> = (professionals) => {
  const rows = professionals.map((p) => ({ ...p, specialties: p.specialties.map((s) => s.name).join(' | ') }));
  downloadRows(COLUMNS, rows, 'professionals');
};
