import type { FieldLabels } from '../util/field-labels.js';

/** Consents (terms version and channel). Field labels used in validation messages ({0} of the SPEC §5 templates), by field path. */
export const CONSENT_FIELD_LABELS: FieldLabels = {
  version: { en: 'Version', pt: 'Versão' },
  channel: { en: 'Channel', pt: 'Canal' },
  textPt: { en: 'Text in Portuguese', pt: 'Texto em português' },
  textEn: { en: 'Text in English', pt: 'Texto em inglês' },
};
