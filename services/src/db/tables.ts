import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as appointmentTables from '../appointment/appointment.table.js';
import * as appointmentNoticeTables from '../appointment/appointment-notice.table.js';
import * as appointmentFileTables from '../appointment-file/appointment-file.table.js';
import * as appointmentRequestTables from '../appointment-request/appointment-request.table.js';
import * as clinicalDocumentTables from '../clinical-document/clinical-document.table.js';
import * as companyTables from '../company/company.table.js';
import * as companyFinancialTables from '../company-finance/company-financial.table.js';
import * as consentTables from '../consent/consent.table.js';
import * as termsVersionTables from '../consent/terms-version.table.js';
import * as emergencyTables from '../emergency/emergency.table.js';
import * as erasureRequestTables from '../erasure-request/erasure-request.table.js';
import * as flowTables from '../flow/flow.table.js';
import * as holidayTables from '../holiday/holiday.table.js';
import * as integrationTables from '../integration/integration.table.js';
import * as mailTables from '../mail/mail.table.js';
import * as messageTables from '../message/message.table.js';
import * as messageAttachmentTables from '../message/message-attachment.table.js';
import * as npsTables from '../nps/nps.table.js';
import * as paymentTables from '../payment/payment.table.js';
import * as personTables from '../person/person.table.js';
import * as personDiagnosticTables from '../person/person-diagnostic.table.js';
import * as personLinkTables from '../person/person-link.table.js';
import * as planTables from '../plan/plan.table.js';
import * as professionalTables from '../professional/professional.table.js';
import * as recordAccessTables from '../record-access/record-access.table.js';
import * as roomTables from '../room/room.table.js';
import * as scheduleTables from '../schedule/schedule.table.js';
import * as screeningTables from '../screening/screening.table.js';
import * as securityIncidentTables from '../security-incident/security-incident.table.js';
import * as serviceRequestTables from '../service-request/service-request.table.js';
import * as staffInvitationTables from '../staff/staff-invitation.table.js';
import * as userTables from '../user/user.table.js';
import * as schemaMigrationTables from './schema-migration.table.js';

/** Every `*.table.ts` module of the services: a new one is added here. */
const TABLE_MODULES: readonly Record<string, unknown>[] = [
  appointmentTables,
  appointmentNoticeTables,
  appointmentFileTables,
  appointmentRequestTables,
  clinicalDocumentTables,
  companyTables,
  companyFinancialTables,
  consentTables,
  termsVersionTables,
  emergencyTables,
  erasureRequestTables,
  securityIncidentTables,
  recordAccessTables,
  flowTables,
  holidayTables,
  integrationTables,
  mailTables,
  messageTables,
  messageAttachmentTables,
  npsTables,
  paymentTables,
  personTables,
  personDiagnosticTables,
  personLinkTables,
  planTables,
  professionalTables,
  roomTables,
  scheduleTables,
  screeningTables,
  serviceRequestTables,
  staffInvitationTables,
  userTables,
  schemaMigrationTables,
];

/**
 * Every Drizzle table of the services, whatever its module exports beside it (types, helpers). The one list that
 * tests/drizzle-tables.int.test.ts holds against the migrated database, so a migrated column without its Drizzle
 * counterpart (or the other way round) fails there rather than in a query.
 */
export const drizzleTables: readonly PgTable[] = TABLE_MODULES.flatMap((module) =>
  Object.values(module).filter((value): value is PgTable => is(value, PgTable)),
);
