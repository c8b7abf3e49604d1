import type { FieldLabels } from '../util/field-labels.js';

/** Staff memberships. Field labels used in validation messages ({0} of the SPEC §5 templates), by field path. */
export const STAFF_FIELD_LABELS: FieldLabels = {
  roles: { en: 'Roles', pt: 'Perfis' },
};
