import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { nowMs } from '@teleconsulta/schema';
import { WebhookWorker } from '@teleconsulta/services/integration/webhook.worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putOnDuty } from './harness/emergency-duty.js';
import { fakeHttp } from './harness/fake-http.js';
import { appendQueueEvents } from './harness/flow-events.js';
import { callerOf, ok } from './harness/gateway-call.js';
import { asEmail, type SignedIn, signIn } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

/**
 * Issue 7, signed webhooks: a company's endpoint receives its emergency events as JSON POSTs, in order, signed
 * (X-Teleconsulta-Signature: v1=<hex HMAC-SHA256(secret, timestamp + "." + body)>), retried with backoff until a 2xx;
 * a restart of the worker loses nothing; another company's events never reach it; the attempt log is readable.
 */
type Received = { headers: IncomingHttpHeaders; body: string };
type Endpoint = { id: string; url: string; active: boolean; lastDeliveredSequence: string; failures: number };
type Attempt = { sequence: string; attempt: number; statusCode: number | null; delivered: boolean };

/** A local receiver: records every POST; scheduled failures answer 500 once each. */
async function fakeReceiver() {
  const base = fakeHttp<'fail'>();
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      const failure = base.takeFailure(req.method ?? 'POST', req.url ?? '/');
      res.writeHead(failure ? 500 : 204).end();
    });
  });
  const url = await base.listen(server);
  return { url: `${url}/hooks`, received, failNext: () => base.failNext('fail', null), close: () => base.close(server) };
}

let stack: TestStack;
let admin: SignedIn;
let adminB: SignedIn;
let doctor: SignedIn;
let receiver: Awaited<ReturnType<typeof fakeReceiver>>;
let other: Awaited<ReturnType<typeof fakeReceiver>>;
let endpoint: Endpoint;
let secret: string;
let queueId: string;
let personId: string;

const ENDPOINT = 'id url active lastDeliveredSequence failures';
const call = callerOf(() => stack.gatewayUrl);
const create = async (who: SignedIn, url: string) =>
  ok(
    await call<{ createWebhookEndpoint: { secret: string; endpoint: Endpoint } }>(
      who,
      `mutation($url: String!) { createWebhookEndpoint(url: $url) { secret endpoint { ${ENDPOINT} } } }`,
      { url },
    ),
  ).createWebhookEndpoint;
const attempts = async (id: string) =>
  ok(
    await call<{ webhookAttempts: Attempt[] }>(
      admin,
      'query($id: ID!) { webhookAttempts(endpointId: $id) { sequence attempt statusCode delivered } }',
      {
        id,
      },
    ),
  ).webhookAttempts;

/** One protocol opened and closed by the manager: two emergency events of company A through the API. */
async function openAndClose() {
  const opened = ok(
    await call<{ openEmergencyProtocol: { id: string } }>(
      admin,
      'mutation($q: ID!, $p: ID) { openEmergencyProtocol(queueId: $q, personId: $p) { id } }',
      { q: queueId, p: personId },
    ),
  ).openEmergencyProtocol.id;
  ok(await call(admin, 'mutation($id: ID!) { closeEmergencyProtocol(id: $id, reason: "webhook") { id } }', { id: opened }));
  return opened;
}
/** Company B's emergency events (B has no queues in the demo: appended as the emergency service appends them). */
const appendForB = (count: number) => appendQueueEvents(stack.services.ctx.db, adminB.viewer.companyId, count);
const sequencesOf = (list: Received[]) => list.map((r) => (JSON.parse(r.body) as { sequence: string }).sequence);
const companyEvents = async (after: string) =>
  (
    await stack.services.ctx.db.query<{ seq: string }>(
      `select seq::text as seq from flow_event where company_id = $1 and topic = 'emergency' and seq > $2 order by flow_event.seq`,
      [admin.viewer.companyId, after],
    )
  ).map((r) => r.seq);
const later = (hours: number) => new Date(nowMs() + hours * 3_600_000);

beforeAll(async () => {
  // The worker runs when the test asks (runOnce), never on a timer; retries wait 10 min, 20 min... (the test passes later times).
  stack = await startStack({ servicesEnv: { WEBHOOK_DELIVERY: 'off', WEBHOOK_RETRY_BASE_MS: '600000' } });
  // Patients join only a queue someone is checked in to (Emergency is offline otherwise).
  await putOnDuty(stack.gatewayUrl);
  admin = await signIn(stack.gatewayUrl, asEmail('admin@clinica.example.com', 'Admin1234'));
  adminB = await signIn(stack.gatewayUrl, asEmail('admin@bemviver.example.com', 'Admin1234'));
  doctor = await signIn(stack.gatewayUrl, asEmail('dr.house@example.com', 'Medico123'));
  receiver = await fakeReceiver();
  other = await fakeReceiver();
  const queues = ok(await call<{ emergencyQueues: Array<{ id: string }> }>(admin, 'query { emergencyQueues { id } }'));
  queueId = queues.emergencyQueues[0]!.id;
  const [person] = await stack.services.ctx.db.query<{ id: string }>(
    `insert into person (company_id, name) values ($1, 'Paciente do webhook') returning id`,
    [admin.viewer.companyId],
  );
  personId = person!.id;
}, 60_000);
afterAll(async () => {
  await stack?.close();
  await receiver?.close();
  await other?.close();
});

describe('webhook endpoints (administrators and managers)', () => {
  it('adds an endpoint with its secret shown once; a bad URL is a field error; a doctor cannot', async () => {
    const created = await create(admin, receiver.url);
    secret = created.secret;
    endpoint = created.endpoint;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(endpoint).toMatchObject({ url: receiver.url, active: true, failures: 0 });
    const listed = ok(await call<{ webhookEndpoints: Endpoint[] }>(admin, `query { webhookEndpoints { ${ENDPOINT} } }`)).webhookEndpoints;
    expect(listed).toEqual([endpoint]);
    expect(JSON.stringify(listed)).not.toContain(secret);

    for (const url of ['ftp://example.com/x', 'not a url', '']) {
      const bad = await call(admin, 'mutation($url: String!) { createWebhookEndpoint(url: $url) { secret } }', { url });
      expect(bad.errors?.[0]?.extensions?.fields?.[0]?.field).toBe('url');
    }
    const denied = await call(doctor, 'mutation($url: String!) { createWebhookEndpoint(url: $url) { secret } }', { url: receiver.url });
    expect(denied.errors?.[0]?.extensions?.code).toBe('ACCESS_DENIED');
    expect(
      ok(await call<{ webhookEndpoints: Endpoint[] }>(admin, `query { webhookEndpoints { ${ENDPOINT} } }`)).webhookEndpoints,
    ).toHaveLength(1);
    // company B's own endpoint, to prove the separation both ways
    await create(adminB, other.url);
  });
});

describe('deliveries', () => {
  it('POSTs each event of the company, in order, signed; another company’s events never reach it', async () => {
    await appendForB(3);
    await openAndClose();
    await appendForB(2);
    await openAndClose();
    await stack.services.webhooks.runOnce();
    const expected = await companyEvents(endpoint.lastDeliveredSequence);
    expect(expected).toHaveLength(4);
    // The sequences cross from one digit to two (a text ordering once sent "10" before "6").
    expect(new Set(expected.map((s) => s.length)).size).toBeGreaterThan(1);
    expect(sequencesOf(receiver.received)).toEqual(expected);
    for (const r of receiver.received) {
      const timestamp = r.headers['x-teleconsulta-timestamp'] as string;
      const signature = createHmac('sha256', secret).update(`${timestamp}.${r.body}`).digest('hex');
      expect(r.headers['x-teleconsulta-signature']).toBe(`v1=${signature}`);
      expect(r.headers['x-teleconsulta-event-id']).toBe(JSON.parse(r.body).sequence);
      expect(r.headers['content-type']).toBe('application/json');
    }
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ type: 'PROTOCOL_OPENED', queueId, status: 'WAITING', step: 1 });
    // B's endpoint got B's five events and none of A's
    const ofA = new Set(expected);
    expect(other.received).toHaveLength(5);
    expect(sequencesOf(other.received).filter((s) => ofA.has(s))).toEqual([]);
    // nothing is sent twice
    await stack.services.webhooks.runOnce();
    expect(receiver.received).toHaveLength(4);
  });

  it('a receiver failing 3 times gets the event on the 4th attempt, with backoff between, and the next events after it', async () => {
    const before = receiver.received.length;
    for (let i = 0; i < 3; i++) receiver.failNext();
    await openAndClose();
    await stack.services.webhooks.runOnce(); // attempt 1: 500
    await stack.services.webhooks.runOnce(); // not due yet: the backoff waits
    expect(receiver.received.length - before).toBe(1);
    await stack.services.webhooks.runOnce(later(1)); // attempt 2: 500
    await stack.services.webhooks.runOnce(later(2)); // attempt 3: 500
    await stack.services.webhooks.runOnce(later(3)); // attempt 4: delivered, then the closing event
    const sent = receiver.received.slice(before);
    const [opened, closed] = sequencesOf(sent).filter((s, i, all) => all.indexOf(s) === i);
    expect(sequencesOf(sent)).toEqual([opened, opened, opened, opened, closed]);
    const log = (await attempts(endpoint.id)).filter((a) => a.sequence === opened).sort((a, b) => a.attempt - b.attempt);
    expect(log.map((a) => [a.attempt, a.statusCode, a.delivered])).toEqual([
      [1, 500, false],
      [2, 500, false],
      [3, 500, false],
      [4, 204, true],
    ]);
  });

  it('a restart of the worker loses nothing: a new worker resumes after the last delivered event', async () => {
    const before = receiver.received.length;
    const lastDelivered = sequencesOf(receiver.received).at(-1)!;
    await stack.services.webhooks.stop(); // the process's worker goes down
    await openAndClose();
    await openAndClose();
    const restarted = new WebhookWorker({
      db: stack.services.ctx.db,
      hub: stack.services.ctx.hub,
      config: stack.services.ctx.config.webhooks,
      log: stack.services.ctx.log,
    });
    await restarted.runOnce();
    await restarted.stop();
    expect(sequencesOf(receiver.received.slice(before))).toEqual(await companyEvents(lastDelivered));
    expect(receiver.received.length - before).toBe(4);
  });
  it('with delivery on, a committed event goes out by itself (the worker wakes on the flow notification)', async () => {
    const before = receiver.received.length;
    const { db, hub, config, log } = stack.services.ctx;
    const live = new WebhookWorker({ db, hub, config: { ...config.webhooks, enabled: true }, log });
    live.start();
    try {
      const lastDelivered = sequencesOf(receiver.received).at(-1)!;
      await openAndClose();
      const expected = await companyEvents(lastDelivered);
      expect(expected).toHaveLength(2);
      await expect.poll(() => sequencesOf(receiver.received.slice(before)), { timeout: 15_000 }).toEqual(expected);
    } finally {
      await live.stop();
    }
  });
});
