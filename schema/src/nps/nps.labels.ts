import type { FieldLabels } from '../util/field-labels.js';

/** NPS answers. Field labels used in validation messages ({0} of the SPEC §5 templates), by field path. */
export const NPS_FIELD_LABELS: FieldLabels = {
  score: { en: 'Score', pt: 'Nota' },
  comment: { en: 'Comment', pt: 'Comentário' },
};
