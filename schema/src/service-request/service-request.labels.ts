import type { FieldLabels } from '../util/field-labels.js';

/** Service requests (SPEC §3, after FHIR ServiceRequest). Field labels used in validation messages ({0} of the SPEC §5 templates), by field path. */
export const SERVICE_REQUEST_FIELD_LABELS: FieldLabels = {
  subject: { en: 'Patient', pt: 'Paciente' },
  requesterName: { en: 'Requester', pt: 'Solicitante' },
  category: { en: 'Category (SNOMED CT)', pt: 'Categoria (SNOMED CT)' },
  code: { en: 'Code (SNOMED CT)', pt: 'Código (SNOMED CT)' },
  intent: { en: 'Intent', pt: 'Intenção' },
  priority: { en: 'Priority', pt: 'Prioridade' },
  authoredOn: { en: 'Requested on', pt: 'Solicitado em' },
  occurrence: { en: 'Scheduled for', pt: 'Previsto para' },
  note: { en: 'Note', pt: 'Observação' },
};
