import type { FieldLabels } from '../util/field-labels.js';

/** Emergency (SPEC §2, §4). Field labels used in validation messages ({0} of the SPEC §5 templates), by field path. */
export const EMERGENCY_FIELD_LABELS: FieldLabels = {
  groupId: { en: 'Group', pt: 'Grupo' },
  specialtyCode: { en: 'Specialty', pt: 'Especialidade' },
  maxWaitMinutes: { en: 'Maximum wait (minutes)', pt: 'Espera máxima (minutos)' },
  attendanceEstimateMinutes: { en: 'Attendance estimate (minutes)', pt: 'Estimativa de atendimento (minutos)' },
  professionalIds: { en: 'Professionals', pt: 'Profissionais' },
  queueId: { en: 'Queue', pt: 'Fila' },
  queueIds: { en: 'Queues', pt: 'Filas' },
  url: { en: 'URL', pt: 'URL' },
  complaint: { en: 'Complaint', pt: 'Queixa' },
  reason: { en: 'Reason', pt: 'Motivo' },
  protocol: { en: 'Protocol', pt: 'Protocolo' },
  protocolId: { en: 'Protocol', pt: 'Protocolo' },
  step: { en: 'Step', pt: 'Etapa' },
  answers: { en: 'Answers', pt: 'Respostas' },
};
