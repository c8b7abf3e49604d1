import { randomBytes } from 'node:crypto';
import { ACCESS_CODE_BYTES } from '@teleconsulta/schema';
import { sql } from 'drizzle-orm';
import { rows, type Tx } from '../kit/tenant.js';
import { appointmentBookingRepository as repo } from './appointment-booking.repository.js';
import { emit } from './appointment-booking.service.js';

/**
 * The appointment behind an emergency attendance (type and source EMERGENCY): made when a professional calls the
 * patient, so the video room, the service notes, the NPS and the patient's history work as for a booked one. It holds
 * no slot of the professional's agenda (the exclusion constraint leaves EMERGENCY out) and costs nothing here.
 */
async function open(
  tx: Tx,
  v: { companyId: string; doctorId: string; patientId: string; specialty: string; minutes: number; createdBy: string },
): Promise<{ id: string; access: string }> {
  const protocol = String(await repo.nextProtocol(tx, v.companyId)).padStart(6, '0');
  const access = randomBytes(ACCESS_CODE_BYTES).toString('base64url');
  // The transaction's clock, like every other timestamp of the call.
  const [times] = await rows<{ starts: Date | string; ends: Date | string }>(
    tx,
    sql`select now() as starts, now() + make_interval(mins => ${v.minutes}) as ends`,
  );
  const id = await repo.insert(tx, {
    companyId: v.companyId,
    access,
    protocol,
    type: 'EMERGENCY',
    source: 'EMERGENCY',
    priceCents: 0,
    startsAt: new Date(times!.starts).toISOString(),
    endsAt: new Date(times!.ends).toISOString(),
    doctorId: v.doctorId,
    patientId: v.patientId,
    specialty: v.specialty,
    createdBy: v.createdBy,
  });
  await emit(tx, v.companyId, 'BOOKED', id, { status: 'SCHEDULED', doctorId: v.doctorId, source: 'EMERGENCY' });
  return { id, access };
}

/**
 * The emergency attendance ends. FINISHED (the professional finished the protocol): the appointment is finished by the
 * professional, whether the room was started or not (the attendance happened). NOT_ATTENDED (forwarded, closed by the
 * manager, left): one in progress is finished, one that never started is cancelled with the reason, so its access code
 * no longer opens a room. An ended one stays as it is.
 */
async function end(tx: Tx, id: string, outcome: 'FINISHED' | 'NOT_ATTENDED', reason: string): Promise<void> {
  const t = await repo.target(tx, id);
  if (!t) return;
  const now = sql`now()` as unknown as string;
  const live = t.status === 'SCHEDULED' || t.status === 'PAID';
  if (t.status === 'IN_ATTENDANCE' || (live && outcome === 'FINISHED')) {
    await repo.update(tx, id, { status: 'FINISHED_BY_PROFESSIONAL', finishedAt: now });
    await emit(tx, t.companyId, 'STATUS_CHANGED', id, { status: 'FINISHED_BY_PROFESSIONAL', from: t.status, doctorId: t.doctorId });
  } else if (live) {
    await repo.update(tx, id, { status: 'CANCELLED', cancelReason: reason, cancelTime: now });
    await emit(tx, t.companyId, 'CANCELLED', id, { status: 'CANCELLED', from: t.status, doctorId: t.doctorId });
  }
}

export const appointmentEmergencyService = { open, end };
