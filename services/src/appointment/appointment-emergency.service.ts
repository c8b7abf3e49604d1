import type { SystemCancelReason } from '@teleconsulta/schema';
import { sql } from 'drizzle-orm';
import { SQL_NOW } from '../kit/clock.js';
import type { EventPort } from '../kit/events.js';
import type { Tx } from '../kit/tenant.js';
import { appointment } from './appointment.table.js';
import { appointmentChangeRepository as repo } from './appointment-change.repository.js';
import { emit, protocolText } from './appointment-change.service.js';
import { newShortLinkCodes } from './short-link-codes.js';

/**
 * protocol: the emergency protocol's number, which its appointments carry (one number from the queue to the console);
 * reason: the patient's complaint, when told already (the appointment's "chief complaint", as for a booked one).
 */
type Attendance = {
  companyId: string;
  protocol: number;
  patientId: string;
  specialty: string;
  minutes: number;
  createdBy: string;
  reason?: string | null;
};

async function create(tx: Tx, v: Attendance & { doctorId: string | null; priceCents: number }, events: EventPort) {
  const protocol = protocolText(v.protocol);
  const codes = newShortLinkCodes();
  const id = await repo.insert(tx, {
    companyId: v.companyId,
    ...codes,
    protocol,
    type: 'EMERGENCY',
    source: 'EMERGENCY',
    priceCents: v.priceCents,
    ...(await repo.window(tx, v.minutes)),
    doctorId: v.doctorId,
    patientId: v.patientId,
    specialty: v.specialty,
    reason: v.reason ?? null,
    createdBy: v.createdBy,
  });
  await emit(tx, events, v.companyId, 'BOOKED', id, { status: 'SCHEDULED', doctorId: v.doctorId, source: 'EMERGENCY' });
  // What the emergency steps hand out: the payment page's code (the room's is read with the protocol, for its two people).
  return { id, access: codes.paymentCode, protocol };
}

/**
 * The appointment behind an emergency attendance (type and source EMERGENCY), so the video room, the service notes,
 * the NPS and the patient's history work as for a booked one. It holds no slot of the professional's agenda (the
 * exclusion constraint leaves EMERGENCY out). A free attendance gets it when a professional calls the patient.
 */
const open = (tx: Tx, v: Attendance & { doctorId: string }, events: EventPort): Promise<{ id: string }> =>
  create(tx, { ...v, priceCents: 0 }, events);

/**
 * A charged attendance gets it at step 3 (payment), with the clinic's emergency price and no professional yet: its
 * payment code (`access`) opens the payment page (card, PIX, on site, vouchers, refunds as for a booked consultation). No room
 * opens and no agenda shows it until a call gives it a professional (`assign`).
 */
const charge = (tx: Tx, v: Attendance & { priceCents: number }, events: EventPort) => create(tx, { ...v, doctorId: null }, events);

/** The charged appointment of a protocol as the payment step reads it: unknown, or its state and payment code (`access`). */
async function charged(tx: Tx, id: string) {
  const t = await repo.emergencyTarget(tx, id);
  return t && { ...t, access: t.paymentCode };
}

/**
 * The call gives the charged appointment to the professional who called, starting now; the room then opens for the
 * two of them as for a free attendance. Answers false (changing nothing) when it is no longer live (cancelled, ended).
 */
async function assign(tx: Tx, id: string, doctorId: string, minutes: number, events: EventPort): Promise<boolean> {
  const t = await repo.emergencyTarget(tx, id);
  if (!t || (t.status !== 'SCHEDULED' && t.status !== 'PAID')) return false;
  await repo.update(tx, id, { doctorId, ...(await repo.window(tx, minutes)) });
  await emit(tx, events, t.companyId, 'ASSIGNED', id, { status: t.status, doctorId, from: t.doctorId, source: 'EMERGENCY' });
  return true;
}

/**
 * The patient's complaint (step 4) becomes the attendance's chief complaint, so the room's notes, the appointment and the
 * record show it as for a booked consultation.
 */
async function setReason(tx: Tx, id: string, reason: string) {
  await repo.update(tx, id, { reason });
}

/**
 * The emergency attendance ends, or leaves the professional who called. FINISHED (the professional finished the
 * protocol): the appointment is finished by the professional, whether the room was started or not (the attendance
 * happened). REQUEUED (forwarded, or back in the queue after a missed call): one in progress is finished; a charged one
 * that never started goes back to nobody (the next call gives it to the next professional: the patient paid once);
 * a free one is cancelled (the next call makes a new one). NOT_ATTENDED (closed by the manager, left, out after a
 * missed call): one in progress is finished, one that never started is cancelled with the reason, so its room code
 * no longer opens a room; a paid one then shows among the company's "paid and cancelled" to refund. An ended one stays
 * as it is. Answers the appointment the protocol keeps (a charged one back to nobody), or null.
 */
async function end(
  tx: Tx,
  id: string,
  outcome: 'FINISHED' | 'REQUEUED' | 'NOT_ATTENDED',
  reason: SystemCancelReason,
  events: EventPort,
): Promise<string | null> {
  const t = await repo.emergencyTarget(tx, id);
  if (!t) return null;
  const now = SQL_NOW;
  const live = t.status === 'SCHEDULED' || t.status === 'PAID';
  if (t.status === 'IN_ATTENDANCE' || (live && outcome === 'FINISHED')) {
    // An attendance finished from the line without its room being started began when the professional called: its
    // appointment was opened (or given to them) at the call. Its length is then its own, not the room's two hours.
    await repo.update(tx, id, {
      status: 'FINISHED_BY_PROFESSIONAL',
      finishedAt: now,
      attendanceStartedAt: sql`coalesce(${appointment.attendanceStartedAt}, ${appointment.startsAt})`,
    });
    await emit(tx, events, t.companyId, 'STATUS_CHANGED', id, { status: 'FINISHED_BY_PROFESSIONAL', from: t.status, doctorId: t.doctorId });
  } else if (live && outcome === 'REQUEUED' && t.priceCents > 0) {
    if (t.doctorId !== null) {
      await repo.update(tx, id, { doctorId: null });
      await emit(tx, events, t.companyId, 'ASSIGNED', id, { status: t.status, doctorId: null, from: t.doctorId, source: 'EMERGENCY' });
    }
    return id;
  } else if (live) {
    await repo.update(tx, id, { status: 'CANCELLED', cancelReason: reason, cancelTime: now });
    await emit(tx, events, t.companyId, 'CANCELLED', id, { status: 'CANCELLED', from: t.status, doctorId: t.doctorId });
  }
  return null;
}

/**
 * An emergency protocol's number when it opens: the next of the company's appointment protocols, so the queue, the room,
 * the payment and the console show one number.
 */
const nextNumber = (tx: Tx, companyId: string) => repo.nextProtocol(tx, companyId);

export const appointmentEmergencyService = { nextNumber, open, charge, charged, assign, setReason, end };
