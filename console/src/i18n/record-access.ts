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
    readerName: 'Read by',
    readerRoles: 'Roles',
    kind: 'What',
    appointmentProtocol: 'Appointment',
  },
  kinds: { HISTORY: 'The record', ITEM: 'One item' },
  types: typesEn,
};

export const recordAccessesPtBr: typeof recordAccessesEn = {
  name: 'Acesso ao prontuário |||| Acessos ao prontuário',
  fields: {
    accessedAt: 'Quando',
    personId: 'Paciente',
    personName: 'Paciente',
    readerName: 'Lido por',
    readerRoles: 'Funções',
    kind: 'O quê',
    appointmentProtocol: 'Atendimento',
  },
  kinds: { HISTORY: 'O prontuário', ITEM: 'Um item' },
  types: typesPtBr,
};
