import type { ProfessionalListItem } from '../../providers/professional.documents';
import { type CsvSpec, useCsvExporter } from '../csv';

const label = (field: string) => `resources.professionals.fields.${field}`;

/** The list's CSV: one row per professional, the specialties by name separated by " | ", role and status translated. */
export const PROFESSIONAL_CSV: CsvSpec<ProfessionalListItem> = {
  filename: 'professionals',
  columns: [
    { label: label('name'), value: (p) => p.name },
    { label: label('licenseCouncil'), value: (p) => p.licenseCouncil },
    { label: label('crm'), value: (p) => p.crm },
    { label: label('crmState'), value: (p) => p.crmState },
    { label: label('specialties'), value: (p) => p.specialties.map((s) => s.name).join(' | ') },
    { label: label('role'), value: (p, { translate }) => (p.role ? translate(`resources.professionals.roles.${p.role}`) : null) },
    { label: label('status'), value: (p, { translate }) => (p.status ? translate(`resources.persons.statuses.${p.status}`) : null) },
    { label: label('mail'), value: (p) => p.mail },
    { label: label('cellPhone'), value: (p) => p.cellPhone },
  ],
};

export const useProfessionalExporter = () => useCsvExporter(PROFESSIONAL_CSV);
