import { formatCpf } from '@teleconsulta/schema';
import type { Exporter } from 'react-admin';
import type { PersonListItem } from '../../providers/person.documents';
import { downloadRows } from '../csv';

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

/** The list's CSV: one row per person, the CPF formatted. */
export const personExporter: Exporter<PersonListItem> = (persons) => {
  const rows = persons.map((person) => ({ ...person, cpf: person.cpf ? formatCpf(person.cpf) : null }));
  downloadRows(COLUMNS, rows, 'persons');
};
