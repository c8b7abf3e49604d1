import type { FieldLabels } from '../util/field-labels.js';

/** Scheduling and return requests. Field labels used in validation messages ({0} of the SPEC §5 templates), by field path. */
export const APPOINTMENT_REQUEST_FIELD_LABELS: FieldLabels = {
  kind: { en: 'Kind', pt: 'Tipo' },
  contactNumber: { en: 'Contact number', pt: 'Telefone de contato' },
  countryCode: { en: 'Country code', pt: 'Código do país' },
  observation: { en: 'Observation', pt: 'Observação' },
  preferredPeriod: { en: 'Preferred period', pt: 'Período preferido' },
};
