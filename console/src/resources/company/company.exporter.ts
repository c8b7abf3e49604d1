import { formatCnpj } from '@teleconsulta/schema';
import type { Exporter } from 'react-admin';
import type { CompanyListItem } from '../../providers/company.documents';
import { downloadRows } from '../csv';

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

/** The list's CSV: one row per company, formatted CNPJ and the parent's name rather than nested objects. */
export const companyExporter: Exporter<CompanyListItem> = (companies) => {
  const rows = companies.map((company) => {
    return {
      ...company,
      cnpj: company.cnpj ? formatCnpj(company.cnpj) : null,
      parentName: company.parents[0]?.name ?? null,
    };
  });
  downloadRows(COLUMNS, rows, 'companies');
};
