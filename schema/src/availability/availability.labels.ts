import type { FieldLabels } from '../util/field-labels.js';

/** Availability (free slots). Field labels used in validation messages ({0} of the SPEC §5 templates), by field path. */
export const AVAILABILITY_FIELD_LABELS: FieldLabels = {
  specialty: { en: 'Specialty', pt: 'Especialidade' },
  year: { en: 'Year', pt: 'Ano' },
  month: { en: 'Month', pt: 'Mês' },
};
