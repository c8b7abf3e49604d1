import type { Exporter } from 'react-admin';
import type { ScreeningRecord } from '../../providers/screening.documents';
import { downloadRows } from '../csv';

const COLUMNS = ['id', 'type', 'subtype', 'titlePtBR', 'titleEn', 'version', 'questionCount', 'active'] as const;

/** The list's CSV: one row per questionnaire with its titles in both languages and how many questions it asks. */
export const screeningExporter: Exporter<ScreeningRecord> = (screenings) =>
  downloadRows(
    COLUMNS,
    screenings.map((s) => ({ ...s, questionCount: s.questions.length })),
    'screenings',
  );
