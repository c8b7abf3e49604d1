import type { FieldLabels } from '../util/field-labels.js';

/** Speech to text (the recorded audio). Field labels used in validation messages ({0} of the SPEC §5 templates), by field path. */
export const SPEECH_FIELD_LABELS: FieldLabels = {
  audio: { en: 'Audio', pt: 'Áudio' },
};
