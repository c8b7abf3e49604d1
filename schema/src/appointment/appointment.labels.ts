import type { FieldLabels } from '../util/field-labels.js';

/** Appointments: list, report and the changes of an appointment. Field labels used in validation messages ({0} of the SPEC §5 templates), by field path. */
export const APPOINTMENT_FIELD_LABELS: FieldLabels = {
  source: { en: 'Source', pt: 'Origem' },
  doctorId: { en: 'Professional', pt: 'Profissional' },
  patientId: { en: 'Patient', pt: 'Paciente' },
  title: { en: 'Title', pt: 'Título' },
  notes: { en: 'Notes', pt: 'Anotações' },
};
