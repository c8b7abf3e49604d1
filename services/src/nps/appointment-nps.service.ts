import {
  attendanceEnded,
  hasAnyRole,
  NPS_READ_ROLES,
  npsFromCounts,
  type TNpsAnswer,
  type TNpsAnswerDto,
  type TNpsSummaryDto,
  type TNpsSummaryQuery,
} from '@teleconsulta/schema';
import { AppError, forbidden, notFound } from '../kit/errors.js';
import type { Tenant } from '../kit/http.js';
import { companyOf } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import { appointmentNpsRepository as repo } from './appointment-nps.repository.js';

const isStaff = (tenant: Tenant) => hasAnyRole(tenant.roles, NPS_READ_ROLES);
const answered = () => new AppError('CONFLICT', { fields: [{ field: 'protocol', key: 'npsAnswered' }] });

/**
 * POST /appointment/npsreport/?protocol=: the patient (or their guardian) rates the attendance once, after it ended.
 * Someone else's protocol is unknown to a patient (NOT_FOUND); staff may read the answers but not answer
 * (ACCESS_DENIED); a second answer is a CONFLICT and changes nothing.
 */
async function answer(tx: Tx, tenant: Tenant, protocol: string, input: TNpsAnswer): Promise<TNpsAnswerDto> {
  const companyId = companyOf(tenant);
  const appointment = await repo.appointmentByProtocol(tx, protocol, tenant.principal.userId);
  const mine = appointment && tenant.roles.includes('P') && appointment.own_patient;
  if (!mine) throw appointment && isStaff(tenant) ? forbidden() : notFound();
  if (!attendanceEnded(appointment.status)) throw new AppError('CONFLICT', { fields: [{ field: 'protocol', key: 'npsNotYet' }] });
  if (await repo.byAppointment(tx, appointment.id)) throw answered();
  try {
    await repo.insert(tx, {
      companyId,
      appointmentId: appointment.id,
      score: input.score,
      comment: input.comment ?? null,
      answeredBy: tenant.principal.userId,
    });
  } catch (error) {
    const pg = (error as { cause?: { code?: string } }).cause ?? (error as { code?: string });
    if (pg?.code === '23505') throw answered();
    throw error;
  }
  return (await repo.byAppointment(tx, appointment.id))!;
}

/** GET /appointment/{id}/npsreport: the answer about one appointment (staff, or the patient who may answer it). */
async function ofAppointment(tx: Tx, tenant: Tenant, id: string): Promise<TNpsAnswerDto> {
  companyOf(tenant);
  const appointment = await repo.appointmentById(tx, id, tenant.principal.userId);
  const allowed = appointment && (isStaff(tenant) || (tenant.roles.includes('P') && appointment.own_patient));
  if (!allowed) throw appointment && !tenant.roles.includes('P') ? forbidden() : notFound();
  const found = await repo.byAppointment(tx, id);
  if (!found) throw notFound();
  return found;
}

/** GET /appointment/npsreport/summary?from&to: promoters, passives, detractors and NPS of the period (staff). */
async function summary(tx: Tx, tenant: Tenant, query: TNpsSummaryQuery): Promise<TNpsSummaryDto> {
  companyOf(tenant);
  if (!isStaff(tenant)) throw forbidden();
  return { from: query.from ?? null, to: query.to ?? null, ...npsFromCounts(await repo.summary(tx, query)) };
}

export const appointmentNpsService = { answer, ofAppointment, summary };
