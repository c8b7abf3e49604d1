import { APPOINTMENT_READ_ROLES, type AppointmentActor, type FlowEventType } from '@teleconsulta/schema';
import { notFound } from '../kit/errors.js';
import type { EventPort } from '../kit/events.js';
import { companyOf, requireRole, type Tenant } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import { actorsOf } from './appointment-actions.js';
import { type AppointmentTarget, appointmentChangeRepository as repo } from './appointment-change.repository.js';

export type { AppointmentColumns, AppointmentTarget } from './appointment-change.repository.js';

/** Appends the change to the flow (topic appointment): ids and statuses only, never personal data. Last in a transaction. */
export function emit(
  tx: Tx,
  events: EventPort,
  companyId: string,
  type: FlowEventType<'appointment'>,
  id: string,
  payload: Record<string, unknown>,
) {
  return events.append(tx, { companyId, topic: 'appointment', type, entityId: id, payload });
}

/** The appointment to change, locked, and the caller's part in it; out of reach answers NOT_FOUND like an unknown id. */
export async function targetFor(tx: Tx, tenant: Tenant, id: string): Promise<{ t: AppointmentTarget; actors: AppointmentActor[] }> {
  requireRole(tenant, APPOINTMENT_READ_ROLES);
  companyOf(tenant);
  const t = await repo.target(tx, id);
  const actors = t ? actorsOf(tenant, t.participants) : [];
  if (!t || actors.length === 0) throw notFound();
  return { t, actors };
}

/**
 * An appointment's protocol as stored and as people read it: the company's counter in six digits ("000041"). An
 * emergency protocol shows its number so, and its appointments carry it (migrations/0047_one_protocol_number.sql).
 */
export const protocolText = (n: number | string) => String(n).padStart(6, '0');

/**
 * The writes of one appointment, for the domains that make and change appointments (booking): they decide, the
 * appointment's table is written here. The caller emits the flow event after its write (emit).
 */
export const appointmentChangeService = {
  nextProtocol: repo.nextProtocol,
  insert: repo.insert,
  update: repo.update,
  remove: repo.remove,
  hasRecord: repo.hasRecord,
};
