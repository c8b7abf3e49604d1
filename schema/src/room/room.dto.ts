import { z } from 'zod';
import { APPOINTMENT_STATUSES } from '../appointment/appointment.validation.js';
import { ROOM_EVENT_TYPES, ROOM_ROLES, ROOM_STATES, VIDEO_PROVIDERS } from './room.validation.js';

/** A STUN or TURN server of the built-in room. */
export const ZIceServerDto = z.object({
  urls: z.array(z.string()),
  username: z.string().nullable(),
  credential: z.string().nullable(),
});
export type TIceServerDto = z.infer<typeof ZIceServerDto>;

/** One location's presence in an appointment's room (POST /room/join and every room call; room.graphql RoomSession). */
export const ZRoomSessionDto = z.object({
  sessionId: z.string(),
  connectionId: z.string(),
  appointmentId: z.string(),
  protocol: z.string(),
  role: z.enum(ROOM_ROLES),
  state: z.enum(ROOM_STATES),
  status: z.enum(APPOINTMENT_STATUSES),
  companyId: z.string(),
  companyName: z.string(),
  professionalName: z.string(),
  patientName: z.string(),
  specialty: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  personId: z.string(),
  enteredAt: z.string(),
  peerPresent: z.boolean(),
  peerConnectionId: z.string().nullable(),
  consentGiven: z.boolean(),
  npsAnswered: z.boolean(),
  provider: z.enum(VIDEO_PROVIDERS),
  iceServers: z.array(ZIceServerDto),
  dailyUrl: z.string().nullable(),
  dailyToken: z.string().nullable(),
  inactivitySeconds: z.number().int(),
  inactivityCountdownSeconds: z.number().int(),
  /** joinRoom only: the flow cursor at the join (the subscription replays what came after it). */
  eventsAfter: z.string().nullable().optional(),
});
export type TRoomSessionDto = z.infer<typeof ZRoomSessionDto>;

export const ZRoomChatMessageDto = z.object({
  id: z.string(),
  role: z.enum(ROOM_ROLES),
  name: z.string(),
  text: z.string(),
  sentAt: z.string(),
});
export type TRoomChatMessageDto = z.infer<typeof ZRoomChatMessageDto>;

/**
 * The payload of a room's flow event (topic `room`): for whom (a location's tag, or every location of the room) and
 * what. The gateway passes an event to a subscriber whose session is in that room and is addressed.
 */
export const ZRoomEventPayload = z.object({
  appointmentId: z.string(),
  type: z.enum(ROOM_EVENT_TYPES),
  /** The location it is for (SIGNAL, SUPERSEDED); absent: every location of the room. */
  toConnectionId: z.string().nullable().optional(),
  role: z.enum(ROOM_ROLES).nullable().optional(),
  fromConnectionId: z.string().nullable().optional(),
  signal: z.unknown().optional(),
  chat: ZRoomChatMessageDto.nullable().optional(),
  status: z.enum(APPOINTMENT_STATUSES).nullable().optional(),
});
export type TRoomEventPayload = z.infer<typeof ZRoomEventPayload>;

/** GET /room/session/{sessionId}: what the gateway needs to route a location's events (internal to the room's callers). */
export const ZRoomRouteDto = z.object({
  appointmentId: z.string(),
  connectionId: z.string(),
  role: z.enum(ROOM_ROLES),
});
export type TRoomRouteDto = z.infer<typeof ZRoomRouteDto>;
