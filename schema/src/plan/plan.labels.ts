import type { FieldLabels } from '../util/field-labels.js';

/** Plans (SPEC §3). Field labels used in validation messages ({0} of the SPEC §5 templates), by field path. */
export const PLAN_FIELD_LABELS: FieldLabels = {
  description: { en: 'Description', pt: 'Descrição' },
  billType: { en: 'Bill type', pt: 'Tipo de cobrança' },
  durationDays: { en: 'Duration (days)', pt: 'Duração (dias)' },
  initialAttendanceQuantity: { en: 'Initial attendances', pt: 'Atendimentos iniciais' },
  attendanceValueCents: { en: 'Attendance value', pt: 'Valor do atendimento' },
  minutesQuantity: { en: 'Minutes', pt: 'Minutos' },
  minutesValueCents: { en: 'Minutes value', pt: 'Valor dos minutos' },
  recordedMinutesQuantity: { en: 'Recorded minutes', pt: 'Minutos gravados' },
  recordedMinutesValueCents: { en: 'Recorded minutes value', pt: 'Valor dos minutos gravados' },
  maxAttendanceMinutes: { en: 'Maximum attendance minutes', pt: 'Máximo de minutos por atendimento' },
  additionalMinutesAllowed: { en: 'Additional minutes allowed', pt: 'Permite minutos adicionais' },
  additionalMinutesValueCents: { en: 'Additional minute value', pt: 'Valor do minuto adicional' },
  additionalMinutesMax: { en: 'Maximum additional minutes', pt: 'Máximo de minutos adicionais' },
  additionalRecordedMinutesAllowed: { en: 'Additional recorded minutes allowed', pt: 'Permite minutos gravados adicionais' },
  additionalRecordedMinutesValueCents: { en: 'Additional recorded minute value', pt: 'Valor do minuto gravado adicional' },
  additionalRecordedMinutesMax: { en: 'Maximum additional recorded minutes', pt: 'Máximo de minutos gravados adicionais' },
  attendanceAverageMinutes: { en: 'Average attendance minutes', pt: 'Média de minutos por atendimento' },
  recordedAttendanceAverageMinutes: { en: 'Average recorded attendance minutes', pt: 'Média de minutos gravados por atendimento' },
  active: { en: 'Active', pt: 'Ativo' },
};
