import merge from 'lodash/merge';
import englishMessages from 'ra-language-english';
import brazilianPortugueseMessages from 'ra-language-pt-br';
import type { TranslationMessages } from 'react-admin';
import { agendaPtBr } from './agenda';
import { appointmentReportPtBr, appointmentsPtBr } from './appointment';
import { appointmentRequestsPtBr } from './appointment-request';
import { companiesPtBr } from './company';
import { companyFinancialsPtBr } from './company-finance';
import { dashboardPtBr } from './dashboard';
import { emergencyBoardPtBr, emergencyGroupsPtBr, emergencyPtBr, emergencyQueuesPtBr } from './emergency';
import type { appEn } from './en';
import { erasureRequestsPtBr } from './erasure-request';
import { errorMessages } from './error-messages';
import { integrationsPtBr } from './integrations';
import { messagesPtBr, outboxPtBr } from './message';
import { passwordPtBr } from './password';
import { personsPtBr } from './person';
import { personHistoryPtBr } from './person-history';
import { plansPtBr } from './plan';
import { professionalsPtBr } from './professional';
import { recordAccessesPtBr } from './record-access';
import { professionalSchedulesPtBr } from './schedule';
import { securityIncidentsPtBr } from './security-incident';
import { screeningPtBr, serviceRequestPtBr } from './service-request-screening';
import { staffPtBr } from './staff';
import { termsPtBr } from './terms';

/** react-admin 5.15 keys that ra-language-pt-br 1.5.1 lacks (BRAZIL.md §8), and its English leftovers. */
const reactAdminGaps = {
  ra: {
    // ra-language-pt-br titles records as "Plano #Plano Essencial"; react-admin 5's English drops the '#'.
    page: { dashboard: 'Painel', edit: '%{name} %{recordRepresentation}', show: '%{name} %{recordRepresentation}' },
    action: { reset: 'Redefinir', search_columns: 'Buscar colunas' },
    notification: { offline: 'Sem conexão. Não foi possível buscar os dados.' },
    // react-admin's 404 page adds its own full stop after this text: the pack's own would show "..".
    message: { not_found: 'Você digitou um endereço errado ou seguiu um link quebrado' },
    validation: { unique: 'Deve ser único' },
    guesser: { empty: { title: 'Nenhum dado para exibir', message: 'Verifique o provedor de dados' } },
  },
};

/** Our Brazilian Portuguese strings: the same keys as appEn. */
export const appPtBr: typeof appEn = {
  resources: {
    plans: plansPtBr,
    staff: staffPtBr,
    appointments: appointmentsPtBr,
    agenda: agendaPtBr,
    appointmentReport: appointmentReportPtBr,
    serviceRequests: serviceRequestPtBr,
    appointmentRequests: appointmentRequestsPtBr,
    erasureRequests: erasureRequestsPtBr,
    recordAccesses: recordAccessesPtBr,
    securityIncidents: securityIncidentsPtBr,
    screenings: screeningPtBr,
    professionalSchedules: professionalSchedulesPtBr,
    personHistory: personHistoryPtBr,
    professionals: professionalsPtBr,
    integrations: {
      name: 'Integração |||| Integrações',
    },
    termsVersions: {
      name: 'Termos de uso |||| Termos de uso',
    },
    emergencyBoard: emergencyBoardPtBr,
    emergencyQueues: emergencyQueuesPtBr,
    emergencyGroups: emergencyGroupsPtBr,
    persons: personsPtBr,
    companyFinancials: companyFinancialsPtBr,
    companies: companiesPtBr,
    messages: messagesPtBr,
    outbox: outboxPtBr,
  },
  app: {
    title: 'Console Teleconsulta',
    integrations: integrationsPtBr,
    terms: termsPtBr,
    password: passwordPtBr,
    access_denied_detail: 'Você não tem permissão para abrir esta página.',
    dashboard: dashboardPtBr,
    emergency: emergencyPtBr,
    errors: errorMessages('pt-BR'),
  },
};

/** Without the English base, for the key-parity test. */
export const ownPtBr = merge({}, brazilianPortugueseMessages, reactAdminGaps, appPtBr);

/** English underneath, so a key a future react-admin adds shows in English rather than as its raw key. */
export const ptBr: TranslationMessages = merge({}, englishMessages, ownPtBr);
