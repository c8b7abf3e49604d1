import {
  cancelBlock,
  type Locale,
  now,
  type ShortLinkPurpose,
  type TAppointmentAccessDto,
  translateIssues,
  ZAccessCode,
  ZAppointmentCancelInput,
} from '@teleconsulta/schema';
import { SQL_NOW } from '../kit/clock.js';
import type { ServiceContext } from '../kit/context.js';
import { AppError, notFound } from '../kit/errors.js';
import type { EventPort } from '../kit/events.js';
import { inScope, type Tx } from '../kit/tenant.js';
import { type AccessRow, appointmentAccessRepository as repo } from './appointment-access.repository.js';
import { appointmentChangeRepository as change } from './appointment-change.repository.js';
import { emit } from './appointment-change.service.js';
import { appointmentRoomRepository as room } from './appointment-room.repository.js';

export type { AccessRow } from './appointment-access.repository.js';
export type { RoomAppointment } from './appointment-room.repository.js';

/**
 * The public short links (/a/:id, /cn/:id, /p/:id): a code is the only credential, and SECURITY.md T24 gives each page
 * its own (migration 0028): the cancel code reads and cancels its appointment, the payment code reads and pays it, the
 * room code reads it (and lets its people into the room, room.service.ts). No token, no company header: the code's
 * company is found by a SECURITY DEFINER function that answers it only for a code that still opens that page, then
 * everything runs under that tenant's row-level security like any request. An unknown code, a malformed one, one of
 * another purpose and one past its purpose's expiry answer the same NOT_FOUND. Throttling guesses is the gateway's.
 */
async function withAccess<T>(
  ctx: ServiceContext,
  raw: unknown,
  purpose: ShortLinkPurpose,
  fn: (tx: Tx, code: string) => Promise<T>,
): Promise<T> {
  const parsed = ZAccessCode.safeParse(raw);
  if (!parsed.success) throw notFound();
  const code = parsed.data;
  const companyId = await inScope(ctx.db, { companyId: null, userId: null }, (tx) => repo.companyOfAccess(tx, code, purpose));
  if (!companyId) throw notFound();
  return inScope(ctx.db, { companyId, userId: null }, (tx) => fn(tx, code));
}

function toDto(r: AccessRow, now: Date): TAppointmentAccessDto {
  // The link holder is the patient's side: SPEC §4's rule without the staff's exceptions.
  const block = cancelBlock(r, { now, cutoffHours: r.cancellationCutoffHours, byStaff: false });
  return {
    protocol: r.protocol,
    companyName: r.companyName,
    professionalName: r.professionalName,
    specialty: r.specialty,
    startDate: r.startDate,
    startTime: r.startTime,
    endDate: r.endDate,
    endTime: r.endTime,
    timeZone: r.timeZone,
    startsAt: r.startsAt,
    endsAt: r.endsAt,
    durationMinutes: Math.round((Date.parse(r.endsAt) - Date.parse(r.startsAt)) / 60_000),
    source: r.source,
    status: r.status,
    canCancel: block === null,
    cancelBlockedCode: block,
    cancellationCutoffHours: r.cancellationCutoffHours,
    paymentRequired: r.status === 'SCHEDULED' && r.paidAt === null && r.priceCents > 0,
    priceCents: r.priceCents,
    holdUntil: r.holdUntil,
    accessExpiresAt: r.accessExpiresAt,
  };
}

/**
 * GET /appointment/consultorio/cancel|access|payment?access=: what the cancel, room and payment pages show, each with
 * its own code — the same minimal summary (protocol, clinic, professional, local date and time, status, whether it can
 * be cancelled and why not, whether a payment is due, when the code stops working).
 */
async function summary(ctx: ServiceContext, access: unknown, purpose: ShortLinkPurpose): Promise<TAppointmentAccessDto> {
  return withAccess(ctx, access, purpose, async (tx, code) => {
    const row = await repo.byAccess(tx, code, purpose);
    if (!row) throw notFound();
    return toDto(row, now());
  });
}

/**
 * PUT /appointment/consultorio/cancel?access=&reason=: cancels the cancel code's own appointment with the required
 * reason, when SPEC §4's rule allows it (a paid one: contact the company). The reason is checked before the code, so a
 * missing reason tells nothing about whether a code exists. The cancel code works until the start; a legacy code until
 * the end, and then the rule answers APPOINTMENT_STARTED.
 */
async function cancel(ctx: ServiceContext, access: unknown, reason: unknown, locale: Locale): Promise<TAppointmentAccessDto> {
  const checked = ZAppointmentCancelInput.safeParse({ reason: reason ?? '' });
  if (!checked.success) throw new AppError('BAD_INPUT', { issues: translateIssues(checked.error, locale) });
  return withAccess(ctx, access, 'CANCEL', async (tx, code) => {
    const row = await repo.byAccess(tx, code, 'CANCEL', true);
    if (!row) throw notFound();
    const block = cancelBlock(row, { now: now(), cutoffHours: row.cancellationCutoffHours, byStaff: false });
    if (block) throw new AppError(block);
    await change.update(tx, row.id, { status: 'CANCELLED', cancelReason: checked.data.reason, cancelTime: SQL_NOW });
    const after = await repo.byAccess(tx, code, 'CANCEL');
    await emit(tx, ctx.events, row.companyId, 'CANCELLED', row.id, { status: 'CANCELLED', from: row.status, via: 'ACCESS_LINK' });
    return toDto(after!, now());
  });
}

/**
 * A payment code's appointment for the payment module, under its company's RLS (locked when it is about to change):
 * until the end, or its PIX's expiry when later (the page follows that PIX to its outcome).
 */
async function forPayment<T>(ctx: ServiceContext, access: unknown, fn: (tx: Tx, row: AccessRow) => Promise<T>, lock = false): Promise<T> {
  return withAccess(ctx, access, 'PAYMENT', async (tx, code) => {
    const row = await repo.byAccess(tx, code, 'PAYMENT', lock);
    if (!row) throw notFound();
    return fn(tx, row);
  });
}

/** The company of a code that still opens the page of `purpose` (the payment module's idempotency scope), or null. */
async function companyOfAccess(ctx: ServiceContext, access: unknown, purpose: ShortLinkPurpose): Promise<string | null> {
  const parsed = ZAccessCode.safeParse(access);
  if (!parsed.success) return null;
  return inScope(ctx.db, { companyId: null, userId: null }, (tx) => repo.companyOfAccess(tx, parsed.data, purpose));
}

/**
 * A payment was approved: SCHEDULED → PAID (paid_at, and the PIX hold ends). Answers false, changing nothing, when
 * the appointment is no longer payable (cancelled meanwhile, or already paid): the money is then refunded.
 */
async function markPaid(tx: Tx, id: string, events: EventPort): Promise<boolean> {
  const row = await change.lockedStatus(tx, id);
  if (row?.status !== 'SCHEDULED') return false;
  await change.update(tx, id, { status: 'PAID', paidAt: SQL_NOW, holdUntil: null });
  await emit(tx, events, row.companyId, 'STATUS_CHANGED', id, {
    status: 'PAID',
    from: 'SCHEDULED',
    doctorId: row.doctorId,
    via: 'PAYMENT',
  });
  return true;
}

/** Holds the slot while a PIX waits (the hold sweeper cancels the appointment after `until`); null ends the hold. */
async function setHold(tx: Tx, id: string, until: Date | null): Promise<void> {
  await change.update(tx, id, { holdUntil: until ? until.toISOString() : null });
}

export const appointmentAccessService = {
  summary,
  cancel,
  forPayment,
  companyOfAccess,
  markPaid,
  setHold,
  /** The appointment of a room code that still opens the room, locked (the video room's way in). */
  forRoom: room.byAccess,
  /** An appointment as its room reads it, locked. */
  roomAppointment: room.byId,
};
