import {
  APPOINTMENT_FULL_READ_ROLES,
  APPOINTMENT_READ_ROLES,
  APPOINTMENT_REPORT_ROLES,
  type AppointmentReadField,
  hasAnyRole,
  now,
  PROFESSIONAL_ROLES,
  type TClinicalNoteHistoryDto,
} from '@teleconsulta/schema';
import { companyService } from '../company/company.service.js';
import { forbidden, notFound } from '../kit/errors.js';
import { companyOf, requireRole, type Tenant } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import { personService } from '../person/person.service.js';
import { recordAccessService } from '../record-access/record-access.service.js';
import { appointmentRepository } from './appointment.repository.js';
import type {
  TAppointmentDto,
  TAppointmentFieldsPageDto,
  TAppointmentFieldsQuery,
  TAppointmentListQuery,
  TAppointmentReportQuery,
} from './appointment.schemas.js';
import type { Reach } from './appointment.sql.js';
import { forCaller } from './appointment-actions.js';
import { appointmentReportRepository } from './appointment-report.repository.js';
import { noteChainBreak } from './clinical-note-chain.js';
import { clinicalNoteVersionRepository } from './clinical-note-version.repository.js';

/**
 * Staff see the whole company; a doctor the appointments where they are the professional or the assistant; a patient
 * their own and their dependents'. Someone with several roles sees the union.
 */
function readReach(tenant: Tenant, allowed: readonly string[] = APPOINTMENT_READ_ROLES): Reach {
  requireRole(tenant, allowed as typeof APPOINTMENT_READ_ROLES);
  companyOf(tenant);
  if (hasAnyRole(tenant.roles, APPOINTMENT_FULL_READ_ROLES)) return { all: true };
  const userId = tenant.principal.userId;
  return {
    all: false,
    doctorUserId: hasAnyRole(tenant.roles, PROFESSIONAL_ROLES) ? userId : undefined,
    patientUserId: allowed.includes('P') && tenant.roles.includes('P') ? userId : undefined,
  };
}

/** GET /appointment/consultorio/list: one page of the appointments the caller may see. */
async function list(tx: Tx, tenant: Tenant, query: TAppointmentListQuery) {
  const page = await appointmentRepository.list(tx, query, readReach(tenant));
  const at = now();
  const share = await sharesWithResponsible(tx, tenant);
  return { ...page, items: page.items.map((a) => forCaller(a, tenant, at, share)) };
}

/** Whether the company shares a dependent's clinical data with the guardian (read only for patient callers). */
async function sharesWithResponsible(tx: Tx, tenant: Tenant): Promise<boolean> {
  if (!tenant.roles.includes('P') || !tenant.companyId) return true;
  const company = await companyService.find(tx, tenant.companyId);
  return company?.settings.clinicalDataSharingWithResponsible ?? false;
}

/**
 * GET /appointment/{id}/consultorio/detail: every field, the files included; a foreign id answers NOT_FOUND. Every read,
 * and every refused one, is logged in the access audit like a record item (SECURITY.md T20).
 */
async function detail(tx: Tx, tenant: Tenant, id: string) {
  const access = { kind: 'ITEM', itemType: 'APPOINTMENT', itemId: id } as const;
  const found = await recordAccessService.guard(tenant, { appointmentId: id }, access, () => current(tx, tenant, id));
  await recordAccessService.log(tx, tenant, found.patientId, access);
  return found;
}

/**
 * GET /appointment/{id}/note-versions: every state of the service notes and whether their hash chain holds (SECURITY.md
 * T23). The clinic's side only, like the notes themselves (the patient or guardian: ACCESS_DENIED); the read is logged
 * in the access audit (T20).
 */
async function noteHistory(tx: Tx, tenant: Tenant, id: string): Promise<TClinicalNoteHistoryDto> {
  const access = { kind: 'ITEM', itemType: 'NOTES', itemId: id } as const;
  const found = await recordAccessService.guard(tenant, { appointmentId: id }, access, async () => {
    const appointment = await appointmentRepository.byId(tx, id, readReach(tenant));
    if (!appointment) throw notFound();
    if (tenant.roles.includes('P') && (await personService.reachableIds(tx, tenant.principal.userId)).includes(appointment.patientId))
      throw forbidden();
    return appointment;
  });
  await recordAccessService.log(tx, tenant, found.patientId, access);
  const versions = await clinicalNoteVersionRepository.list(tx, id);
  return {
    versions: versions.map((v) => ({
      version: v.version,
      notes: v.notes,
      orientation: v.orientation,
      cid10: v.cid10,
      upshot: v.upshot,
      authorName: v.authorName,
      recordedAt: v.recordedAt,
      hash: v.hash.toString('hex'),
    })),
    intact: noteChainBreak(versions) === null,
  };
}

/**
 * The appointment as the caller reads it right after a change they made (booking, update, status, cancel): the answer
 * of that write, not a read of the record of its own (the write's access is what the audit logs).
 */
async function current(tx: Tx, tenant: Tenant, id: string) {
  const found = await appointmentRepository.byId(tx, id, readReach(tenant));
  if (!found) throw notFound();
  return forCaller(found, tenant, now(), await sharesWithResponsible(tx, tenant));
}

/** GET /appointment/consultorio/report: per day of the company's calendar and professional (doctors: their own). */
async function report(tx: Tx, tenant: Tenant, query: TAppointmentReportQuery) {
  return appointmentReportRepository.report(tx, query, readReach(tenant, APPOINTMENT_REPORT_ROLES));
}

/** The SPEC §3 name of each readable field → its value in the DTO. */
const FIELD_OF: Record<AppointmentReadField, (a: TAppointmentDto) => string | number | null> = {
  id: (a) => a.id,
  company_id: (a) => a.companyId,
  protocol: (a) => a.protocol,
  title: (a) => a.title,
  description: (a) => a.description,
  type: (a) => a.type,
  status_appointment: (a) => a.status,
  source: (a) => a.source,
  start_date: (a) => a.startDate,
  start_time: (a) => a.startTime,
  end_date: (a) => a.endDate,
  end_time: (a) => a.endTime,
  doctor_id: (a) => a.doctorId,
  patient_id: (a) => a.patientId,
  medical_assistent: (a) => a.medicalAssistentId,
  role: (a) => a.role,
  specialty: (a) => a.specialty,
  cid10: (a) => a.cid10,
  upshot: (a) => a.upshot,
  notes: (a) => a.notes,
  reason: (a) => a.reason,
  orientation: (a) => a.orientation,
  cancel_reason: (a) => a.cancelReason,
  cancel_time: (a) => a.cancelTime,
  created_at: (a) => a.createdAt,
};

/** GET /appointment/consultorio?fields=: the list with only the asked fields (default SPEC §9 "id,company_id"). */
async function fields(tx: Tx, tenant: Tenant, query: TAppointmentFieldsQuery): Promise<TAppointmentFieldsPageDto> {
  const { fields: names, ...listQuery } = query;
  const page = await appointmentRepository.list(tx, listQuery, readReach(tenant));
  const at = now();
  const share = await sharesWithResponsible(tx, tenant);
  return {
    total: page.total,
    items: page.items.map((record) => {
      const a = forCaller(record, tenant, at, share);
      return Object.fromEntries(names.map((name) => [name, FIELD_OF[name](a)]));
    }),
  };
}

export const appointmentService = { list, detail, current, noteHistory, report, fields };
