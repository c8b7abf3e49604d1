import { formatCpf } from '@teleconsulta/schema';
import { downloadCSV, type Exporter } from 'react-admin';
import type { PersonListItem } from '../../providers/person.documents';

const COLUMNS = [
  'id',
  'name',
  'displayName',
  'cpf',
  'registration',
  'birthDate',
  'mail',
  'cellPhone',
  'status',
  'city',
  'region',
  'parentId',
] as const;

const csvCell = (value: unknown) => {
  const text = value == null ? '' : String(value);
  return /[",\n\r;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** The list's CSV: one row per person, the CPF formatted. */
export const personExporter: Exporter<PersonListItem> = (persons) => {
  const rows = persons.map((person) => {
    const row = { ...person, cpf: person.cpf ? formatCpf(person.cpf) : null };
    return COLUMNS.map((column) => csvCell(row[column])).join(',');
  });
  downloadCSV([COLUMNS.join(','), ...rows].join('\n'), 'persons');
};
