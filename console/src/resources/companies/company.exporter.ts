import { formatCnpj } from '@teleconsulta/schema';
import { downloadCSV, type Exporter } from 'react-admin';
import type { CompanyListItem } from '../../providers/company.documents';

const COLUMNS = [
  'id',
  'name',
  'socialName',
  'cnpj',
  'parentId',
  'parentName',
  'expirationDate',
  'isLanding',
  'state',
  'permalink',
] as const;

const csvCell = (value: unknown) => {
  const text = value == null ? '' : String(value);
  return /[",\n\r;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The list's CSV: one row per company, formatted CNPJ and the parent's name rather than nested objects. */
export const companyExporter: Exporter<CompanyListItem> = (companies) => {
  const rows = companies.map((company) => {
    const row = {
      ...company,
      cnpj: company.cnpj ? formatCnpj(company.cnpj) : null,
      parentName: company.parents[0]?.name ?? null,
    };
    return COLUMNS.map((column) => csvCell(row[column])).join(',');
  });
  downloadCSV([COLUMNS.join(','), ...rows].join('\n'), 'companies');
};
