import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQLScalarType, Kind } from 'graphql';
import type { Resolvers } from './__generated__/resolvers-types.js';
import {
  appointmentMutation,
  appointmentQuery,
  appointmentType,
  publicAppointmentType,
} from './modules/appointment/appointment.resolvers.js';
import { appointmentReceptionMutation, appointmentReceptionType } from './modules/appointment/appointment-reception.resolvers.js';
import { appointmentFileMutation, appointmentFileType } from './modules/appointment-file/appointment-file.resolvers.js';
import {
  appointmentRequestMutation,
  appointmentRequestQuery,
  appointmentRequestType,
} from './modules/appointment-request/appointment-request.resolvers.js';
import { availabilityMutation, availabilityQuery, availableSlotType } from './modules/availability/availability.resolvers.js';
import {
  clinicalDocumentMutation,
  clinicalDocumentQuery,
  clinicalDocumentType,
} from './modules/clinical-document/clinical-document.resolvers.js';
import { companyChangeType, companyMutation, companyQuery, companySubscription, companyType } from './modules/company/company.resolvers.js';
import { companyFinancialMutation, companyFinancialQuery } from './modules/company/company-financial.resolvers.js';
import { companySetupQuery } from './modules/company-setup/company-setup.resolvers.js';
import { consentMutation, consentQuery } from './modules/consent/consent.resolvers.js';
import { dashboardQuery, dashboardSubscription } from './modules/dashboard/dashboard.resolvers.js';
import { domainQuery } from './modules/domain/domain.resolvers.js';
import {
  emergencyBoardChangeType,
  emergencyMutation,
  emergencyProtocolType,
  emergencyQuery,
  emergencyQueueType,
  emergencySubscription,
} from './modules/emergency/emergency.resolvers.js';
import { emergencyTagMutation } from './modules/emergency-tag/emergency-tag.resolvers.js';
import { erasureRequestMutation, erasureRequestQuery } from './modules/erasure-request/erasure-request.resolvers.js';
import { fileQuery } from './modules/file/file.resolvers.js';
import { integrationMutation, integrationQuery, integrationSubscription } from './modules/integration/integration.resolvers.js';
import { landingProfessionalType, landingQuery } from './modules/landing/landing.resolvers.js';
import { messageMutation, messageQuery, messageSubscription, messageType } from './modules/message/message.resolvers.js';
import { messageAttachmentMutation, messageAttachmentType } from './modules/message/message-attachment.resolvers.js';
import { npsAppointmentType, npsMutation, npsQuery } from './modules/nps/nps.resolvers.js';
import {
  paymentAppointmentType,
  paymentMutation,
  paymentQuery,
  paymentSubscription,
  paymentType,
} from './modules/payment/payment.resolvers.js';
import { personMutation, personQuery, personType } from './modules/person/person.resolvers.js';
import { personProfileMutation, personProfileQuery } from './modules/person/person-profile.resolvers.js';
import { planCompanyType, planMutation, planQuery } from './modules/plan/plan.resolvers.js';
import { privacyQuery } from './modules/privacy/privacy.resolvers.js';
import { professionalMutation, professionalQuery, professionalType } from './modules/professional/professional.resolvers.js';
import { recordAccessQuery } from './modules/record-access/record-access.resolvers.js';
import { roomMutation, roomQuery, roomSubscription } from './modules/room/room.resolvers.js';
import { scheduleMutation, scheduleProfessionalType, scheduleQuery } from './modules/schedule/schedule.resolvers.js';
import { screeningMutation, screeningQuery } from './modules/screening/screening.resolvers.js';
import { securityIncidentMutation, securityIncidentQuery } from './modules/security-incident/security-incident.resolvers.js';
import { serviceRequestMutation, serviceRequestQuery } from './modules/service-request/service-request.resolvers.js';
import { speechMutation, speechQuery } from './modules/speech/speech.resolvers.js';
import { staffMutation, staffQuery } from './modules/staff/staff.resolvers.js';
import { userMutation, userQuery } from './modules/user/user.resolvers.js';

const require = createRequire(import.meta.url);

/** The SDL of schema/graphql, one file per domain. */
export function loadTypeDefs(): string[] {
  const dir = join(dirname(require.resolve('@teleconsulta/schema/graphql/base.graphql')));
  return readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort((a, b) => (a === 'base.graphql' ? -1 : b === 'base.graphql' ? 1 : a.localeCompare(b)))
    .map((f) => readFileSync(join(dir, f), 'utf8'));
}

const stringScalar = (name: string, test: (v: string) => boolean, description: string) =>
  new GraphQLScalarType({
    name,
    description,
    serialize: (v) => String(v),
    parseValue: (v) => {
      if (typeof v !== 'string' || !test(v)) throw new TypeError(`${name} is invalid`);
      return v;
    },
    parseLiteral: (ast) => {
      if (ast.kind !== Kind.STRING || !test(ast.value)) throw new TypeError(`${name} is invalid`);
      return ast.value;
    },
  });

const resolvers: Resolvers = {
  Date: stringScalar('Date', (v) => /^\d{4}-\d{2}-\d{2}$/.test(v), 'A calendar date, YYYY-MM-DD.'),
  DateTime: stringScalar('DateTime', (v) => !Number.isNaN(Date.parse(v)), 'An ISO-8601 instant in UTC.'),
  JSON: new GraphQLScalarType({ name: 'JSON', serialize: (v) => v, parseValue: (v) => v }),
  Query: {
    health: () => 'ok',
    ...userQuery,
    ...domainQuery,
    ...companyQuery,
    ...companyFinancialQuery,
    ...companySetupQuery,
    ...planQuery,
    ...personQuery,
    ...personProfileQuery,
    ...professionalQuery,
    ...scheduleQuery,
    ...emergencyQuery,
    ...appointmentQuery,
    ...serviceRequestQuery,
    ...screeningQuery,
    ...staffQuery,
    ...messageQuery,
    ...privacyQuery,
    ...erasureRequestQuery,
    ...securityIncidentQuery,
    ...recordAccessQuery,
    ...clinicalDocumentQuery,
    ...fileQuery,
    ...dashboardQuery,
    ...appointmentRequestQuery,
    ...npsQuery,
    ...availabilityQuery,
    ...landingQuery,
    ...paymentQuery,
    ...consentQuery,
    ...roomQuery,
    ...speechQuery,
    ...integrationQuery,
  },
  Mutation: {
    ...userMutation,
    ...companyMutation,
    ...companyFinancialMutation,
    ...planMutation,
    ...personMutation,
    ...personProfileMutation,
    ...professionalMutation,
    ...scheduleMutation,
    ...emergencyMutation,
    ...emergencyTagMutation,
    ...serviceRequestMutation,
    ...screeningMutation,
    ...staffMutation,
    ...erasureRequestMutation,
    ...securityIncidentMutation,
    ...messageMutation,
    ...messageAttachmentMutation,
    ...appointmentMutation,
    ...appointmentReceptionMutation,
    ...appointmentFileMutation,
    ...clinicalDocumentMutation,
    ...appointmentRequestMutation,
    ...npsMutation,
    ...availabilityMutation,
    ...paymentMutation,
    ...consentMutation,
    ...roomMutation,
    ...speechMutation,
    ...integrationMutation,
  },
  Subscription: {
    ...companySubscription,
    ...emergencySubscription,
    ...dashboardSubscription,
    ...paymentSubscription,
    ...messageSubscription,
    ...roomSubscription,
    ...integrationSubscription,
  },
  Company: { ...companyType, ...planCompanyType },
  CompanyChange: companyChangeType,
  Person: personType,
  Professional: { ...professionalType, ...scheduleProfessionalType },
  EmergencyQueue: emergencyQueueType,
  EmergencyProtocol: emergencyProtocolType,
  EmergencyBoardChange: emergencyBoardChangeType,
  Appointment: { ...appointmentType, ...appointmentReceptionType, ...npsAppointmentType, ...paymentAppointmentType },
  Payment: paymentType,
  PublicAppointment: publicAppointmentType,
  AppointmentFile: appointmentFileType,
  ClinicalDocument: clinicalDocumentType,
  AppointmentRequest: appointmentRequestType,
  Message: messageType,
  MessageAttachment: messageAttachmentType,
  AvailableSlot: availableSlotType,
  LandingProfessional: landingProfessionalType,
};

export function buildSchema() {
  return makeExecutableSchema({ typeDefs: loadTypeDefs(), resolvers: resolvers as never });
}
