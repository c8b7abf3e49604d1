import type { FieldLabels } from '../util/field-labels.js';

/** Erasure requests. Field labels used in validation messages ({0} of the SPEC §5 templates), by field path. */
export const ERASURE_REQUEST_FIELD_LABELS: FieldLabels = {
  answer: { en: 'Answer', pt: 'Resposta' },
};
