import type { IntrospectionType } from 'graphql';
import type { BuildQueryFactory, BuildQueryResult } from 'ra-data-graphql';
import { appointmentQueries, appointmentReportQueries } from './appointment.queries';
import { appointmentRequestQueries } from './appointment-request.queries';
import { companyQueries } from './company.queries';
import { companyFinancialQueries } from './company-financial.queries';
import { emergencyGroupQueries, emergencyQueueQueries } from './emergency.queries';
import { erasureRequestQueries } from './erasure-request.queries';
import { messageQueries, outboxQueries } from './message.queries';
import { personQueries } from './person.queries';
import { planQueries } from './plan.queries';
import { professionalQueries } from './professional.queries';
import { recordAccessQueries } from './record-access.queries';
import { professionalScheduleQueries } from './schedule.queries';
import { screeningQueries } from './screening.queries';
import { securityIncidentQueries } from './security-incident.queries';
import { serviceRequestQueries } from './service-request.queries';
import { staffQueries } from './staff.queries';

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
const plural = (name: string) => (name.endsWith('y') ? `${name.slice(0, -1)}ies` : `${name}s`);
const listName = (type: IntrospectionType) => plural(lowerFirst(type.name));

/**
 * How our SDL names a type's operations (Company → companies, company, createCompany, updateCompany),
 * so ra-data-graphql's introspection finds them without ra-data-graphql-simple's allCompanies contract.
 */
/** Types whose operations read better than the pattern (staff.graphql: a membership is added, changed, removed). */
const NAMED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  StaffMember: {
    GET_LIST: 'staff',
    GET_MANY: 'staff',
    GET_MANY_REFERENCE: 'staff',
    CREATE: 'addStaffMember',
    UPDATE: 'updateStaffRoles',
    DELETE: 'removeStaffMember',
  },
  // appointment.graphql: the report's rows are read by appointmentReport.
  AppointmentReportRow: { GET_LIST: 'appointmentReport' },
  // message.graphql: a new thread is sent; the outbox is read only.
  Message: { CREATE: 'sendMessage' },
  OutboxMail: { GET_LIST: 'outbox', GET_MANY: 'outbox', GET_MANY_REFERENCE: 'outbox', GET_ONE: 'outboxMail' },
  // record-access.graphql: Access → Accesses (not the pattern's Accesss).
  RecordAccess: { GET_LIST: 'recordAccesses', GET_MANY: 'recordAccesses', GET_MANY_REFERENCE: 'recordAccesses' },
  // security-incident.graphql: an incident is recorded in the register.
  SecurityIncident: { CREATE: 'recordSecurityIncident' },
};
const named = (method: string, pattern: (type: IntrospectionType) => string) => (type: IntrospectionType) =>
  NAMED[type.name]?.[method] ?? pattern(type);

export const operationNames = {
  GET_LIST: named('GET_LIST', listName),
  GET_MANY: named('GET_MANY', listName),
  GET_MANY_REFERENCE: named('GET_MANY_REFERENCE', listName),
  GET_ONE: named('GET_ONE', (type) => lowerFirst(type.name)),
  CREATE: named('CREATE', (type) => `create${type.name}`),
  UPDATE: named('UPDATE', (type) => `update${type.name}`),
  DELETE: named('DELETE', (type) => `delete${type.name}`),
};

/** DELETE keeps ra-data-graphql's default name (deleteX), served only by the types that have it. */
type FetchMethod = keyof typeof operationNames | 'DELETE';

/** A resource's GraphQL type and, per react-admin method, the typed document, variables and response parser. */
export type ResourceQueries = { typeName: string } & Partial<Record<FetchMethod, (params: never) => BuildQueryResult>>;

/** react-admin resource name → its queries. */
const resources: Readonly<Record<string, ResourceQueries>> = {
  companies: companyQueries,
  companyFinancials: companyFinancialQueries,
  plans: planQueries,
  persons: personQueries,
  professionals: professionalQueries,
  professionalSchedules: professionalScheduleQueries,
  emergencyQueues: emergencyQueueQueries,
  emergencyGroups: emergencyGroupQueries,
  serviceRequests: serviceRequestQueries,
  screenings: screeningQueries,
  staff: staffQueries,
  appointments: appointmentQueries,
  appointmentReport: appointmentReportQueries,
  appointmentRequests: appointmentRequestQueries,
  erasureRequests: erasureRequestQueries,
  recordAccesses: recordAccessQueries,
  securityIncidents: securityIncidentQueries,
  messages: messageQueries,
  outbox: outboxQueries,
};

/** Our own buildQuery: every call is a generated typed document; the introspected schema must serve it. */
export const buildQuery: BuildQueryFactory = (introspection) => (method, resource, params) => {
  const queries = resources[resource];
  const build = queries?.[method as FetchMethod] as ((params: unknown) => BuildQueryResult) | undefined;
  const served = introspection.resources.some((candidate) => candidate.type.name === queries?.typeName && method in candidate);
  if (!build || !served) throw new Error(`The gateway serves no ${method} for "${resource}"`);
  return build(params);
};
