import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { agendaEn } from './agenda';
import { appointmentReportEn, appointmentsEn } from './appointment';
import { appointmentRequestsEn } from './appointment-request';
import { companiesEn } from './company';
import { companyFinancialsEn } from './company-finance';
import { dashboardEn } from './dashboard';
import { emergencyBoardEn, emergencyEn, emergencyGroupsEn, emergencyQueuesEn } from './emergency';
import { erasureRequestsEn } from './erasure-request';
import { errorMessages } from './error-messages';
import { integrationsEn } from './integrations';
import { messagesEn, outboxEn } from './message';
import { passwordEn } from './password';
import { personsEn } from './person';
import { personHistoryEn } from './person-history';
import { plansEn } from './plan';
import { professionalsEn } from './professional';
import { recordAccessesEn } from './record-access';
import { professionalSchedulesEn } from './schedule';
import { securityIncidentsEn } from './security-incident';
import { screeningEn, serviceRequestEn } from './service-request-screening';
import { staffEn } from './staff';
import { termsEn } from './terms';

/** Our English strings; react-admin's own come from ra-language-english. */
export const appEn = {
  resources: {
    plans: plansEn,
    staff: staffEn,
    appointments: appointmentsEn,
    agenda: agendaEn,
    appointmentReport: appointmentReportEn,
    serviceRequests: serviceRequestEn,
    appointmentRequests: appointmentRequestsEn,
    erasureRequests: erasureRequestsEn,
    recordAccesses: recordAccessesEn,
    securityIncidents: securityIncidentsEn,
    screenings: screeningEn,
    professionalSchedules: professionalSchedulesEn,
    personHistory: personHistoryEn,
    professionals: professionalsEn,
    integrations: {
      name: 'Integration |||| Integrations',
    },
    termsVersions: {
      name: 'Terms of use |||| Terms of use',
    },
    emergencyBoard: emergencyBoardEn,
    emergencyQueues: emergencyQueuesEn,
    emergencyGroups: emergencyGroupsEn,
    persons: personsEn,
    companyFinancials: companyFinancialsEn,
    companies: companiesEn,
    messages: messagesEn,
    outbox: outboxEn,
  },
  app: {
    title: 'Teleconsulta console',
    integrations: integrationsEn,
    terms: termsEn,
    password: passwordEn,
    access_denied_detail: "You don't have the permissions to open this page.",
    dashboard: dashboardEn,
    emergency: emergencyEn,
    errors: errorMessages('en'),
  },
};

export const en: TranslationMessages = { ...englishMessages, ...appEn };
