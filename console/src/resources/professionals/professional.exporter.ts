import { downloadCSV, type Exporter } from 'react-admin';
import type { ProfessionalListItem } from '../../providers/professional.documents';

const COLUMNS = ['id', 'name', 'licenseCouncil', 'crm', 'crmState', 'specialties', 'role', 'status', 'mail', 'cellPhone'] as const;

const csvCell = (value: unknown) => {
  const text = value == null ? '' : String(value);
  return /[",\n\r;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The list's CSV: one row per professional, the specialties by name separated by " | ". */
export const professionalExporter: Exporter<ProfessionalListItem> = (professionals) => {
  const rows = professionals.map((p) => {
    const row = { ...p, specialties: p.specialties.map((s) => s.name).join(' | ') };
    return COLUMNS.map((column) => csvCell(row[column])).join(',');
  });
  downloadCSV([COLUMNS.join(','), ...rows].join('\n'), 'professionals');
};
