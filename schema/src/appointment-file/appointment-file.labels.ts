import type { FieldLabels } from '../util/field-labels.js';

/** Appointment attachments (exam files). Field labels used in validation messages ({0} of the SPEC §5 templates), by field path. */
export const APPOINTMENT_FILE_FIELD_LABELS: FieldLabels = {
  file: { en: 'File', pt: 'Arquivo' },
  fileName: { en: 'File name', pt: 'Nome do arquivo' },
  filePath: { en: 'File', pt: 'Arquivo' },
};
