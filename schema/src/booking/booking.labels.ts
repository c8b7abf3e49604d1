import type { FieldLabels } from '../util/field-labels.js';

/** Booking an appointment. Field labels used in validation messages ({0} of the SPEC §5 templates), by field path. */
export const BOOKING_FIELD_LABELS: FieldLabels = {
  startsAt: { en: 'Date and time', pt: 'Data e hora' },
  access: { en: 'Access code', pt: 'Código de acesso' },
};
