import type { FieldLabels } from '../util/field-labels.js';

/** The register of security incidents. Field labels used in validation messages ({0} of the SPEC §5 templates). */
export const SECURITY_INCIDENT_FIELD_LABELS: FieldLabels = {
  detectedAt: { en: 'Known since', pt: 'Conhecido em' },
  occurredAt: { en: 'Happened at', pt: 'Ocorrido em' },
  description: { en: 'Description', pt: 'Descrição' },
  dataCategories: { en: 'Data affected', pt: 'Dados afetados' },
  affectedSubjects: { en: 'Data subjects affected', pt: 'Titulares afetados' },
  risk: { en: 'Risk', pt: 'Risco' },
  measures: { en: 'Measures taken', pt: 'Medidas adotadas' },
  anpdNotifiedAt: { en: 'ANPD notified at', pt: 'ANPD comunicada em' },
  subjectsNotifiedAt: { en: 'Data subjects notified at', pt: 'Titulares comunicados em' },
  notNotifiedReason: { en: 'Reason for not notifying', pt: 'Justificativa da não comunicação' },
};
