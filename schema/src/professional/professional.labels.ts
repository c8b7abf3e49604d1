import type { FieldLabels } from '../util/field-labels.js';

/** Professionals (SPEC §3 Professional); contact and address share the person labels. Field labels used in validation messages ({0} of the SPEC §5 templates), by field path. */
export const PROFESSIONAL_FIELD_LABELS: FieldLabels = {
  crm: { en: 'CRM', pt: 'CRM' },
  rqe: { en: 'RQE (specialist registration)', pt: 'RQE (registro de especialista)' },
  crmState: { en: 'Registration state', pt: 'UF do registro' },
  licenseCouncil: { en: 'Council', pt: 'Conselho' },
  specialties: { en: 'Specialties', pt: 'Especialidades' },
  role: { en: 'Role', pt: 'Perfil' },
  emergencyAccess: { en: 'Emergency access', pt: 'Acesso ao pronto atendimento' },
  bio: { en: 'Biography', pt: 'Biografia' },
  photo: { en: 'Photo', pt: 'Foto' },
};
