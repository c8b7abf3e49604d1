/**
 * The domain lists of SPEC §3, read as { code, value } in the request's language (GET /domain/{NAME}).
 * CITY, COUNTRY_LIST and REGION come from the generated snapshots in src/data; the others are below.
 * Codes are stable identifiers that records store; the texts may change.
 */

/** Same names and order as `enum DomainName` in graphql/domain.graphql. */
export const DOMAIN_NAMES = [
  'APPOINTMENT_SOURCE',
  'BILL_TYPE',
  'CITY',
  'COUNTRY_LIST',
  'GENDER',
  'PARTICIPANT_ROLE',
  'PROFESSIONAL_REGISTER_TYPE',
  'REQUEST_SPECIALTYS',
  'REGION',
  'STATUS',
  'STATUS_APPOINTMENT',
  'TIME_APPOINTMENT',
  'TYPE_APPOINTMENT',
  'PAYMENT_TYPE',
  'TYPE_USER',
] as const;
export type DomainName = (typeof DOMAIN_NAMES)[number];

/** The lists backed by generated data rather than a table in this file. */
export type DataDomainName = Extract<DomainName, 'CITY' | 'COUNTRY_LIST' | 'REGION'>;
export type StaticDomainName = Exclude<DomainName, DataDomainName>;

/** One entry of a static list: the code and its text in English and Brazilian Portuguese. */
export type DomainEntry = { readonly code: string; readonly en: string; readonly pt: string };

export const isDomainName = (name: string): name is DomainName => (DOMAIN_NAMES as readonly string[]).includes(name);

const APPOINTMENT_SOURCE = [
  { code: 'CLINIC', en: 'Clinic', pt: 'Clínica' },
  { code: 'EMERGENCY', en: 'Emergency', pt: 'Pronto atendimento' },
  { code: 'SELF_SCHEDULING', en: 'Patient self-scheduling', pt: 'Autoagendamento do paciente' },
];

/** How a company plan is charged (Plan.bill_type). */
const BILL_TYPE = [
  { code: 'MONTHLY', en: 'Monthly subscription', pt: 'Mensalidade' },
  { code: 'YEARLY', en: 'Yearly subscription', pt: 'Anuidade' },
  { code: 'PER_ATTENDANCE', en: 'Per attendance', pt: 'Por atendimento' },
  { code: 'PER_MINUTE', en: 'Per minute', pt: 'Por minuto' },
  { code: 'PREPAID', en: 'Prepaid package', pt: 'Pacote pré-pago' },
];

const GENDER = [
  { code: 'FEMALE', en: 'Female', pt: 'Feminino' },
  { code: 'MALE', en: 'Male', pt: 'Masculino' },
  { code: 'OTHER', en: 'Other', pt: 'Outro' },
  { code: 'NOT_INFORMED', en: 'Prefer not to say', pt: 'Prefiro não informar' },
];

/** Appointment.role: how a person takes part in an attendance. */
const PARTICIPANT_ROLE = [
  { code: 'PATIENT', en: 'Patient', pt: 'Paciente' },
  { code: 'PROFESSIONAL', en: 'Professional', pt: 'Profissional' },
  { code: 'ASSISTANT_PHYSICIAN', en: 'Assistant physician', pt: 'Médico assistente' },
  { code: 'RESPONSIBLE', en: 'Responsible person', pt: 'Responsável' },
  { code: 'DEPENDENT', en: 'Dependent', pt: 'Dependente' },
  { code: 'COMPANION', en: 'Companion', pt: 'Acompanhante' },
];

/** Brazilian professional councils that issue the licence number shown with the state (e.g. CRM/SP 123456). */
const PROFESSIONAL_REGISTER_TYPE = [
  { code: 'CRM', en: 'CRM – Regional Council of Medicine', pt: 'CRM – Conselho Regional de Medicina' },
  { code: 'CRO', en: 'CRO – Regional Council of Dentistry', pt: 'CRO – Conselho Regional de Odontologia' },
  { code: 'CRP', en: 'CRP – Regional Council of Psychology', pt: 'CRP – Conselho Regional de Psicologia' },
  { code: 'COREN', en: 'COREN – Regional Council of Nursing', pt: 'COREN – Conselho Regional de Enfermagem' },
  {
    code: 'CREFITO',
    en: 'CREFITO – Regional Council of Physiotherapy and Occupational Therapy',
    pt: 'CREFITO – Conselho Regional de Fisioterapia e Terapia Ocupacional',
  },
  { code: 'CRN', en: 'CRN – Regional Council of Nutritionists', pt: 'CRN – Conselho Regional de Nutricionistas' },
  { code: 'CRFA', en: 'CRFa – Regional Council of Speech Therapy', pt: 'CRFa – Conselho Regional de Fonoaudiologia' },
  { code: 'CRF', en: 'CRF – Regional Council of Pharmacy', pt: 'CRF – Conselho Regional de Farmácia' },
  { code: 'CREF', en: 'CREF – Regional Council of Physical Education', pt: 'CREF – Conselho Regional de Educação Física' },
  { code: 'CRBM', en: 'CRBM – Regional Council of Biomedicine', pt: 'CRBM – Conselho Regional de Biomedicina' },
  { code: 'CRESS', en: 'CRESS – Regional Council of Social Work', pt: 'CRESS – Conselho Regional de Serviço Social' },
];

/**
 * Medical specialties recognised by the CFM. The code is the CBO 2002 occupation code of the specialist
 * (the specialty code of TISS and CNES), checked against the CBO table of @brazilian-utils/brazilian-utils.
 */
const REQUEST_SPECIALTYS = [
  { code: '225105', en: 'Acupuncture', pt: 'Acupuntura' },
  { code: '225110', en: 'Allergy and immunology', pt: 'Alergia e imunologia' },
  { code: '225115', en: 'Angiology', pt: 'Angiologia' },
  { code: '225120', en: 'Cardiology', pt: 'Cardiologia' },
  { code: '225225', en: 'General surgery', pt: 'Cirurgia geral' },
  { code: '225235', en: 'Plastic surgery', pt: 'Cirurgia plástica' },
  { code: '225203', en: 'Vascular surgery', pt: 'Cirurgia vascular' },
  { code: '225125', en: 'Internal medicine', pt: 'Clínica médica' },
  { code: '225280', en: 'Coloproctology', pt: 'Coloproctologia' },
  { code: '225135', en: 'Dermatology', pt: 'Dermatologia' },
  { code: '225155', en: 'Endocrinology and metabolism', pt: 'Endocrinologia e metabologia' },
  { code: '225165', en: 'Gastroenterology', pt: 'Gastroenterologia' },
  { code: '225175', en: 'Medical genetics', pt: 'Genética médica' },
  { code: '225180', en: 'Geriatrics', pt: 'Geriatria' },
  { code: '225250', en: 'Obstetrics and gynecology', pt: 'Ginecologia e obstetrícia' },
  { code: '225185', en: 'Hematology and hemotherapy', pt: 'Hematologia e hemoterapia' },
  { code: '225195', en: 'Homeopathy', pt: 'Homeopatia' },
  { code: '225103', en: 'Infectious diseases', pt: 'Infectologia' },
  { code: '225255', en: 'Mastology', pt: 'Mastologia' },
  { code: '225130', en: 'Family and community medicine', pt: 'Medicina de família e comunidade' },
  { code: '225140', en: 'Occupational medicine', pt: 'Medicina do trabalho' },
  { code: '225160', en: 'Physical medicine and rehabilitation', pt: 'Medicina física e reabilitação' },
  { code: '225109', en: 'Nephrology', pt: 'Nefrologia' },
  { code: '225260', en: 'Neurosurgery', pt: 'Neurocirurgia' },
  { code: '225112', en: 'Neurology', pt: 'Neurologia' },
  { code: '225118', en: 'Nutrology', pt: 'Nutrologia' },
  { code: '225265', en: 'Ophthalmology', pt: 'Oftalmologia' },
  { code: '225121', en: 'Clinical oncology', pt: 'Oncologia clínica' },
  { code: '225270', en: 'Orthopedics and traumatology', pt: 'Ortopedia e traumatologia' },
  { code: '225275', en: 'Otorhinolaryngology', pt: 'Otorrinolaringologia' },
  { code: '225124', en: 'Pediatrics', pt: 'Pediatria' },
  { code: '225127', en: 'Pulmonology', pt: 'Pneumologia' },
  { code: '225133', en: 'Psychiatry', pt: 'Psiquiatria' },
  { code: '225136', en: 'Rheumatology', pt: 'Reumatologia' },
  { code: '225285', en: 'Urology', pt: 'Urologia' },
];

const STATUS = [
  { code: 'ACTIVE', en: 'Active', pt: 'Ativo' },
  { code: 'INACTIVE', en: 'Inactive', pt: 'Inativo' },
];

const STATUS_APPOINTMENT = [
  { code: 'SCHEDULED', en: 'Scheduled', pt: 'Agendado' },
  { code: 'PAID', en: 'Paid', pt: 'Pago' },
  { code: 'CANCELLED', en: 'Cancelled', pt: 'Cancelado' },
  { code: 'IN_ATTENDANCE', en: 'In attendance', pt: 'Em atendimento' },
  { code: 'FINISHED_BY_PROFESSIONAL', en: 'Finished by the professional', pt: 'Finalizado pelo profissional' },
  { code: 'LEFT_BY_PATIENT', en: 'Left by the patient', pt: 'Abandonado pelo paciente' },
  { code: 'NO_SHOW', en: 'No-show', pt: 'Não compareceu' },
];

/** Appointment lengths in minutes; the code is the number of minutes. */
const TIME_APPOINTMENT = [15, 20, 30, 40, 45, 60].map((minutes) => ({
  code: String(minutes),
  en: `${minutes} minutes`,
  pt: `${minutes} minutos`,
}));

const TYPE_APPOINTMENT = [
  { code: 'FIRST_CONSULTATION', en: 'First consultation', pt: 'Primeira consulta' },
  { code: 'RETURN', en: 'Return visit', pt: 'Retorno' },
  { code: 'FOLLOW_UP', en: 'Follow-up', pt: 'Acompanhamento' },
  { code: 'INTERCONSULTATION', en: 'Interconsultation', pt: 'Interconsulta' },
  { code: 'EMERGENCY', en: 'Emergency', pt: 'Pronto atendimento' },
];

const PAYMENT_TYPE = [
  { code: 'CREDIT_CARD', en: 'Credit card', pt: 'Cartão de crédito' },
  { code: 'PIX', en: 'PIX', pt: 'PIX' },
  { code: 'ON_SITE', en: 'Pay on site', pt: 'Pagar no local' },
];

/** The roles of SPEC §6, codes as in ROLES (constants.ts) and `enum Role`. */
const TYPE_USER = [
  { code: 'P', en: 'Patient', pt: 'Paciente' },
  { code: 'D', en: 'Doctor', pt: 'Médico' },
  { code: 'DC', en: 'Doctor-clinic', pt: 'Médico-clínica' },
  { code: 'M', en: 'Manager', pt: 'Gestor' },
  { code: 'CA', en: 'Clinic administrator', pt: 'Administrador da clínica' },
  { code: 'R', en: 'Representative', pt: 'Representante' },
  { code: 'ADMIN', en: 'Platform administrator', pt: 'Administrador da plataforma' },
];

export const STATIC_DOMAIN_LISTS: Readonly<Record<StaticDomainName, readonly DomainEntry[]>> = {
  APPOINTMENT_SOURCE,
  BILL_TYPE,
  GENDER,
  PARTICIPANT_ROLE,
  PROFESSIONAL_REGISTER_TYPE,
  REQUEST_SPECIALTYS,
  STATUS,
  STATUS_APPOINTMENT,
  TIME_APPOINTMENT,
  TYPE_APPOINTMENT,
  PAYMENT_TYPE,
  TYPE_USER,
};

/** Static lists shown sorted by their text in the reader's language; the others keep the order above. */
export const SORTED_STATIC_LISTS: ReadonlySet<StaticDomainName> = new Set<StaticDomainName>(['REQUEST_SPECIALTYS']);
