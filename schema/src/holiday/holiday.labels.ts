import type { FieldLabels } from '../util/field-labels.js';

/** Company holidays. Field labels used in validation messages ({0} of the SPEC §5 templates), by field path. */
export const HOLIDAY_FIELD_LABELS: FieldLabels = {
  clinic: { en: 'Clinic holidays', pt: 'Feriados da clínica' },
  'clinic.date': { en: 'Date', pt: 'Data' },
  'clinic.name': { en: 'Name', pt: 'Nome' },
  worked: { en: 'Worked holidays', pt: 'Feriados trabalhados' },
};
