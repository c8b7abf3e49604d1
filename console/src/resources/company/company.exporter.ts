import { formatCnpj } from '@teleconsulta/schema';
import type { CompanyListItem } from '../../providers/company.documents';
import { type CsvSpec, useCsvExporter } from '../csv';

const label = (field: string) => `resources.companies.fields.${field}`;

/** The list's CSV: one row per company, the CNPJ formatted, the parent company by name rather than its id. */
export const COMPANY_CSV: CsvSpec<CompanyListItem> = {
  filename: 'companies',
  columns: [
    { label: label('name'), value: (c) => c.name },
    { label: label('socialName'), value: (c) => c.socialName },
    { label: label('cnpj'), value: (c) => (c.cnpj ? formatCnpj(c.cnpj) : null) },
    { label: label('parentId'), value: (c) => c.parents[0]?.name },
    { label: label('expirationDate'), value: (c) => c.expirationDate, kind: 'date' },
    { label: label('isLanding'), value: (c) => c.isLanding, kind: 'boolean' },
    { label: label('state'), value: (c) => c.state },
    { label: label('permalink'), value: (c) => c.permalink },
  ],
};

export const useCompanyExporter = () => useCsvExporter(COMPANY_CSV);
