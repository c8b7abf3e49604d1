import { formatCnpj } from '@teleconsulta/schema';
import { type FieldProps, FunctionField } from 'react-admin';
import type { CompanyListItem } from '../../providers/company.documents';

type CnpjFieldProps = Omit<FieldProps<CompanyListItem>, 'source'> & {
  /** Only for layouts that label a field from its props (SimpleShowLayout, TabbedShowLayout). */
  source?: 'cnpj';
};

/** A company's CNPJ as 00.000.000/0000-00 (alphanumeric CNPJs too). */
export const CnpjField = (props: CnpjFieldProps) => (
  <FunctionField<CompanyListItem> source="cnpj" render={(company) => (company.cnpj ? formatCnpj(company.cnpj) : '')} {...props} />
);
