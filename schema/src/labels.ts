import type { Locale } from './constants.js';

/** Field labels used in validation messages ({0} of the SPEC §5 templates), by field path. */
export const FIELD_LABELS: Record<string, { en: string; pt: string }> = {
  name: { en: 'Name', pt: 'Nome' },
  socialName: { en: 'Social name', pt: 'Razão social' },
  cnpj: { en: 'CNPJ', pt: 'CNPJ' },
  cpf: { en: 'CPF', pt: 'CPF' },
  cns: { en: 'Universal healthcare ID', pt: 'Cartão nacional de saúde' },
  email: { en: 'E-mail', pt: 'E-mail' },
  password: { en: 'Password', pt: 'Senha' },
  birthDate: { en: 'Birth date', pt: 'Data de nascimento' },
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
  companyId: { en: 'Company', pt: 'Empresa' },
  'customMessages.key': { en: 'Message key', pt: 'Chave da mensagem' },
  'customMessages.ptBR': { en: 'Portuguese text', pt: 'Texto em português' },
  'customMessages.en': { en: 'English text', pt: 'Texto em inglês' },
  // Plans (SPEC §3)
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
  // Persons (SPEC §3 Patient)
  uhcId: { en: 'Universal healthcare ID', pt: 'Cartão nacional de saúde' },
  gender: { en: 'Gender', pt: 'Gênero' },
  mail: { en: 'E-mail', pt: 'E-mail' },
  cellPhone: { en: 'Cell phone', pt: 'Celular' },
  telephone: { en: 'Telephone', pt: 'Telefone' },
  country: { en: 'Country', pt: 'País' },
  profession: { en: 'Profession', pt: 'Profissão' },
  registration: { en: 'Registration', pt: 'Matrícula' },
  status: { en: 'Status', pt: 'Situação' },
  street: { en: 'Street', pt: 'Logradouro' },
  number: { en: 'Number', pt: 'Número' },
  complement: { en: 'Complement', pt: 'Complemento' },
  neighborhood: { en: 'Neighborhood', pt: 'Bairro' },
  city: { en: 'City', pt: 'Cidade' },
  region: { en: 'State', pt: 'Estado' },
  zipCode: { en: 'ZIP code (CEP)', pt: 'CEP' },
  dependents: { en: 'Dependents', pt: 'Dependentes' },
  // Staff memberships
  roles: { en: 'Roles', pt: 'Perfis' },
  // Professionals (SPEC §3 Professional); contact and address share the person labels above
  crm: { en: 'CRM', pt: 'CRM' },
  crmState: { en: 'Registration state', pt: 'UF do registro' },
  licenseCouncil: { en: 'Council', pt: 'Conselho' },
  specialties: { en: 'Specialties', pt: 'Especialidades' },
  role: { en: 'Role', pt: 'Perfil' },
  emergencyAccess: { en: 'Emergency access', pt: 'Acesso ao pronto atendimento' },
  bio: { en: 'Biography', pt: 'Biografia' },
  photo: { en: 'Photo URL', pt: 'URL da foto' },
};

/** The label of a field path; list indexes are ignored ('customMessages.0.key' → 'customMessages.key'). */
export function fieldLabel(field: string, locale: Locale): string {
  const path = field
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .join('.');
  const label = FIELD_LABELS[path] ?? FIELD_LABELS[path.split('.').pop() ?? path];
  if (!label) return field;
  return locale === 'en' ? label.en : label.pt;
}
