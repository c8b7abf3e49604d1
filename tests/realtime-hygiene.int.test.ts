import type { Role } from '@teleconsulta/schema';
import { signAccessToken } from '@teleconsulta/services/kit/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asEmail, gql, type SignedIn, signIn } from './harness/graphql.js';
import { type RawSocket, rawSocket } from './harness/raw-socket.js';
import { realtimeCast } from './harness/realtime-cast.js';
import { startStack, type TestStack } from './harness/stack.js';

/**
 * SECURITY.md T17, heartbeat and connection hygiene of the gateway's graphql-ws endpoint: no connection_init → 4408;
 * server pings, and a client that stops answering is closed within two ping intervals; another company's emergency
 * events → an error and nothing; a token that expires closes its socket (4403); 500 idle sockets (RSS recorded).
 */
/** Short enough for a quick test, long enough that 500 sockets answering on a loaded shared machine are not taken for dead. */
const PING_MS = 2_000;
let stack: TestStack;
let admin: SignedIn;
let adminB: SignedIn;
let queueId: string;
let personId: string;

const BOARD = 'subscription($after: ID) { emergencyBoardChanged(after: $after) { sequence type protocolId resyncRequired } }';
type Board = { emergencyBoardChanged: { sequence: string; type: string | null; protocolId: string | null } };
const bearer = (who: { accessToken: string }) => ({ authorization: `Bearer ${who.accessToken}` });

async function openAndClose() {
  const opened = await gql<{ openEmergencyProtocol: { id: string } }>(
    stack.gatewayUrl,
    'mutation($q: ID!, $p: ID) { openEmergencyProtocol(queueId: $q, personId: $p) { id } }',
    { q: queueId, p: personId },
    { token: admin.accessToken },
  );
  expect(opened.errors).toBeUndefined();
  const id = opened.data!.openEmergencyProtocol.id;
  const closed = await gql(
    stack.gatewayUrl,
    'mutation($id: ID!) { closeEmergencyProtocol(id: $id, reason: "T17") { id } }',
    { id },
    { token: admin.accessToken },
  );
  expect(closed.errors).toBeUndefined();
  return id;
}

beforeAll(async () => {
  stack = await startStack({ gatewayEnv: { GATEWAY_WS_PING_MS: String(PING_MS) } });
  ({ admin, adminB, queueId } = await realtimeCast(stack.gatewayUrl));
  const [person] = await stack.services.ctx.db.query<{ id: string }>(
    `insert into person (company_id, name) values ($1, 'Paciente T17') returning id`,
    [admin.viewer.companyId],
  );
  personId = person!.id;
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

describe('connection hygiene (SECURITY.md T17)', () => {
  it('closes a socket that never sends connection_init with 4408', async () => {
    const silent = rawSocket(stack.gatewayUrl);
    await silent.opened;
    expect(await silent.closed).toBe(4408);
    expect(silent.messages).toEqual([]);
  });

  it('pings every socket; one that stops answering (half-open) is closed, one that answers stays', async () => {
    const healthy = rawSocket(stack.gatewayUrl);
    const halfOpen = rawSocket(stack.gatewayUrl, { autoPong: false });
    await healthy.init(bearer(admin));
    await halfOpen.init(bearer(admin));
    healthy.subscribe('1', BOARD);
    halfOpen.subscribe('1', BOARD);
    await healthy.waitFor((m) => m.type === 'next');
    await halfOpen.waitFor((m) => m.type === 'next');

    // the server ends the silent one by itself (no close frame: the peer is presumed gone)
    const code = await halfOpen.closed;
    expect(code).toBe(1006);
    expect(halfOpen.pings()).toBeGreaterThanOrEqual(1);
    // the healthy socket has been pinged as often, has answered, and is still open and subscribed
    await expect.poll(() => healthy.pings(), { timeout: 3 * PING_MS }).toBeGreaterThanOrEqual(halfOpen.pings());
    expect(healthy.ws.readyState).toBe(healthy.ws.OPEN);
    await openAndClose();
    await healthy.waitFor((m) => m.type === 'next' && (m.payload as { data: Board }).data.emergencyBoardChanged.type === 'PROTOCOL_CLOSED');
    healthy.ws.close();
    await healthy.closed;
    await expect.poll(() => stack.gateway.wsClients()).toBe(0);
  });

  it("refuses another company's emergency events with an error, and sends none of them", async () => {
    const intruders: RawSocket[] = [];
    // a manager of company B asking for company A's board, and A's manager asking for B's, by the company parameter
    for (const [who, companyId] of [
      [adminB, admin.viewer.companyId],
      [admin, adminB.viewer.companyId],
    ] as const) {
      const s = rawSocket(stack.gatewayUrl);
      await s.init({ ...bearer(who), companyId });
      s.subscribe('x', BOARD, { after: '0' });
      intruders.push(s);
    }
    for (const s of intruders) {
      // the subscription is refused at once with the catalogue's error (graphql-ws's `error` message, which ends the
      // operation), before any event: the company is checked when the operation starts
      const refusal = await s.waitFor((m) => m.type === 'error' || m.type === 'complete');
      expect(refusal.type).toBe('error');
      const errors = refusal.payload as Array<{ extensions: { code: string } }>;
      expect(errors[0]!.extensions.code).toBe('ACCESS_DENIED');
      expect(s.messages.filter((m) => m.type === 'next')).toEqual([]);
    }
    await openAndClose();
    // B's own board, subscribed properly, gets its marker and nothing of A's
    const own = rawSocket(stack.gatewayUrl);
    await own.init(bearer(adminB));
    own.subscribe('b', BOARD);
    await own.waitFor((m) => m.type === 'next');
    await openAndClose();
    const probe = rawSocket(stack.gatewayUrl);
    await probe.init(bearer(admin));
    probe.subscribe('a', BOARD);
    await probe.waitFor((m) => m.type === 'next');
    await openAndClose();
    await probe.waitFor((m) => m.type === 'next' && (m.payload as { data: Board }).data.emergencyBoardChanged.type === 'PROTOCOL_CLOSED');
    for (const s of intruders) expect(s.messages.filter((m) => m.type === 'next' && (m.payload as { data?: unknown }).data)).toEqual([]);
    expect(own.data<Board>('b').map((d) => d.emergencyBoardChanged.type)).toEqual(['SUBSCRIBED']);
    for (const s of [...intruders, own, probe]) s.ws.close();
  });

  it('closes a socket with 4403 when its access token expires, and sends nothing after', async () => {
    const { keys, config } = stack.services.ctx;
    const shortLived = await signAccessToken(
      keys,
      { ...config.auth, accessTtlSeconds: 2 },
      {
        userId: admin.viewer.id,
        username: admin.viewer.username,
        name: admin.viewer.name,
        roles: admin.viewer.roles as Role[],
        companyId: admin.viewer.companyId,
        platformAdmin: false,
      },
    );
    const s = rawSocket(stack.gatewayUrl);
    await s.init({ authorization: `Bearer ${shortLived}` });
    s.subscribe('1', BOARD);
    await s.waitFor((m) => m.type === 'next');
    expect(await s.closed).toBe(4403);
    const before = s.messages.length;
    await openAndClose();
    expect(s.messages.length).toBe(before);
    // and the expired token opens no new socket
    const again = rawSocket(stack.gatewayUrl);
    await again.opened;
    again.ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${shortLived}` } }));
    expect(await again.closed).toBe(4403);
  });

  it('holds 500 idle subscribed sockets at the default ping interval (RSS recorded, not asserted)', async () => {
    // Its own stack with the default 12 s ping: 500 sockets answering pings in this same busy process must not be
    // mistaken for dead ones by the short interval of the tests above.
    const idle = await startStack();
    try {
      const token = (await signIn(idle.gatewayUrl, asEmail('admin@clinica.example.com', 'Admin1234'))).accessToken;
      const before = process.memoryUsage().rss;
      const sockets: RawSocket[] = [];
      // opened 50 at a time, as clients arriving, each with a waiting board subscription
      for (let batch = 0; batch < 10; batch++) {
        const opened = Array.from({ length: 50 }, () => rawSocket(idle.gatewayUrl));
        await Promise.all(opened.map((s) => s.init({ authorization: `Bearer ${token}` })));
        for (const s of opened) s.subscribe('board', BOARD);
        await Promise.all(opened.map((s) => s.waitFor((m) => m.type === 'next', 30_000)));
        sockets.push(...opened);
      }
      const after = process.memoryUsage().rss;
      expect(idle.gateway.wsClients()).toBe(500);
      expect(sockets.every((s) => s.ws.readyState === s.ws.OPEN)).toBe(true);
      // The stack runs in this process: the delta covers the gateway's and the client's side of the 500 sockets.
      console.log(
        `T17: 500 idle subscribed graphql-ws sockets: RSS ${(before / 2 ** 20).toFixed(1)} → ${(after / 2 ** 20).toFixed(1)} MiB ` +
          `(+${((after - before) / 2 ** 20).toFixed(1)} MiB, ${((after - before) / 500 / 1024).toFixed(1)} KiB per socket, client side included)`,
      );
      for (const s of sockets) s.ws.close();
      await Promise.all(sockets.map((s) => s.closed));
      await expect.poll(() => idle.gateway.wsClients()).toBe(0);
    } finally {
      await idle.close();
    }
  }, 180_000);
});
