import type { PERSON_HISTORY_ITEM_TYPES } from '@teleconsulta/schema';

type Types = Record<(typeof PERSON_HISTORY_ITEM_TYPES)[number], string>;

const typesEn: Types = {
  APPOINTMENT: 'Appointment',
  ARCHIVE: 'File',
  DIAGNOSTIC: 'Diagnosis',
  EVENT: 'Emergency care',
  EXAM: 'Exam request',
  LINK: 'Link',
  MEDICAL_REFERRAL: 'Referral',
  NOTES: 'Service notes',
  PRESCRIPTION: 'Prescription',
  QUESTIONNAIRE: 'Questionnaire',
};
const typesPtBr: Types = {
  APPOINTMENT: 'Consulta',
  ARCHIVE: 'Arquivo',
  DIAGNOSTIC: 'Diagnóstico',
  EVENT: 'Pronto atendimento',
  EXAM: 'Solicitação de exame',
  LINK: 'Link',
  MEDICAL_REFERRAL: 'Encaminhamento',
  NOTES: 'Anotações do atendimento',
  PRESCRIPTION: 'Receita',
  QUESTIONNAIRE: 'Questionário',
};

/** Strings of the access log of the health record (merged into en.ts and pt-br.ts under `resources.recordAccesses`). */
export const recordAccessesEn = {
  name: 'Record access |||| Record accesses',
  fields: {
    accessedAt: 'When',
    personId: 'Patient',
    personName: 'Patient',
    readerName: 'By',
    readerRoles: 'Roles',
    kind: 'What',
    action: 'Access',
    outcome: 'Outcome',
    appointmentProtocol: 'Appointment',
    requestId: 'Request',
  },
  kinds: { HISTORY: 'The record', ITEM: 'One item' },
  actions: { READ: 'Read', WRITE: 'Write' },
  outcomes: { ALLOWED: 'Allowed', DENIED: 'Refused' },
  unknownPerson: 'Not of this clinic',
  types: typesEn,
};

export const recordAccessesPtBr: typeof recordAccessesEn = {
  name: 'Acesso ao prontuário |||| Acessos ao prontuário',
  fields: {
    accessedAt: 'Quando',
    personId: 'Paciente',
    personName: 'Paciente',
    readerName: 'Por',
    readerRoles: 'Funções',
    kind: 'O quê',
    action: 'Acesso',
    outcome: 'Resultado',
    appointmentProtocol: 'Atendimento',
    requestId: 'Requisição',
  },
  kinds: { HISTORY: 'O prontuário', ITEM: 'Um item' },
  actions: { READ: 'Leitura', WRITE: 'Escrita' },
  outcomes: { ALLOWED: 'Permitido', DENIED: 'Recusado' },
  unknownPerson: 'Fora desta clínica',
  types: typesPtBr,
};
