import type { FieldLabels } from '../util/field-labels.js';

/** Companies (SPEC §3 Company): identity, commercial terms, settings and custom messages. Field labels used in validation messages ({0} of the SPEC §5 templates), by field path. */
export const COMPANY_FIELD_LABELS: FieldLabels = {
  socialName: { en: 'Legal name (razão social)', pt: 'Razão social' },
  cnpj: { en: 'CNPJ', pt: 'CNPJ' },
  parentId: { en: 'Parent company', pt: 'Empresa mãe' },
  planId: { en: 'Plan', pt: 'Plano' },
  representativeId: { en: 'Representative', pt: 'Representante' },
  businessContact: { en: 'Business contact', pt: 'Contato comercial' },
  commissionType: { en: 'Commission type', pt: 'Tipo de comissão' },
  commissionValue: { en: 'Commission value', pt: 'Valor da comissão' },
  expirationDate: { en: 'Expiration date', pt: 'Data de expiração' },
  permalink: { en: 'Permalink', pt: 'Link permanente' },
  state: { en: 'State', pt: 'Estado' },
  parent: { en: 'State', pt: 'Estado' },
  'settings.appointmentDuration': { en: 'Appointment duration', pt: 'Duração do atendimento' },
  'settings.allowsPatientToScheduleTimeBefore': { en: 'Minimum notice (hours)', pt: 'Antecedência mínima (horas)' },
  'settings.period': { en: 'Period', pt: 'Período' },
  'settings.timeZone': { en: 'Time zone', pt: 'Fuso horário' },
  'settings.emergencyNoAnswerMinutes': {
    en: 'Emergency: minutes to answer a call',
    pt: 'Pronto atendimento: minutos para atender a chamada',
  },
  'settings.emergencyNoAnswerAction': { en: 'Emergency: a patient who does not answer', pt: 'Pronto atendimento: paciente que não atende' },
  'customMessages.key': { en: 'Message key', pt: 'Chave da mensagem' },
  'customMessages.ptBR': { en: 'Portuguese text', pt: 'Texto em português' },
  'customMessages.en': { en: 'English text', pt: 'Texto em inglês' },
  'settings.cancellationCutoffHours': { en: 'Cancellation deadline (hours before)', pt: 'Prazo de cancelamento (horas antes)' },
};
