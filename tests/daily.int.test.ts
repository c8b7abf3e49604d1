import { randomUUID } from 'node:crypto';
import { errorText } from '@teleconsulta/schema';
import { createVideoProvider } from '@teleconsulta/services/adapters/video/create-video-provider';
import { dailyProvider, dailyRoomName, type VideoLog } from '@teleconsulta/services/adapters/video/daily.provider';
import type { RoomParticipant, VideoProvider } from '@teleconsulta/services/adapters/video/video-provider';
import { AppError } from '@teleconsulta/services/kit/errors';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeDaily, startFakeDaily } from './harness/fake-daily.js';

let fake: FakeDaily;
let daily: VideoProvider;
/** What the adapters logged (warn), as JSON. */
let logged: string[] = [];
const log: VideoLog = { warn: ((obj: unknown, msg?: string) => logged.push(JSON.stringify({ obj, msg }))) as VideoLog['warn'] };

const providerFor = (overrides: { timeoutMs?: number; apiKey?: string; apiUrl?: string } = {}) =>
  dailyProvider(
    { apiUrl: overrides.apiUrl ?? fake.url, apiKey: overrides.apiKey ?? fake.apiKey, timeoutMs: overrides.timeoutMs ?? 2_000 },
    log,
  );

const unix = (at: Date) => Math.floor(at.getTime() / 1000);
/** The professional and the patient of one new appointment; the room closes in two hours. */
const appointment = () => {
  const appointmentId = randomUUID();
  const expiresAt = new Date(Date.now() + 2 * 3600_000);
  const professional: RoomParticipant = { appointmentId, expiresAt, userName: 'Dra. Ana Lima', owner: true };
  const patient: RoomParticipant = { appointmentId, expiresAt, userName: 'Maria Silva', owner: false };
  return { appointmentId, expiresAt, name: dailyRoomName(appointmentId), professional, patient };
};

/** The error an access fails with (it must fail). */
async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** VIDEO_PROVIDER_UNAVAILABLE with the catalogue's text, and the API key nowhere: not in the error, not in the log. */
function expectUnavailable(error: AppError, apiKey = fake.apiKey) {
  expect(error.code).toBe('VIDEO_PROVIDER_UNAVAILABLE');
  expect(error.status).toBe(503);
  expect(error.toEnvelope('en')).toEqual({ code: 'VIDEO_PROVIDER_UNAVAILABLE', message: errorText('VIDEO_PROVIDER_UNAVAILABLE', 'en') });
  expect(error.toEnvelope('pt-BR').message).toBe(errorText('VIDEO_PROVIDER_UNAVAILABLE', 'pt-BR'));
  const everything = [error.message, String(error), error.stack ?? '', JSON.stringify(error), JSON.stringify(error.options), ...logged];
  for (const text of everything) expect(text).not.toContain(apiKey);
  expect(logged.at(-1)).toContain('video provider unavailable');
}

beforeAll(async () => {
  fake = await startFakeDaily();
  daily = providerFor();
});
beforeEach(() => {
  logged = [];
});
afterAll(async () => {
  await fake?.close();
});

describe('the Daily video adapter against a local fake of its REST API (nothing leaves the machine)', () => {
  it('creates a private room for the appointment, then a meeting token: the professional owns the room', async () => {
    const { name, expiresAt, professional } = appointment();
    const access = await daily.access(professional);
    expect(daily.kind).toBe('DAILY');

    const room = fake.rooms.get(name)!;
    expect(room).toMatchObject({
      name,
      privacy: 'private',
      config: { exp: unix(expiresAt), eject_at_room_exp: true, enable_chat: false, enable_prejoin_ui: false },
    });
    const token = fake.tokens.at(-1)!;
    expect(token.properties).toEqual({ room_name: name, user_name: 'Dra. Ana Lima', is_owner: true, exp: unix(expiresAt) });
    expect(access).toEqual({ provider: 'DAILY', iceServers: [], dailyUrl: room.url, dailyToken: token.token });

    const sent = fake.requests.slice(-3);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /rooms/${name}`, 'POST /rooms', 'POST /meeting-tokens']);
    expect(sent.every((r) => r.authorized)).toBe(true);
    expect(sent[1]!.body).toEqual({
      name,
      privacy: 'private',
      properties: { exp: unix(expiresAt), eject_at_room_exp: true, enable_chat: false, enable_prejoin_ui: false },
    });
    expect(name).toMatch(/^tc-[0-9a-f]{32}$/);
  });

  it('one room per appointment: the patient joins the same room (no new room), with a token that does not own it', async () => {
    const { name, expiresAt, professional, patient } = appointment();
    const first = await daily.access(professional);
    const before = fake.requests.length;
    const second = await daily.access(patient);
    expect(second.dailyUrl).toBe(first.dailyUrl);
    expect(second.dailyToken).not.toBe(first.dailyToken);
    expect(fake.tokens.at(-1)!.properties).toEqual({ room_name: name, user_name: 'Maria Silva', is_owner: false, exp: unix(expiresAt) });
    // Remembered in this process: only the token is asked for.
    expect(fake.requests.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual(['POST /meeting-tokens']);

    // Another process of the services (no memory of it) finds the room by its name and creates none.
    const creates = fake.count('POST /rooms');
    const other = providerFor();
    expect((await other.access(patient)).dailyUrl).toBe(first.dailyUrl);
    expect(fake.count('POST /rooms')).toBe(creates);
    expect(fake.count(`GET /rooms/${name}`)).toBe(2);
  });

  it('both participants joining at the same moment: one room', async () => {
    const { name, professional, patient } = appointment();
    const creates = fake.count('POST /rooms');
    const [a, b] = await Promise.all([daily.access(professional), daily.access(patient)]);
    expect(a.dailyUrl).toBe(b.dailyUrl);
    expect(fake.count('POST /rooms') - creates).toBe(1);
    expect(fake.count(`GET /rooms/${name}`)).toBe(1); // one lookup for both

    // Two processes at once: whichever creates it, there is one room and both get its URL.
    const again = appointment();
    const [c, d] = await Promise.all([providerFor().access(again.professional), providerFor().access(again.patient)]);
    expect(c.dailyUrl).toBe(fake.rooms.get(again.name)!.url);
    expect(d.dailyUrl).toBe(c.dailyUrl);
    expect(fake.rooms.has(again.name)).toBe(true);
    expect(fake.tokens.slice(-2).map((t) => t.properties.room_name)).toEqual([again.name, again.name]);
  });

  it('a create that loses the race ("already exists") reads the room the other one made', async () => {
    const { name, patient } = appointment();
    fake.loseNextCreate();
    const access = await providerFor().access(patient);
    expect(access.dailyUrl).toBe(fake.rooms.get(name)!.url);
    expect(fake.requests.slice(-4).map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /rooms/${name}`,
      'POST /rooms',
      `GET /rooms/${name}`,
      'POST /meeting-tokens',
    ]);
    expect(logged).toEqual([]);
  });

  it('a room that would close before this access (a rescheduled appointment) is extended, never shortened', async () => {
    const { name, professional } = appointment();
    await daily.access(professional);
    const later = new Date(professional.expiresAt.getTime() + 24 * 3600_000);
    await daily.access({ ...professional, expiresAt: later });
    expect(fake.rooms.get(name)!.config.exp).toBe(unix(later));
    expect(fake.requests.filter((r) => r.method === 'POST' && r.path === `/rooms/${name}`).at(-1)!.body).toEqual({
      properties: { exp: unix(later) },
    });
    expect(fake.tokens.at(-1)!.properties.exp).toBe(unix(later));

    const fresh = providerFor(); // reads the room, whose exp already covers an earlier one
    await fresh.access(professional);
    expect(fake.rooms.get(name)!.config.exp).toBe(unix(later));
    expect(fake.tokens.at(-1)!.properties.exp).toBe(unix(professional.expiresAt));
  });

  it('a wrong key: VIDEO_PROVIDER_UNAVAILABLE, and neither key appears in the error or the log', async () => {
    const wrongKey = `wrong-daily-key-${randomUUID()}`;
    const error = await failureOf(providerFor({ apiKey: wrongKey }).access(appointment().professional));
    expectUnavailable(error, wrongKey);
    expectUnavailable(error, fake.apiKey);
    expect(error.message).toMatch(/401/);
    expect(fake.requests.at(-1)!.authorized).toBe(false);
  });

  it('a 500, a body that is not JSON, JSON without the fields read: VIDEO_PROVIDER_UNAVAILABLE', async () => {
    fake.failNext('500', 'POST /rooms');
    expectUnavailable(await failureOf(daily.access(appointment().professional)));
    expect(logged.at(-1)).toContain('500');

    fake.failNext('malformed', 'GET /rooms/');
    expectUnavailable(await failureOf(daily.access(appointment().professional)));
    expect(logged.at(-1)).toContain('not JSON');

    fake.failNext('malformed', 'POST /meeting-tokens');
    expectUnavailable(await failureOf(daily.access(appointment().professional)));

    fake.failNext('incomplete', 'POST /rooms');
    expectUnavailable(await failureOf(daily.access(appointment().professional)));

    fake.failNext('incomplete', 'POST /meeting-tokens');
    expectUnavailable(await failureOf(daily.access(appointment().patient)));
  });

  it('a failed access leaves nothing behind: the next one creates the room', async () => {
    const { name, professional } = appointment();
    fake.failNext('500', 'POST /rooms');
    await failureOf(daily.access(professional));
    expect(fake.rooms.has(name)).toBe(false);
    const access = await daily.access(professional);
    expect(access.dailyUrl).toBe(fake.rooms.get(name)!.url);
  });

  it('no answer within VIDEO_PROVIDER_TIMEOUT_MS, or no server at all: VIDEO_PROVIDER_UNAVAILABLE', async () => {
    const impatient = providerFor({ timeoutMs: 300 });
    fake.failNext('hang', 'GET /rooms/');
    const started = Date.now();
    const error = await failureOf(impatient.access(appointment().professional));
    expect(Date.now() - started).toBeLessThan(5_000);
    expectUnavailable(error);
    expect(error.message).toMatch(/no answer within 300 ms/);

    fake.failNext('hang', 'POST /meeting-tokens');
    expectUnavailable(await failureOf(impatient.access(appointment().patient)));

    const nowhere = providerFor({ apiUrl: 'http://127.0.0.1:9' }); // discard port: nothing listens
    expectUnavailable(await failureOf(nowhere.access(appointment().professional)));
  });

  it('createVideoProvider gives this adapter when VIDEO_PROVIDER=daily', async () => {
    const { name, patient } = appointment();
    const provider = createVideoProvider({
      provider: 'daily',
      iceServers: [{ urls: ['stun:stun.example.com:3478'], username: null, credential: null }],
      daily: { apiUrl: fake.url, apiKey: fake.apiKey },
      timeoutMs: 2_000,
      opensMinutesBefore: 60,
    });
    expect(provider.kind).toBe('DAILY');
    expect(await provider.access(patient)).toEqual({
      provider: 'DAILY',
      iceServers: [],
      dailyUrl: `https://${fake.domain}.daily.co/${name}`,
      dailyToken: fake.tokens.at(-1)!.token,
    });
  });
});
