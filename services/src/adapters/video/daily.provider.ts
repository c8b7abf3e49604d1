import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../kit/errors.js';
import { type DailyApi, DailyFailure, dailyApi, ZRoom, ZToken } from './daily.api.js';
import type { RoomParticipant, VideoAccess, VideoProvider } from './video-provider.js';

export type DailySettings = {
  /** https://api.daily.co/v1 (a local fake in tests), without a trailing slash. */
  apiUrl: string;
  /** The domain's API key: `Authorization: Bearer …` on every call. Never logged, never in an error. */
  apiKey: string;
  /** Time allowed for each call, until the whole answer has arrived. */
  timeoutMs: number;
};

/** Where a failure's reason goes (the services' logger); the key is scrubbed from the reason before. */
export type VideoLog = Pick<FastifyBaseLogger, 'warn'>;

/** A room as we keep it: its URL and until when it can be joined (null: no expiry). */
type KnownRoom = { url: string; exp: number | null };

/** Room names may hold only A–Z a–z 0–9 - _ and at most 128 characters. */
const ROOM_NAME_MAX = 128;
/** Rooms remembered per process (a room's URL never changes; its expiry is checked before each use). */
const CACHE_MAX = 1000;

/**
 * The Daily room of an appointment: `tc-` and the appointment id without its dashes, lower-cased (a UUID gives 35
 * characters). Deterministic, so every participant and every process of the services find the same room.
 */
export function dailyRoomName(appointmentId: string): string {
  return `tc-${appointmentId.toLowerCase().replace(/[^a-z0-9_]/g, '')}`.slice(0, ROOM_NAME_MAX);
}

/** Unix seconds. */
const unix = (at: Date) => Math.floor(at.getTime() / 1000);

const known = (room: z.infer<typeof ZRoom>): KnownRoom => ({ url: room.url, exp: room.config?.exp ?? null });
const covers = (room: KnownRoom, exp: number) => room.exp === null || room.exp >= exp;
const roomPath = (name: string) => `/rooms/${encodeURIComponent(name)}`;

async function getRoom(api: DailyApi, name: string): Promise<KnownRoom | null> {
  const sent = await api.send('GET', roomPath(name));
  if (sent.status === 404) return null;
  return known(api.read(sent, ZRoom, 'GET /rooms/:name'));
}

async function createRoom(api: DailyApi, name: string, exp: number): Promise<KnownRoom> {
  const sent = await api.send('POST', '/rooms', {
    name,
    privacy: 'private',
    properties: { exp, eject_at_room_exp: true, enable_chat: false, enable_prejoin_ui: false },
  });
  if (sent.status === 400 && /already exists/i.test(api.infoOf(sent))) {
    // Created by someone else between our GET and our POST: theirs is the room.
    const room = await getRoom(api, name);
    if (!room) throw new DailyFailure('POST /rooms said the room already exists, but GET /rooms/:name did not find it');
    return room;
  }
  return known(api.read(sent, ZRoom, 'POST /rooms'));
}

async function extendRoom(api: DailyApi, name: string, exp: number): Promise<KnownRoom> {
  return known(api.read(await api.send('POST', roomPath(name), { properties: { exp } }), ZRoom, 'POST /rooms/:name'));
}

async function meetingToken(api: DailyApi, name: string, participant: RoomParticipant): Promise<string> {
  const sent = await api.send('POST', '/meeting-tokens', {
    properties: { room_name: name, user_name: participant.userName, is_owner: participant.owner, exp: unix(participant.expiresAt) },
  });
  return api.read(sent, ZToken, 'POST /meeting-tokens').token;
}

/**
 * Daily (https://docs.daily.co/reference/rest-api) behind the video adapter: one private room per appointment, one
 * meeting token per person.
 *
 * - The room: GET /rooms/:name; when 404, POST /rooms `{ name, privacy: 'private', properties: { exp,
 *   eject_at_room_exp, enable_chat: false, enable_prejoin_ui: false } }` (chat is the platform's own). A 400 "already
 *   exists" is another participant (or process) creating it at the same moment: it is read again. A room found with
 *   an `exp` earlier than this participant's (a rescheduled appointment) is extended with POST /rooms/:name; never
 *   shortened. Rooms are remembered per process (URL and exp), and one lookup per room runs at a time.
 * - The token: POST /meeting-tokens `{ properties: { room_name, user_name, is_owner, exp } }`; is_owner for the
 *   professional only; exp is the participant's expiresAt.
 *
 * Errors: no answer, a time-out (`timeoutMs`, until the body has arrived), a 5xx, 401/403 (the key refused), 429, any
 * other 4xx we do not expect, a body that is not JSON or lacks what we read → AppError('VIDEO_PROVIDER_UNAVAILABLE'),
 * its detail and the log giving the reason; the API key is scrubbed from both.
 */
export function dailyProvider(settings: DailySettings, log?: VideoLog): VideoProvider {
  const api = dailyApi(settings);
  const rooms = new Map<string, KnownRoom>();
  const lookups = new Map<string, Promise<KnownRoom>>();

  const scrub = (text: string) => (settings.apiKey ? text.split(settings.apiKey).join('[api key]') : text);

  /** The room's URL, creating the room or extending its expiry when needed. */
  async function roomUrl(name: string, exp: number): Promise<string> {
    let room = rooms.get(name);
    if (!room || !covers(room, exp)) {
      let lookup = lookups.get(name);
      if (!lookup) {
        lookup = (async () => (await getRoom(api, name)) ?? (await createRoom(api, name, exp)))();
        lookups.set(name, lookup);
        lookup.then(
          () => lookups.delete(name),
          () => lookups.delete(name),
        );
      }
      room = await lookup;
      if (!covers(room, exp)) room = await extendRoom(api, name, exp);
      rooms.delete(name);
      if (rooms.size >= CACHE_MAX) rooms.delete(rooms.keys().next().value!);
      rooms.set(name, room);
    }
    return room.url;
  }

  return {
    kind: 'DAILY',
    async access(participant: RoomParticipant): Promise<VideoAccess> {
      const name = dailyRoomName(participant.appointmentId);
      try {
        const dailyUrl = await roomUrl(name, unix(participant.expiresAt));
        const dailyToken = await meetingToken(api, name, participant);
        return { provider: 'DAILY', iceServers: [], dailyUrl, dailyToken };
      } catch (error) {
        if (!(error instanceof DailyFailure)) throw error;
        const reason = scrub(`Daily ${error.message}`);
        log?.warn({ provider: 'DAILY', room: name, appointmentId: participant.appointmentId, reason }, 'video provider unavailable');
        throw new AppError('VIDEO_PROVIDER_UNAVAILABLE', { detail: reason });
      }
    },
  };
}
