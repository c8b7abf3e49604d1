import type { ScreeningRecord } from '../../providers/screening.documents';
import { type CsvSpec, useCsvExporter } from '../csv';

const label = (field: string) => `resources.screenings.fields.${field}`;

/** The list's CSV: one row per questionnaire with its titles in both languages and how many questions it asks. */
export const SCREENING_CSV: CsvSpec<ScreeningRecord> = {
  filename: 'screenings',
  columns: [
    { label: label('type'), value: (s) => s.type },
    { label: label('subtype'), value: (s, { translate }) => s.subtype ?? translate('resources.screenings.anySubtype') },
    { label: label('titlePtBR'), value: (s) => s.titlePtBR },
    { label: label('titleEn'), value: (s) => s.titleEn },
    { label: label('version'), value: (s) => s.version, kind: 'integer' },
    { label: label('questionCount'), value: (s) => s.questions.length, kind: 'integer' },
    { label: label('active'), value: (s) => s.active, kind: 'boolean' },
  ],
};

export const useScreeningExporter = () => useCsvExporter(SCREENING_CSV);
