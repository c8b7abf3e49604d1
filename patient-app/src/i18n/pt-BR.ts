import { appointmentsPtBR } from '../features/appointments/appointments.i18n';
import { benefitClubPtBR } from '../features/benefit-club/benefit-club.i18n';
import { clinicalDocumentsPtBR } from '../features/clinical-documents/clinical-documents.i18n';
import { dependentsPtBR } from '../features/dependents/dependents.i18n';
import { emergencyPersonPtBR } from '../features/emergency-person/emergency-person.i18n';
import { emergencyProfessionalPtBR } from '../features/emergency-professional/emergency-professional.i18n';
import { emergencyTagPtBR } from '../features/emergency-tag/emergency-tag.i18n';
import { healthRecordPtBR } from '../features/health-record/health-record.i18n';
import { homePtBR } from '../features/home/home.i18n';
import { invitePtBR } from '../features/invite/invite.i18n';
import { kioskPtBR } from '../features/kiosk/kiosk.i18n';
import { messagesPtBR } from '../features/messages/messages.i18n';
import { passwordPtBR } from '../features/password/password.i18n';
import { paymentPtBR } from '../features/payment/payment.i18n';
import { privacyPtBR } from '../features/privacy/privacy.i18n';
import { professionalPtBR } from '../features/professional/professional.i18n';
import { profilePtBR } from '../features/profile/profile.i18n';
import { publicCancelPtBR } from '../features/public-cancel/public-cancel.i18n';
import { roomPtBR } from '../features/room/room.i18n';
import { schedulePtBR } from '../features/schedule/schedule.i18n';
import { termsPtBR } from '../features/terms/terms.i18n';
import { layoutPtBR } from '../layout/layout.i18n';
import type { Messages } from './en';

/** Brazilian Portuguese texts, the fallback language. */
export const ptBR: Messages = {
  'common.loading': 'Carregando…',
  'common.retry': 'Tentar novamente',
  'common.back': 'Voltar',
  'nav.home': 'Início',
  'nav.signOut': 'Sair',
  'signIn.title': 'Entrar',
  'signIn.subtitle': 'Escolha como deseja se identificar.',
  'signIn.methods': 'Forma de acesso',
  'signIn.method.EMAIL': 'E-mail',
  'signIn.method.CPF': 'CPF',
  'signIn.method.CNS': 'Cartão SUS',
  'signIn.field.email': 'E-mail',
  'signIn.field.password': 'Senha',
  'signIn.field.cpf': 'CPF',
  'signIn.field.cns': 'Cartão Nacional de Saúde (CNS)',
  'signIn.field.birthDate': 'Data de nascimento',
  'signIn.showPassword': 'Mostrar senha',
  'signIn.hidePassword': 'Ocultar senha',
  'signIn.submit': 'Entrar',
  'home.greeting': 'Olá, {name}',
  'home.company': 'Empresa',
  'home.roles': 'Perfis',
  'role.P': 'Paciente',
  'role.D': 'Médico',
  'role.DC': 'Médico da clínica',
  'role.M': 'Gestor',
  'role.CA': 'Administrador da clínica',
  'role.R': 'Representante',
  'role.ADMIN': 'Administrador da plataforma',
  ...professionalPtBR,
  ...layoutPtBR,
  ...schedulePtBR,
  ...appointmentsPtBR,
  ...publicCancelPtBR,
  ...paymentPtBR,
  ...roomPtBR,
  ...emergencyTagPtBR,
  ...kioskPtBR,
  ...emergencyPersonPtBR,
  ...emergencyProfessionalPtBR,
  ...benefitClubPtBR,
  ...invitePtBR,
  ...privacyPtBR,
  ...homePtBR,
  ...passwordPtBR,
  ...profilePtBR,
  ...healthRecordPtBR,
  ...messagesPtBR,
  ...termsPtBR,
  ...dependentsPtBR,
  ...clinicalDocumentsPtBR,
  'notFound.title': 'Página não encontrada',
  'notFound.body': 'O endereço que você tentou abrir não existe.',
  'notFound.goHome': 'Ir para o início',
  'routeLoad.title': 'Não foi possível carregar a página',
  'routeLoad.body': 'Verifique sua conexão e tente novamente.',
  'unexpected.body': 'Algo deu errado nesta página. Recarregue para continuar.',
  'unexpected.reload': 'Recarregar a página',
};
