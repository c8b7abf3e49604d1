import { z } from 'zod';

/**
 * The video room (issue 6; SPEC §7 room and metrics, §8 room messages). A location joins through the appointment's
 * access code; its session id is then its credential for every room call and for its subscription.
 */
export const VIDEO_PROVIDERS = ['BUILTIN', 'DAILY'] as const;
export type VideoProviderKind = (typeof VIDEO_PROVIDERS)[number];
export const ROOM_ROLES = ['PATIENT', 'PROFESSIONAL'] as const;
export type RoomRole = (typeof ROOM_ROLES)[number];
export const ROOM_STATES = ['WAITING', 'LIVE', 'ENDED'] as const;
export type RoomState = (typeof ROOM_STATES)[number];
export const ROOM_EVENT_TYPES = ['SIGNAL', 'PEER_JOINED', 'PEER_LEFT', 'STARTED', 'ENDED', 'SUPERSEDED', 'CHAT'] as const;
export type RoomEventType = (typeof ROOM_EVENT_TYPES)[number];

/** How long before the start a room opens (the professional may start from then on); it closes when the access code expires. */
export const ROOM_OPENS_MINUTES_BEFORE = 60;
/** Outside a connected call: seconds without any input before the inactive-session prompt, and its countdown. */
export const ROOM_INACTIVITY_SECONDS = 600;
export const ROOM_INACTIVITY_COUNTDOWN_SECONDS = 60;
export const ROOM_CHAT_MAX = 2000;
/** A description with its candidates fits easily; more is not a signal. */
export const ROOM_SIGNAL_MAX_BYTES = 64 * 1024;
/** SPEC §7 POST /sendtoaggregator: the event types the aggregator accepts. */
export const AGGREGATOR_EVENT_TYPES = ['PERSON_LOGIN'] as const;

const ZUuid = z.string({ message: 'required' }).uuid({ message: 'invalid' });

export const ZRoomJoinInput = z.object({
  access: z.string({ message: 'required' }).trim().min(1, { message: 'required' }).max(64, { message: 'invalid' }),
});
export type TRoomJoinInput = z.infer<typeof ZRoomJoinInput>;

/** A signal is a WebRTC description ({ description: { type, sdp } }) or some ICE candidates ({ candidates: [...] }). */
export const ZRoomSignal = z
  .record(z.string(), z.unknown(), { message: 'invalid' })
  .refine((v) => 'description' in v || 'candidates' in v || 'candidate' in v, { message: 'invalid' })
  .refine((v) => JSON.stringify(v).length <= ROOM_SIGNAL_MAX_BYTES, { message: 'invalid' });

export const ZRoomSignalInput = z.object({ signal: ZRoomSignal });
export type TRoomSignalInput = z.infer<typeof ZRoomSignalInput>;

export const ZRoomChatInput = z.object({
  text: z.string({ message: 'required' }).trim().min(1, { message: 'required' }).max(ROOM_CHAT_MAX, { message: 'max' }),
});
export type TRoomChatInput = z.infer<typeof ZRoomChatInput>;

export const ZRoomSessionParams = z.object({ sessionId: ZUuid });

/** SPEC §7 POST /sendtoaggregator: companyId, eventType PERSON_LOGIN, personId, value (minutes since the stored entry). */
export const ZAggregatorEvent = z.object({
  companyId: ZUuid,
  eventType: z.enum(AGGREGATOR_EVENT_TYPES, { message: 'invalid' }),
  personId: ZUuid,
  value: z
    .number({ message: 'invalid' })
    .finite({ message: 'invalid' })
    .min(0, { message: 'invalid' })
    .max(1_000_000, { message: 'invalid' }),
});
export type TAggregatorEvent = z.infer<typeof ZAggregatorEvent>;
