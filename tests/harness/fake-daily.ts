import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { fakeHttp } from './fake-http.js';

/**
 * A local stand-in for the parts of Daily's REST API (https://docs.daily.co/reference/rest-api) the video adapter
 * uses (node:http, state in memory), so the Daily adapter is tested without any network. What it does, as Daily
 * documents it:
 * - every call needs `Authorization: Bearer <apiKey>`, else 401 `{ error: 'authentication-error', info }`;
 * - GET /rooms/:name answers the room object, or 404 `{ error: 'not-found', info }`;
 * - POST /rooms `{ name, privacy, properties }` creates a room (name: A–Z a–z 0–9 - _, at most 128; privacy public or
 *   private); a name already taken answers 400 `{ error: 'invalid-request-error', info: 'a room named … already
 *   exists' }`. The room's `url` is `https://<domain>.daily.co/<name>` and its `config` the properties given;
 * - POST /rooms/:name `{ privacy?, properties? }` changes a room's privacy or properties (merged);
 * - POST /meeting-tokens `{ properties: { room_name, user_name, is_owner, exp, … } }` answers `{ token }` (a JWT-shaped
 *   string; the fake does not sign it) and keeps the properties in `tokens`.
 * Knobs: `failNext` makes the next matching request answer 500, answer a body that is not JSON, answer JSON without
 * the fields the adapter reads, or hang (never answer: the client's time-out); `loseNextCreate` makes the next
 * POST /rooms lose a race (another client creates the same room just before it, so it answers 400 "already exists").
 */
export type FakeDailyFailure = '500' | 'malformed' | 'incomplete' | 'hang';

export type FakeDailyRoom = {
  id: string;
  name: string;
  privacy: 'public' | 'private';
  url: string;
  createdAt: Date;
  /** The properties set (Daily's `config`): exp, eject_at_room_exp, enable_chat… */
  config: Record<string, unknown>;
};

export type FakeDailyToken = { token: string; properties: Record<string, unknown> };

export type FakeDaily = {
  url: string;
  apiKey: string;
  /** The domain's subdomain: room URLs are https://<domain>.daily.co/<name>. */
  domain: string;
  /** Rooms by name. */
  rooms: Map<string, FakeDailyRoom>;
  /** Every meeting token issued, in order. */
  tokens: FakeDailyToken[];
  /** Every request as received (path decoded), with its parsed JSON body and whether the bearer key was right. */
  requests: Array<{ method: string; path: string; authorized: boolean; body: unknown }>;
  /** The next request matching `on` (`METHOD /path` prefix; any request when omitted) fails so. */
  failNext: (kind: FakeDailyFailure, on?: string) => void;
  /** The next POST /rooms finds its room created by someone else a moment before: 400 "already exists". */
  loseNextCreate: () => void;
  /** How many requests were exactly `on` (`METHOD /path`, the path decoded). */
  count: (on: string) => number;
  close: () => Promise<void>;
};

type Json = Record<string, unknown>;
const asObject = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
const error = (error: string, info: string) => ({ error, info });
const ROOM_NAME = /^[A-Za-z0-9_-]{1,128}$/;
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function render(room: FakeDailyRoom): Json {
  return {
    id: room.id,
    name: room.name,
    api_created: true,
    privacy: room.privacy,
    url: room.url,
    created_at: room.createdAt.toISOString(),
    config: room.config,
  };
}

/** What the fake holds between requests; every handler below reads and changes it. */
type FakeDailyState = {
  apiKey: string;
  domain: string;
  rooms: FakeDaily['rooms'];
  tokens: FakeDaily['tokens'];
  requests: FakeDaily['requests'];
  http: ReturnType<typeof fakeHttp<FakeDailyFailure>>;
  loseCreate: boolean;
};

type Answer = [number, Json];

function newRoom(state: FakeDailyState, name: string, privacy: FakeDailyRoom['privacy'], properties: Json): FakeDailyRoom {
  const room: FakeDailyRoom = {
    id: randomUUID(),
    name,
    privacy,
    url: `https://${state.domain}.daily.co/${name}`,
    createdAt: new Date(),
    config: { ...properties },
  };
  state.rooms.set(name, room);
  return room;
}

/** Handles one request to a status and JSON body. */
function handle(state: FakeDailyState, method: string, path: string, authorized: boolean, body: unknown): Answer {
  if (!authorized) return [401, error('authentication-error', 'Invalid authentication credentials')];
  if (method === 'POST' && path === '/rooms') return createRoom(state, asObject(body));
  if (method === 'POST' && path === '/meeting-tokens') return createMeetingToken(state, body);

  const match = /^\/rooms\/([^/]+)$/.exec(path);
  if (!match) return [404, error('not-found', `no such endpoint ${method} ${path}`)];
  const room = state.rooms.get(match[1]!);
  if (!room) return [404, error('not-found', `room ${match[1]} was not found`)];
  if (method === 'GET') return [200, render(room)];
  if (method === 'POST') return updateRoom(room, asObject(body));
  return [405, error('invalid-request-error', 'method not allowed')];
}

/** POST /rooms */
function createRoom(state: FakeDailyState, b: Json): Answer {
  const name = b.name === undefined ? randomBytes(10).toString('hex') : b.name;
  if (typeof name !== 'string' || !ROOM_NAME.test(name)) return [400, error('invalid-request-error', 'invalid room name')];
  const privacy = b.privacy ?? 'public';
  if (privacy !== 'public' && privacy !== 'private') return [400, error('invalid-request-error', 'privacy must be public or private')];
  const properties = asObject(b.properties);
  if (properties.exp !== undefined && !Number.isInteger(properties.exp))
    return [400, error('invalid-request-error', 'exp must be a unix timestamp')];
  if (state.loseCreate) {
    state.loseCreate = false;
    if (!state.rooms.has(name)) newRoom(state, name, privacy, properties);
  }
  if (state.rooms.has(name)) return [400, error('invalid-request-error', `a room named ${name} already exists`)];
  return [200, render(newRoom(state, name, privacy, properties))];
}

/** POST /meeting-tokens */
function createMeetingToken(state: FakeDailyState, body: unknown): Answer {
  const properties = asObject(asObject(body).properties);
  if (properties.room_name !== undefined && typeof properties.room_name !== 'string')
    return [400, error('invalid-request-error', 'room_name must be a string')];
  if (properties.exp !== undefined && !Number.isInteger(properties.exp))
    return [400, error('invalid-request-error', 'exp must be a unix timestamp')];
  const token = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ ...properties, d: randomUUID() })}.${randomBytes(32).toString('base64url')}`;
  state.tokens.push({ token, properties });
  return [200, { token }];
}

/** POST /rooms/:name */
function updateRoom(room: FakeDailyRoom, b: Json): Answer {
  if (b.privacy !== undefined) {
    if (b.privacy !== 'public' && b.privacy !== 'private')
      return [400, error('invalid-request-error', 'privacy must be public or private')];
    room.privacy = b.privacy;
  }
  const properties = asObject(b.properties);
  if (properties.exp !== undefined && !Number.isInteger(properties.exp))
    return [400, error('invalid-request-error', 'exp must be a unix timestamp')];
  Object.assign(room.config, properties);
  return [200, render(room)];
}

/** The HTTP side: records the request, applies a scheduled failure, and writes the answer. */
async function serve(state: FakeDailyState, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
  const path = decodeURIComponent(url.pathname);
  const method = req.method ?? 'GET';
  const authorized = req.headers.authorization === `Bearer ${state.apiKey}`;
  const raw = await bodyOf(req);
  let body: unknown;
  try {
    body = raw ? JSON.parse(raw) : undefined;
  } catch {
    state.requests.push({ method, path, authorized, body: raw });
    res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify(error('invalid-request-error', 'body is not JSON')));
    return;
  }
  state.requests.push({ method, path, authorized, body });
  const failure = state.http.takeFailure(method, path);
  if (failure === 'hang') {
    state.http.hang(res); // never answered: the client gives up
    return;
  }
  if (failure === '500') {
    res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify(error('server-error', 'internal error')));
    return;
  }
  const [status, answer] = handle(state, method, path, authorized, body);
  res.writeHead(status, { 'content-type': 'application/json' });
  if (failure === 'malformed') res.end('{"name": "tc-0", "url": "https://');
  else if (failure === 'incomplete') res.end(JSON.stringify({ ok: true }));
  else res.end(JSON.stringify(answer));
}

export async function startFakeDaily(options: { apiKey?: string; domain?: string } = {}): Promise<FakeDaily> {
  const state: FakeDailyState = {
    apiKey: options.apiKey ?? `fake-daily-key-${randomBytes(24).toString('hex')}`,
    domain: options.domain ?? 'teleconsulta-test',
    rooms: new Map(),
    tokens: [],
    requests: [],
    http: fakeHttp<FakeDailyFailure>(),
    loseCreate: false,
  };
  const { requests, http } = state;
  const server: Server = createServer((req, res) => serve(state, req, res));
  const url = await http.listen(server);

  return {
    url,
    apiKey: state.apiKey,
    domain: state.domain,
    rooms: state.rooms,
    tokens: state.tokens,
    requests,
    failNext: (kind, on) => {
      http.failNext(kind, on ?? null);
    },
    loseNextCreate: () => {
      state.loseCreate = true;
    },
    count: (on) => requests.filter((r) => `${r.method} ${r.path}` === on).length,
    close: () => http.close(server),
  };
}
