import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putOnDuty } from './harness/emergency-duty.js';
import { callerOf, ok } from './harness/gateway-call.js';
import { asEmail, type SignedIn, signIn } from './harness/graphql.js';
import { type RawSocket, rawSocket } from './harness/raw-socket.js';
import { startStack, type TestStack } from './harness/stack.js';

/**
 * Issue 7, integrators: a company's API keys (created by its administrators and managers, the secret shown once, only
 * its hash stored), graphql-ws with { apiKey } following `emergencyQueueEvents(after:)` with a cursor, resume, revoke
 * (refused at connect, open sockets closed), and no company's events reaching another company's key.
 */
let stack: TestStack;
let admin: SignedIn;
let adminB: SignedIn;
let doctor: SignedIn;
let queueId: string;
let personId: string;

const KEY = 'id name prefix createdAt revokedAt';
const CREATE = `mutation($name: String!) { createIntegrationApiKey(name: $name) { secret key { ${KEY} } } }`;
const LIST = `query { integrationApiKeys { ${KEY} } }`;
const REVOKE = `mutation($id: ID!) { revokeIntegrationApiKey(id: $id) { ${KEY} } }`;
const EVENTS =
  'subscription($after: ID) { emergencyQueueEvents(after: $after) { sequence type queueId protocolId status step positions { protocolId position } occurredAt resyncRequired } }';
type Key = { id: string; name: string; prefix: string; createdAt: string; revokedAt: string | null };
type QueueEvent = {
  sequence: string;
  type: string;
  queueId: string;
  protocolId: string | null;
  status: string | null;
  step: number | null;
  positions: Array<{ protocolId: string; position: number }>;
  occurredAt: string;
  resyncRequired: boolean;
};

const call = callerOf(() => stack.gatewayUrl);
const create = async (who: SignedIn, name: string) =>
  ok(await call<{ createIntegrationApiKey: { secret: string; key: Key } }>(who, CREATE, { name })).createIntegrationApiKey;

async function openProtocol() {
  const r = await call<{ openEmergencyProtocol: { id: string } }>(
    admin,
    'mutation($q: ID!, $p: ID) { openEmergencyProtocol(queueId: $q, personId: $p) { id } }',
    { q: queueId, p: personId },
  );
  return ok(r).openEmergencyProtocol.id;
}
const closeProtocol = async (id: string) =>
  ok(await call(admin, 'mutation($id: ID!) { closeEmergencyProtocol(id: $id, reason: "integração") { id } }', { id }));

/** An integrator's socket following the queue events from a cursor. */
async function follow(apiKey: string, after: string | null = null) {
  const s = rawSocket(stack.gatewayUrl);
  await s.init({ apiKey });
  s.subscribe('q', EVENTS, after === null ? {} : { after });
  return s;
}
const eventsOf = (s: RawSocket) => s.data<{ emergencyQueueEvents: QueueEvent }>('q').map((d) => d.emergencyQueueEvents);
async function eventsUntil(s: RawSocket, count: number) {
  await expect.poll(() => eventsOf(s).length).toBeGreaterThanOrEqual(count);
  return eventsOf(s);
}
const settle = () => new Promise((r) => setTimeout(r, 300));

beforeAll(async () => {
  stack = await startStack();
  // Patients join only a queue someone is checked in to (Emergency is offline otherwise).
  await putOnDuty(stack.gatewayUrl);
  admin = await signIn(stack.gatewayUrl, asEmail('admin@clinica.example.com', 'Admin1234'));
  adminB = await signIn(stack.gatewayUrl, asEmail('admin@bemviver.example.com', 'Admin1234'));
  doctor = await signIn(stack.gatewayUrl, asEmail('dr.house@example.com', 'Medico123'));
  const queues = ok(await call<{ emergencyQueues: Array<{ id: string }> }>(admin, 'query { emergencyQueues { id } }'));
  queueId = queues.emergencyQueues[0]!.id;
  const [person] = await stack.services.ctx.db.query<{ id: string }>(
    `insert into person (company_id, name) values ($1, 'Paciente da integração') returning id`,
    [admin.viewer.companyId],
  );
  personId = person!.id;
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

describe('API keys (administrators and managers of the company)', () => {
  it('creates a key whose secret is shown once and stored only as a SHA-256 hash, lists it with its prefix', async () => {
    const created = await create(admin, 'Painel da recepção');
    expect(created.secret).toMatch(/^tck_[A-Za-z0-9_-]{43}$/);
    expect(created.key).toMatchObject({ name: 'Painel da recepção', prefix: created.secret.slice(0, 12), revokedAt: null });
    const listed = ok(await call<{ integrationApiKeys: Key[] }>(admin, LIST)).integrationApiKeys;
    expect(listed.find((k) => k.id === created.key.id)).toEqual(created.key);
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    const [stored] = await stack.services.ctx.db.query<{ secret_hash: string }>(
      'select secret_hash from integration_api_key where id = $1',
      [created.key.id],
    );
    const { createHash } = await import('node:crypto');
    expect(stored!.secret_hash).toBe(createHash('sha256').update(created.secret).digest('hex'));
    expect(stored!.secret_hash).not.toContain(created.secret.slice(4));
  });

  it('refuses a bad name with a field error and changes nothing; a doctor and another company cannot manage keys', async () => {
    const before = ok(await call<{ integrationApiKeys: Key[] }>(admin, LIST)).integrationApiKeys.length;
    const blank = await call(admin, CREATE, { name: '  ' }, 'pt-BR');
    expect(blank.errors?.[0]?.extensions?.code).toBe('BAD_INPUT');
    expect(blank.errors?.[0]?.extensions?.fields?.[0]?.field).toBe('name');
    const long = await call(admin, CREATE, { name: 'x'.repeat(101) });
    expect(long.errors?.[0]?.extensions?.fields?.[0]?.field).toBe('name');
    expect(ok(await call<{ integrationApiKeys: Key[] }>(admin, LIST)).integrationApiKeys).toHaveLength(before);

    expect((await call(doctor, LIST)).errors?.[0]?.extensions?.code).toBe('ACCESS_DENIED');
    expect((await call(doctor, CREATE, { name: 'Do médico' })).errors?.[0]?.extensions?.code).toBe('ACCESS_DENIED');
    const mine = await create(admin, 'Para revogar por outro');
    const foreign = await call(adminB, REVOKE, { id: mine.key.id });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(ok(await call<{ integrationApiKeys: Key[] }>(adminB, LIST)).integrationApiKeys.map((k) => k.id)).not.toContain(mine.key.id);
  });
});

describe('emergencyQueueEvents over graphql-ws with an API key', () => {
  it('receives the queue events with a cursor, resumes after it, and may run nothing else', async () => {
    const { secret } = await create(admin, 'Totem');
    const live = await follow(secret);
    await settle();
    const opened = await openProtocol();
    const [first] = await eventsUntil(live, 1);
    expect(first).toMatchObject({
      type: 'PROTOCOL_OPENED',
      queueId,
      protocolId: opened,
      status: 'WAITING',
      step: 1,
      resyncRequired: false,
    });
    // Just arrived: no place in the line until past the pre-assessment (the positions are the waiting room's).
    expect(first!.positions.map((p) => p.protocolId)).not.toContain(opened);
    expect(Number.isNaN(Date.parse(first!.occurredAt))).toBe(false);
    live.cut();

    // away: two events happen; back with the cursor, they arrive first, in order, then live ones
    await closeProtocol(opened);
    const second = await openProtocol();
    const resumed = await follow(secret, first!.sequence);
    const replayed = await eventsUntil(resumed, 2);
    expect(replayed.map((e) => [e.type, e.protocolId])).toEqual([
      ['PROTOCOL_CLOSED', opened],
      ['PROTOCOL_OPENED', second],
    ]);
    await closeProtocol(second);
    const all = await eventsUntil(resumed, 3);
    expect(all.map((e) => e.type)).toEqual(['PROTOCOL_CLOSED', 'PROTOCOL_OPENED', 'PROTOCOL_CLOSED']);
    const seqs = all.map((e) => BigInt(e.sequence));
    expect(seqs.every((s, i) => i === 0 || s > seqs[i - 1]!)).toBe(true);
    expect(seqs[0]! > BigInt(first!.sequence)).toBe(true);

    // the key is no person: any other operation on its socket is refused
    resumed.subscribe('board', 'subscription { emergencyBoardChanged { sequence } }');
    resumed.ws.send(JSON.stringify({ id: 'query', type: 'subscribe', payload: { query: 'query { emergencyBoard { id } }' } }));
    for (const id of ['board', 'query']) {
      const refused = await resumed.waitFor((m) => m.type === 'error' && m.id === id);
      expect(JSON.stringify(refused.payload)).toContain('ACCESS_DENIED');
    }
    resumed.ws.close();
  });

  it('a manager follows the same subscription with a token; a doctor cannot', async () => {
    const s = rawSocket(stack.gatewayUrl);
    await s.init({ authorization: `Bearer ${admin.accessToken}` });
    s.subscribe('q', EVENTS);
    await settle();
    const id = await openProtocol();
    expect((await eventsUntil(s, 1))[0]).toMatchObject({ type: 'PROTOCOL_OPENED', protocolId: id });
    await closeProtocol(id);
    s.ws.close();
    const d = rawSocket(stack.gatewayUrl);
    await d.init({ authorization: `Bearer ${doctor.accessToken}` });
    d.subscribe('q', EVENTS);
    const refused = await d.waitFor((m) => m.type === 'next');
    expect(JSON.stringify(refused.payload)).toContain('ACCESS_DENIED');
    d.ws.close();
  });

  it('an unknown key is refused at connect (4403); revoking a key closes its open socket (4403) and refuses it after', async () => {
    const unknown = rawSocket(stack.gatewayUrl);
    await unknown.opened;
    unknown.ws.send(JSON.stringify({ type: 'connection_init', payload: { apiKey: `tck_${'A'.repeat(43)}` } }));
    expect(await unknown.closed).toBe(4403);

    const { secret, key } = await create(admin, 'Revogada');
    const open = await follow(secret);
    await settle();
    const revoked = ok(await call<{ revokeIntegrationApiKey: Key }>(admin, REVOKE, { id: key.id })).revokeIntegrationApiKey;
    expect(revoked.revokedAt).not.toBeNull();
    expect(await open.closed).toBe(4403);
    const again = rawSocket(stack.gatewayUrl);
    await again.opened;
    again.ws.send(JSON.stringify({ type: 'connection_init', payload: { apiKey: secret } }));
    expect(await again.closed).toBe(4403);
    // revoking twice keeps the first revocation
    expect(ok(await call<{ revokeIntegrationApiKey: Key }>(admin, REVOKE, { id: key.id })).revokeIntegrationApiKey.revokedAt).toBe(
      revoked.revokedAt,
    );
  });

  it("another company's key sees nothing of this company, live or replayed from sequence 0", async () => {
    const { secret } = await create(adminB, 'Outra clínica');
    const live = await follow(secret);
    const replay = await follow(secret, '0');
    const mine = await follow((await create(admin, 'Testemunha')).secret);
    await settle();
    const id = await openProtocol();
    await closeProtocol(id);
    await eventsUntil(mine, 2);
    await settle();
    expect(eventsOf(live)).toEqual([]);
    expect(eventsOf(replay)).toEqual([]);
    for (const s of [live, replay, mine]) s.ws.close();
  });
});
