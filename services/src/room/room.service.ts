import { randomUUID } from 'node:crypto';
import {
  ACCESS_CODE_GRACE_HOURS,
  now,
  ROOM_INACTIVITY_COUNTDOWN_SECONDS,
  ROOM_INACTIVITY_SECONDS,
  type RoomRole,
  roomEntryBlock,
  roomStateOf,
  type TAggregatorEvent,
  type TRoomChatMessageDto,
  type TRoomEventPayload,
  type TRoomRouteDto,
  type TRoomSessionDto,
} from '@teleconsulta/schema';
import { appointmentAccessService, type RoomAppointment } from '../appointment/appointment-access.service.js';
import { actorsOf } from '../appointment/appointment-actions.js';
import { appointmentStateService } from '../appointment/appointment-state.service.js';
import { consentService } from '../consent/consent.service.js';
import { emergencyDutyService } from '../emergency/emergency-duty.service.js';
import { AppError, badField, forbidden } from '../kit/errors.js';
import type { EventPort } from '../kit/events.js';
import { companyOf, type Tenant } from '../kit/http.js';
import type { Tx } from '../kit/tenant.js';
import { type RoomParticipantRow, roomRepository as repo } from './room.repository.js';

/** The room's settings the rules read (services config `video`). */
export type RoomSettings = { opensMinutesBefore: number };

/** A session answer without the video access (the handlers add it after the transaction: it may call the provider). */
export type RoomSessionCore = Omit<TRoomSessionDto, 'provider' | 'iceServers' | 'dailyUrl' | 'dailyToken'>;

const other = (role: RoomRole): RoomRole => (role === 'PATIENT' ? 'PROFESSIONAL' : 'PATIENT');

/** A room event on the flow log (topic `room`): the gateway hands it to the addressed locations of the room. */
function emitRoom(tx: Tx, events: EventPort, companyId: string, payload: TRoomEventPayload) {
  return events.append(tx, { companyId, topic: 'room', type: payload.type, entityId: payload.appointmentId, payload });
}

/** The caller's side in the appointment: its professional (doctor or assistant) first, else its patient (or guardian). */
function roleOf(tenant: Tenant, a: RoomAppointment): RoomRole {
  const actors = actorsOf(tenant, a.participants);
  if (actors.includes('PROFESSIONAL')) return 'PROFESSIONAL';
  if (actors.includes('PATIENT')) return 'PATIENT';
  // Staff and strangers are not in the room: the same answer as an unknown code.
  throw new AppError('ROOM_UNAVAILABLE');
}

async function sessionDto(tx: Tx, a: RoomAppointment, me: RoomParticipantRow): Promise<RoomSessionCore> {
  const peer = await repo.side(tx, a.id, other(me.role));
  return {
    sessionId: me.sessionId,
    connectionId: me.connectionId,
    appointmentId: a.id,
    protocol: a.protocol,
    role: me.role,
    state: roomStateOf(a.status),
    status: a.status,
    companyId: a.companyId,
    companyName: a.companyName,
    professionalName: a.professionalName,
    patientName: a.patientName,
    specialty: a.specialty,
    startsAt: a.startsAt,
    endsAt: a.endsAt,
    timeZone: a.timeZone,
    personId: me.role === 'PATIENT' ? a.patientId : (a.participants.assistantUserId === me.userId && a.assistantId) || a.doctorId,
    enteredAt: me.enteredAt,
    peerPresent: peer?.present ?? false,
    peerConnectionId: peer?.present ? peer.connectionId : null,
    consentGiven: await consentService.hasTelemedicineConsent(tx, a.patientId),
    npsAnswered: await repo.npsAnswered(tx, a.id),
    inactivitySeconds: ROOM_INACTIVITY_SECONDS,
    inactivityCountdownSeconds: ROOM_INACTIVITY_COUNTDOWN_SECONDS,
  };
}

/**
 * POST /room/join: the caller enters the room of a room code's appointment (SECURITY.md T24: a cancel or payment code
 * opens no room), as its professional or its patient (or guardian). SPEC §8's refusals (roomEntryBlock); the patient's
 * telemedicine consent first (SECURITY.md T23). The new location replaces the side's earlier one, which is told it
 * entered another location; the other side is told this one arrived.
 */
async function join(tx: Tx, tenant: Tenant, access: string, settings: RoomSettings, events: EventPort): Promise<RoomSessionCore> {
  companyOf(tenant);
  const a = await appointmentAccessService.forRoom(tx, access);
  if (!a) throw new AppError('ROOM_UNAVAILABLE');
  const role = roleOf(tenant, a);
  const block = roomEntryBlock(a, role, {
    now: now(),
    opensMinutesBefore: settings.opensMinutesBefore,
    graceHours: ACCESS_CODE_GRACE_HOURS,
  });
  if (block) throw new AppError(block);
  if (role === 'PATIENT' && !(await consentService.hasTelemedicineConsent(tx, a.patientId))) {
    throw new AppError('CONSENT_REQUIRED');
  }
  const ended = roomStateOf(a.status) === 'ENDED';
  const before = await repo.side(tx, a.id, role);
  const me = await repo.enter(tx, {
    companyId: a.companyId,
    appointmentId: a.id,
    role,
    userId: tenant.principal.userId,
    sessionId: randomUUID(),
    connectionId: randomUUID(),
    present: !ended,
  });
  const answer = await sessionDto(tx, a, me);
  let cursor: string | null = null;
  if (before)
    cursor = await emitRoom(tx, events, a.companyId, { appointmentId: a.id, type: 'SUPERSEDED', toConnectionId: before.connectionId });
  if (!ended)
    cursor = await emitRoom(tx, events, a.companyId, { appointmentId: a.id, type: 'PEER_JOINED', role, fromConnectionId: me.connectionId });
  // What the other side sends from now on (its offer, on this arrival) is replayed to the subscription from here.
  return { ...answer, eventsAfter: cursor ?? (await events.bounds(tx)).newest };
}

/** A location's current session (a replaced or unknown one: "You were disconnected because you entered another location"). */
async function current(tx: Tx, tenant: Tenant, sessionId: string): Promise<{ me: RoomParticipantRow; a: RoomAppointment }> {
  companyOf(tenant);
  const me = await repo.bySession(tx, sessionId, tenant.principal.userId);
  if (!me) throw new AppError('ANOTHER_LOCATION');
  const a = await appointmentAccessService.roomAppointment(tx, me.appointmentId);
  if (!a) throw new AppError('ROOM_UNAVAILABLE');
  return { me, a };
}

/** GET /room/session/{sessionId}: the room, tag and side of a location (the gateway routes its events with them). */
async function route(tx: Tx, tenant: Tenant, sessionId: string): Promise<TRoomRouteDto> {
  const { me } = await current(tx, tenant, sessionId);
  return { appointmentId: me.appointmentId, connectionId: me.connectionId, role: me.role };
}

async function session(tx: Tx, tenant: Tenant, sessionId: string): Promise<RoomSessionCore> {
  const { me, a } = await current(tx, tenant, sessionId);
  return sessionDto(tx, a, me);
}

/**
 * POST /room/session/{id}/start: the professional admits the patient: the appointment goes IN_ATTENDANCE and both
 * sides are told. Not without the patient's stored telemedicine consent (T23). Starting a started room changes nothing.
 */
async function start(tx: Tx, tenant: Tenant, sessionId: string, events: EventPort): Promise<RoomSessionCore> {
  const { me, a } = await current(tx, tenant, sessionId);
  if (me.role !== 'PROFESSIONAL') throw forbidden();
  if (a.status === 'IN_ATTENDANCE') return sessionDto(tx, a, me);
  if (a.status !== 'SCHEDULED' && a.status !== 'PAID') throw new AppError('ROOM_UNAVAILABLE');
  if (!(await consentService.hasTelemedicineConsent(tx, a.patientId))) throw new AppError('CONSENT_REQUIRED');
  await appointmentStateService.enterFromRoom(tx, a, 'IN_ATTENDANCE', events);
  await emitRoom(tx, events, a.companyId, { appointmentId: a.id, type: 'STARTED', status: 'IN_ATTENDANCE' });
  return sessionDto(tx, { ...a, status: 'IN_ATTENDANCE' }, me);
}

/**
 * The attendance ends: the professional finishes it (FINISHED_BY_PROFESSIONAL) or the patient leaves it
 * (LEFT_BY_PATIENT). Only an attendance in progress ends; a patient leaving the waiting room only goes away.
 */
async function end(tx: Tx, tenant: Tenant, sessionId: string, by: RoomRole, events: EventPort): Promise<RoomSessionCore> {
  const { me, a } = await current(tx, tenant, sessionId);
  if (me.role !== by) throw forbidden();
  if (a.status !== 'IN_ATTENDANCE') {
    if (roomStateOf(a.status) === 'ENDED') return sessionDto(tx, a, me);
    if (by === 'PROFESSIONAL') throw new AppError('ROOM_NOT_LIVE');
    await away(tx, tenant, sessionId, events);
    return sessionDto(tx, a, { ...me, present: false });
  }
  const status = by === 'PROFESSIONAL' ? 'FINISHED_BY_PROFESSIONAL' : 'LEFT_BY_PATIENT';
  await appointmentStateService.enterFromRoom(tx, a, status, events);
  // An emergency attendance ends with its room (one finish for the professional; the patient's flow goes on to the NPS).
  if (status === 'FINISHED_BY_PROFESSIONAL')
    await emergencyDutyService.finishedInRoom(tx, a.companyId, a.id, tenant.principal.userId, events);
  await emitRoom(tx, events, a.companyId, { appointmentId: a.id, type: 'ENDED', status });
  return sessionDto(tx, { ...a, status }, me);
}

/** POST /room/session/{id}/away: this location went away (closed, reloaded, inactive); the visit goes on. */
async function away(tx: Tx, tenant: Tenant, sessionId: string, events: EventPort): Promise<boolean> {
  const companyId = companyOf(tenant);
  const me = await repo.bySession(tx, sessionId, tenant.principal.userId);
  if (!me?.present) return false;
  await repo.setPresent(tx, sessionId, false);
  await emitRoom(tx, events, companyId, {
    appointmentId: me.appointmentId,
    type: 'PEER_LEFT',
    role: me.role,
    fromConnectionId: me.connectionId,
  });
  return true;
}

/**
 * POST /room/session/{id}/signal: relays a WebRTC description or candidates to the other side's current location,
 * during the attendance. Answers whether someone was there to receive it.
 */
async function signal(tx: Tx, tenant: Tenant, sessionId: string, payload: Record<string, unknown>, events: EventPort): Promise<boolean> {
  const companyId = companyOf(tenant);
  const me = await repo.bySession(tx, sessionId, tenant.principal.userId);
  if (!me) throw new AppError('ANOTHER_LOCATION');
  const peer = await repo.side(tx, me.appointmentId, other(me.role));
  if (!peer?.present) return false;
  await emitRoom(tx, events, companyId, {
    appointmentId: me.appointmentId,
    type: 'SIGNAL',
    role: me.role,
    fromConnectionId: me.connectionId,
    toConnectionId: peer.connectionId,
    signal: payload,
  });
  return true;
}

/** POST /room/session/{id}/chat: a line of the room's chat, stored and sent to the other side. */
async function chat(tx: Tx, tenant: Tenant, sessionId: string, text: string, events: EventPort): Promise<TRoomChatMessageDto> {
  const { me, a } = await current(tx, tenant, sessionId);
  if (roomStateOf(a.status) === 'ENDED') throw new AppError('ROOM_UNAVAILABLE');
  const name = me.role === 'PATIENT' ? a.patientName : a.professionalName;
  const message = await repo.addChat(tx, { companyId: a.companyId, appointmentId: a.id, role: me.role, userId: me.userId, name, text });
  await emitRoom(tx, events, a.companyId, {
    appointmentId: a.id,
    type: 'CHAT',
    role: me.role,
    fromConnectionId: me.connectionId,
    chat: message,
  });
  return message;
}

async function chatLog(tx: Tx, tenant: Tenant, sessionId: string): Promise<TRoomChatMessageDto[]> {
  const { a } = await current(tx, tenant, sessionId);
  return repo.chat(tx, a.id);
}

/** SPEC §7 POST /sendtoaggregator: the caller's own minutes in a room of their own company. */
async function aggregate(tx: Tx, tenant: Tenant, event: TAggregatorEvent): Promise<void> {
  const companyId = companyOf(tenant);
  if (event.companyId !== companyId) throw badField('companyId', 'invalid');
  if (!(await repo.isOwnPerson(tx, event.personId, tenant.principal.userId))) throw badField('personId', 'invalid');
  await repo.addMetric(tx, {
    companyId,
    eventType: event.eventType,
    personId: event.personId,
    value: event.value,
    userId: tenant.principal.userId,
  });
}

export const roomService = { join, route, session, start, end, away, signal, chat, chatLog, aggregate };
