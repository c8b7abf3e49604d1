import { formatCpf } from '@teleconsulta/schema';
import type { PersonListItem } from '../../providers/person.documents';
import { type CsvSpec, useCsvExporter } from '../csv';

const label = (field: string) => `resources.persons.fields.${field}`;

/** The list's CSV: one row per person, the CPF formatted, the status in the reader's language, no ids. */
export const PERSON_CSV: CsvSpec<PersonListItem> = {
  filename: 'persons',
  columns: [
    { label: label('name'), value: (p) => p.name },
    { label: label('cpf'), value: (p) => (p.cpf ? formatCpf(p.cpf) : null) },
    { label: label('registration'), value: (p) => p.registration },
    { label: label('birthDate'), value: (p) => p.birthDate, kind: 'date' },
    { label: label('mail'), value: (p) => p.mail },
    { label: label('cellPhone'), value: (p) => p.cellPhone },
    { label: label('status'), value: (p, { translate }) => (p.status ? translate(`resources.persons.statuses.${p.status}`) : null) },
    { label: label('city'), value: (p) => p.city },
    { label: label('region'), value: (p) => p.region },
  ],
};

export const usePersonExporter = () => useCsvExporter(PERSON_CSV);
