import { APPOINTMENT_FIELD_LABELS } from '../appointment/appointment.labels.js';
import { APPOINTMENT_FILE_FIELD_LABELS } from '../appointment-file/appointment-file.labels.js';
import { APPOINTMENT_REQUEST_FIELD_LABELS } from '../appointment-request/appointment-request.labels.js';
import { AVAILABILITY_FIELD_LABELS } from '../availability/availability.labels.js';
import { BOOKING_FIELD_LABELS } from '../booking/booking.labels.js';
import { CLINICAL_DOCUMENT_FIELD_LABELS } from '../clinical-document/clinical-document.labels.js';
import { COMPANY_FIELD_LABELS } from '../company/company.labels.js';
import { COMPANY_FINANCE_FIELD_LABELS } from '../company-finance/company-finance.labels.js';
import { CONSENT_FIELD_LABELS } from '../consent/consent.labels.js';
import type { Locale } from '../constants.js';
import { EMERGENCY_FIELD_LABELS } from '../emergency/emergency.labels.js';
import { ERASURE_REQUEST_FIELD_LABELS } from '../erasure-request/erasure-request.labels.js';
import { HOLIDAY_FIELD_LABELS } from '../holiday/holiday.labels.js';
import { MESSAGE_FIELD_LABELS } from '../message/message.labels.js';
import { NPS_FIELD_LABELS } from '../nps/nps.labels.js';
import { PAYMENT_FIELD_LABELS } from '../payment/payment.labels.js';
import { PERSON_FIELD_LABELS } from '../person/person.labels.js';
import { PLAN_FIELD_LABELS } from '../plan/plan.labels.js';
import { PROFESSIONAL_FIELD_LABELS } from '../professional/professional.labels.js';
import { ROOM_FIELD_LABELS } from '../room/room.labels.js';
import { SCHEDULE_FIELD_LABELS } from '../schedule/schedule.labels.js';
import { SCREENING_FIELD_LABELS } from '../screening/screening.labels.js';
import { SECURITY_INCIDENT_FIELD_LABELS } from '../security-incident/security-incident.labels.js';
import { SERVICE_REQUEST_FIELD_LABELS } from '../service-request/service-request.labels.js';
import { SPEECH_FIELD_LABELS } from '../speech/speech.labels.js';
import { STAFF_FIELD_LABELS } from '../staff/staff.labels.js';
import type { FieldLabels } from './field-labels.js';

/** Labels many domains share (identity, company, paging, periods). */
const SHARED_FIELD_LABELS: FieldLabels = {
  name: { en: 'Name', pt: 'Nome' },
  cpf: { en: 'CPF', pt: 'CPF' },
  cns: { en: 'Universal healthcare ID', pt: 'Cartão nacional de saúde' },
  email: { en: 'E-mail', pt: 'E-mail' },
  password: { en: 'Password', pt: 'Senha' },
  passwordConfirm: { en: 'Password confirmation', pt: 'Confirmação da senha' },
  currentPassword: { en: 'Current password', pt: 'Senha atual' },
  token: { en: 'Link', pt: 'Link' },
  birthDate: { en: 'Birth date', pt: 'Data de nascimento' },
  companyId: { en: 'Company', pt: 'Empresa' },
  from: { en: 'From', pt: 'De' },
  to: { en: 'To', pt: 'Até' },
  fields: { en: 'Fields', pt: 'Campos' },
  page: { en: 'Page', pt: 'Página' },
  perPage: { en: 'Page size', pt: 'Itens por página' },
  sortField: { en: 'Sort field', pt: 'Campo de ordenação' },
  sortOrder: { en: 'Sort order', pt: 'Ordem' },
  professionalId: { en: 'Professional', pt: 'Profissional' },
  personId: { en: 'Patient', pt: 'Paciente' },
  date: { en: 'Date', pt: 'Data' },
  appointmentId: { en: 'Appointment', pt: 'Agendamento' },
};

/**
 * Field labels used in validation messages ({0} of the SPEC §5 templates), by field path: the shared ones and each
 * domain's (`<domain>/<domain>.labels.ts`).
 */
export const FIELD_LABELS: FieldLabels = {
  ...SHARED_FIELD_LABELS,
  ...COMPANY_FIELD_LABELS,
  ...PLAN_FIELD_LABELS,
  ...COMPANY_FINANCE_FIELD_LABELS,
  ...APPOINTMENT_FIELD_LABELS,
  ...PERSON_FIELD_LABELS,
  ...STAFF_FIELD_LABELS,
  ...PROFESSIONAL_FIELD_LABELS,
  ...SPEECH_FIELD_LABELS,
  ...SCHEDULE_FIELD_LABELS,
  ...SERVICE_REQUEST_FIELD_LABELS,
  ...SCREENING_FIELD_LABELS,
  ...MESSAGE_FIELD_LABELS,
  ...EMERGENCY_FIELD_LABELS,
  ...BOOKING_FIELD_LABELS,
  ...APPOINTMENT_FILE_FIELD_LABELS,
  ...APPOINTMENT_REQUEST_FIELD_LABELS,
  ...NPS_FIELD_LABELS,
  ...ROOM_FIELD_LABELS,
  ...AVAILABILITY_FIELD_LABELS,
  ...HOLIDAY_FIELD_LABELS,
  ...CONSENT_FIELD_LABELS,
  ...PAYMENT_FIELD_LABELS,
  ...ERASURE_REQUEST_FIELD_LABELS,
  ...SECURITY_INCIDENT_FIELD_LABELS,
  ...CLINICAL_DOCUMENT_FIELD_LABELS,
};

/** The label of a field path; list indexes are ignored ('customMessages.0.key' → 'customMessages.key'). */
export function fieldLabel(field: string, locale: Locale, scope?: string): string {
  const path = field
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .join('.');
  // A scope ("message") picks the domain's own label where two domains name a field alike.
  const label = (scope ? FIELD_LABELS[`${scope}.${path}`] : undefined) ?? FIELD_LABELS[path] ?? FIELD_LABELS[path.split('.').pop() ?? path];
  if (!label) return field;
  return locale === 'en' ? label.en : label.pt;
}
