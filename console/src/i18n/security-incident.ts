import type { SecurityIncidentDataCategory, SecurityIncidentRisk, SecurityIncidentStatus } from '@teleconsulta/schema';

type Statuses = Record<SecurityIncidentStatus, string>;
type Risks = Record<SecurityIncidentRisk, string>;
type DataCategories = Record<SecurityIncidentDataCategory, string>;

/**
 * Strings of the register of security incidents (LGPD art. 48; Resolução CD/ANPD nº 15/2024, art. 10), merged into
 * en.ts and pt-br.ts under `resources.securityIncidents`. The labels of the input's fields are the ones the services
 * name in their validation messages (schema/src/security-incident/security-incident.labels.ts).
 */
export const securityIncidentsEn = {
  name: 'Security incident |||| Security incidents',
  empty: 'No security incident recorded',
  invite: 'Record here every incident with personal data the clinic learns of, whether it is communicated or not.',
  fields: {
    id: 'ID',
    status: 'Status',
    detectedAt: 'Known since',
    occurredAt: 'Happened at',
    description: 'Description',
    dataCategories: 'Data affected',
    affectedSubjects: 'Data subjects affected',
    risk: 'Risk',
    measures: 'Measures taken',
    anpdNotifiedAt: 'ANPD notified at',
    subjectsNotifiedAt: 'Data subjects notified at',
    notNotifiedReason: 'Reason for not notifying',
    notificationDue: 'Notification due',
    complementDue: 'Complement due',
    keptUntil: 'Kept until',
    recordedByName: 'Recorded by',
    createdAt: 'Recorded at',
    closedByName: 'Closed by',
    closedAt: 'Closed at',
    updatedAt: 'Updated at',
  },
  statuses: { OPEN: 'Open', CLOSED: 'Closed' } satisfies Statuses,
  risks: { LOW: 'Low', RELEVANT: 'Relevant' } satisfies Risks,
  dataCategories: {
    IDENTIFICATION: 'Identification',
    CONTACT: 'Contact details',
    HEALTH: 'Health',
    FINANCIAL: 'Financial',
    CREDENTIALS: 'Access credentials',
    CHILDREN: 'Children and adolescents',
    OTHER: 'Other',
  } satisfies DataCategories,
  deadline: { overdue: 'Overdue', owed: 'Notification owed' },
  sections: {
    incident: 'The incident',
    response: 'Measures and communications',
    deadlines: 'Deadlines',
    register: 'Register',
  },
  helpers: {
    detectedAt: 'When the clinic learned of it: the deadlines count from that day',
    occurredAt: 'When it happened, if known',
    affectedSubjects: 'Leave blank while the number is not known',
    risk: 'Relevant: it may bring relevant risk or harm to the data subjects (LGPD art. 48) — the ANPD and the data subjects must be notified within 3 business days of the day it became known.',
    measures: 'What was done to stop, reverse or reduce its effects',
    notNotifiedReason: 'Why the ANPD or the data subjects were not notified (a low risk, for example)',
  },
  closed: 'This incident is closed: its entry never changes.',
  actions: { close: 'Close incident' },
  close: {
    title: 'Close this incident?',
    content:
      'A closed entry never changes. Closing needs the measures taken and, for a relevant risk, when the ANPD and the data subjects were notified — or the reason for not notifying.',
    missing: 'The entry cannot be closed yet:',
    complete: 'Complete the entry',
    done: 'The incident was closed',
  },
};

export const securityIncidentsPtBr: typeof securityIncidentsEn = {
  name: 'Incidente de segurança |||| Incidentes de segurança',
  empty: 'Nenhum incidente de segurança registrado',
  invite: 'Registre aqui todo incidente com dados pessoais de que a clínica tomar conhecimento, comunicado ou não.',
  fields: {
    id: 'ID',
    status: 'Situação',
    detectedAt: 'Conhecido em',
    occurredAt: 'Ocorrido em',
    description: 'Descrição',
    dataCategories: 'Dados afetados',
    affectedSubjects: 'Titulares afetados',
    risk: 'Risco',
    measures: 'Medidas adotadas',
    anpdNotifiedAt: 'ANPD comunicada em',
    subjectsNotifiedAt: 'Titulares comunicados em',
    notNotifiedReason: 'Justificativa da não comunicação',
    notificationDue: 'Prazo de comunicação',
    complementDue: 'Prazo de complementação',
    keptUntil: 'Guardado até',
    recordedByName: 'Registrado por',
    createdAt: 'Registrado em',
    closedByName: 'Encerrado por',
    closedAt: 'Encerrado em',
    updatedAt: 'Atualizado em',
  },
  statuses: { OPEN: 'Aberto', CLOSED: 'Encerrado' },
  risks: { LOW: 'Baixo', RELEVANT: 'Relevante' },
  dataCategories: {
    IDENTIFICATION: 'Identificação',
    CONTACT: 'Contato',
    HEALTH: 'Saúde',
    FINANCIAL: 'Financeiros',
    CREDENTIALS: 'Credenciais de acesso',
    CHILDREN: 'De crianças e adolescentes',
    OTHER: 'Outros',
  },
  deadline: { overdue: 'Em atraso', owed: 'Comunicação pendente' },
  sections: {
    incident: 'O incidente',
    response: 'Medidas e comunicações',
    deadlines: 'Prazos',
    register: 'Registro',
  },
  helpers: {
    detectedAt: 'Quando a clínica tomou conhecimento: os prazos contam a partir desse dia',
    occurredAt: 'Quando aconteceu, se souber',
    affectedSubjects: 'Deixe em branco enquanto o número não for conhecido',
    risk: 'Relevante: pode acarretar risco ou dano relevante aos titulares (LGPD art. 48) — a ANPD e os titulares devem ser comunicados em até 3 dias úteis do dia em que se tomou conhecimento.',
    measures: 'O que foi feito para interromper, reverter ou mitigar os efeitos',
    notNotifiedReason: 'Por que a ANPD ou os titulares não foram comunicados (um risco baixo, por exemplo)',
  },
  closed: 'Este incidente está encerrado: seu registro não muda mais.',
  actions: { close: 'Encerrar incidente' },
  close: {
    title: 'Encerrar este incidente?',
    content:
      'Um registro encerrado não muda mais. Para encerrar, são necessárias as medidas adotadas e, para um risco relevante, as datas em que a ANPD e os titulares foram comunicados — ou a justificativa da não comunicação.',
    missing: 'O registro ainda não pode ser encerrado:',
    complete: 'Completar o registro',
    done: 'O incidente foi encerrado',
  },
};
