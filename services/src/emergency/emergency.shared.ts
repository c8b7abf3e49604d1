import {
  EMERGENCY_DEFAULT_ATTENDANCE_MINUTES,
  EMERGENCY_ESTIMATE_SAMPLE,
  EMERGENCY_MANAGE_ROLES,
  EMERGENCY_PROFESSIONAL_ROLES,
  type FlowEventType,
  hasAnyRole,
} from '@teleconsulta/schema';
import { companyService } from '../company/company.service.js';
import { AppError } from '../kit/errors.js';
import type { EventPort } from '../kit/events.js';
import { companyOf, requireRole, type Tenant } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import { waitingPositions } from './emergency.rules.js';
import type { TEmergencyEventPayload } from './emergency.schemas.js';
import { emergencyDutyRepository as dutyRepo } from './emergency-duty.repository.js';
import { emergencyProtocolRepository as protocolRepo } from './emergency-protocol.repository.js';
import { emergencyQueueRepository as queueRepo } from './emergency-queue.repository.js';

/**
 * What the emergency services (queues, protocols, duty, payment, the patient's steps) share: the caller's roles, the
 * module's switch, the board's flow and the queues' pace.
 */

/** How long an emergency attendance's room stays open from the call (its appointment's length). */
export const EMERGENCY_ROOM_MINUTES = 120;

export const isManager = (tenant: Tenant) => hasAnyRole(tenant.roles, EMERGENCY_MANAGE_ROLES);
export const isProfessional = (tenant: Tenant) => !isManager(tenant) && hasAnyRole(tenant.roles, EMERGENCY_PROFESSIONAL_ROLES);

export function requireManager(tenant: Tenant): string {
  requireRole(tenant, EMERGENCY_MANAGE_ROLES);
  return companyOf(tenant);
}

/** The module is on when the contract flag USE_EMERGENCY_MODULE and the company rule access_emergency both hold. */
export async function isEnabled(tx: Tx, companyId: string): Promise<boolean> {
  const company = await companyService.get(tx, companyId);
  return company.contractFlags.useEmergencyModule && company.rules.accessEmergency;
}

/** Appends the change to the flow, with the queue's positions computed once here (never per subscriber). */
export async function emit(
  tx: Tx,
  events: EventPort,
  companyId: string,
  type: FlowEventType<'emergency'>,
  queueId: string,
  protocol: { id: string; status: string; step: number } | null,
  messageKey: string | null = null,
) {
  const positions = [...waitingPositions(await protocolRepo.rankables(tx, queueId)).entries()].map(([id, position]) => ({ id, position }));
  const pace = positions.length > 0 ? await queuePace(tx, [queueId]) : null;
  const payload: TEmergencyEventPayload = {
    meanAttendanceMinutes: pace?.get(queueId)?.mean ?? null,
    professionals: pace?.get(queueId)?.professionals ?? null,
    queueId,
    protocolId: protocol?.id ?? null,
    status: protocol?.status ?? null,
    step: protocol?.step ?? null,
    messageKey,
    positions,
  };
  await events.append(tx, { companyId, topic: 'emergency', type, entityId: protocol?.id ?? queueId, payload });
}

export async function requireEnabled(tx: Tx, tenant: Tenant) {
  if (!(await isEnabled(tx, companyOf(tenant)))) throw new AppError('EMERGENCY_OFFLINE');
}

/** Each queue's mean attendance time (its configured estimate until it has finished ones) and professionals checked in. */
export async function queuePace(tx: Tx, queueIds: string[]): Promise<Map<string, { mean: number; professionals: number }>> {
  const means = await dutyRepo.meanAttendanceMinutes(tx, queueIds, EMERGENCY_ESTIMATE_SAMPLE);
  const professionals = await dutyRepo.checkedInCounts(tx, queueIds);
  const configured = new Map((await queueRepo.queues(tx, { ids: queueIds })).map((q) => [q.id, q.attendanceEstimateMinutes]));
  return new Map(
    queueIds.map((queueId) => [
      queueId,
      {
        mean: means.get(queueId) ?? configured.get(queueId) ?? EMERGENCY_DEFAULT_ATTENDANCE_MINUTES,
        professionals: professionals.get(queueId) ?? 0,
      },
    ]),
  );
}
