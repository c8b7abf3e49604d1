import { appointmentsEn } from '../features/appointments/appointments.i18n';
import { benefitClubEn } from '../features/benefit-club/benefit-club.i18n';
import { clinicalDocumentsEn } from '../features/clinical-documents/clinical-documents.i18n';
import { dependentsEn } from '../features/dependents/dependents.i18n';
import { emergencyPersonEn } from '../features/emergency-person/emergency-person.i18n';
import { emergencyProfessionalEn } from '../features/emergency-professional/emergency-professional.i18n';
import { emergencyTagEn } from '../features/emergency-tag/emergency-tag.i18n';
import { healthRecordEn } from '../features/health-record/health-record.i18n';
import { homeEn } from '../features/home/home.i18n';
import { inviteEn } from '../features/invite/invite.i18n';
import { kioskEn } from '../features/kiosk/kiosk.i18n';
import { messagesEn } from '../features/messages/messages.i18n';
import { passwordEn } from '../features/password/password.i18n';
import { paymentEn } from '../features/payment/payment.i18n';
import { privacyEn } from '../features/privacy/privacy.i18n';
import { professionalEn } from '../features/professional/professional.i18n';
import { profileEn } from '../features/profile/profile.i18n';
import { publicCancelEn } from '../features/public-cancel/public-cancel.i18n';
import { roomEn } from '../features/room/room.i18n';
import { scheduleEn } from '../features/schedule/schedule.i18n';
import { termsEn } from '../features/terms/terms.i18n';
import { layoutEn } from '../layout/layout.i18n';
/** English texts. Keys are shared with pt-BR.ts; {name} placeholders are filled by translate(). */
export const en = {
  'common.loading': 'Loading…',
  'common.retry': 'Retry',
  'common.back': 'Go back',
  'nav.home': 'Home',
  'nav.signOut': 'Sign out',
  'signIn.title': 'Sign in',
  'signIn.subtitle': 'Choose how you want to identify yourself.',
  'signIn.methods': 'Sign-in method',
  'signIn.method.EMAIL': 'E-mail',
  'signIn.method.CPF': 'CPF',
  'signIn.method.CNS': 'Healthcare ID',
  'signIn.field.email': 'E-mail',
  'signIn.field.password': 'Password',
  'signIn.field.cpf': 'CPF',
  'signIn.field.cns': 'Universal healthcare ID (CNS)',
  'signIn.field.birthDate': 'Birth date',
  'signIn.showPassword': 'Show password',
  'signIn.hidePassword': 'Hide password',
  'signIn.submit': 'Sign in',
  'home.greeting': 'Hello, {name}',
  'home.company': 'Company',
  'home.roles': 'Roles',
  'role.P': 'Patient',
  'role.D': 'Doctor',
  'role.DC': 'Clinic doctor',
  'role.M': 'Manager',
  'role.CA': 'Clinic administrator',
  'role.R': 'Representative',
  'role.ADMIN': 'Platform administrator',
  ...professionalEn,
  ...layoutEn,
  ...scheduleEn,
  ...appointmentsEn,
  ...publicCancelEn,
  ...paymentEn,
  ...roomEn,
  ...emergencyTagEn,
  ...kioskEn,
  ...emergencyPersonEn,
  ...emergencyProfessionalEn,
  ...benefitClubEn,
  ...inviteEn,
  ...privacyEn,
  ...homeEn,
  ...passwordEn,
  ...profileEn,
  ...healthRecordEn,
  ...messagesEn,
  ...termsEn,
  ...dependentsEn,
  ...clinicalDocumentsEn,
  'notFound.title': 'Page not found',
  'notFound.body': 'The address you tried to open does not exist.',
  'notFound.goHome': 'Go to the home page',
  'routeLoad.title': 'The page could not be loaded',
  'routeLoad.body': 'Check your connection and try again.',
  'unexpected.body': 'Something went wrong on this page. Reload it to continue.',
  'unexpected.reload': 'Reload the page',
} as const;

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;
