import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendQueueEvents } from './harness/flow-events.js';
import { gql, type SignedIn } from './harness/graphql.js';
import { insertPersons } from './harness/persons.js';
import { type RawSocket, rawSocket } from './harness/raw-socket.js';
import { realtimeCast } from './harness/realtime-cast.js';
import { startStack, type TestStack } from './harness/stack.js';
import { subscribe } from './harness/subscribe.js';

/**
 * SECURITY.md T16, realtime resume with no lost event, over the gateway's graphql-ws `emergencyBoardChanged(after:)`:
 * 1,000 queue events through the emergency API while the client's socket is cut 20 times at random points and resumed
 * with its last sequence (0 lost, 0 reordered, 0 duplicates); a gap longer than one replay page; a cursor older than
 * the retention window (explicit resync); 2 companies and 10,000 events (0 cross-tenant events).
 */
let stack: TestStack;
let admin: SignedIn;
let adminB: SignedIn;
let queueId: string;
let persons: string[];

const BOARD = 'subscription($after: ID) { emergencyBoardChanged(after: $after) { sequence type resyncRequired } }';
type Change = { emergencyBoardChanged: { sequence: string; type: string | null; resyncRequired: boolean } };
const bearer = (who: SignedIn) => ({ authorization: `Bearer ${who.accessToken}` });

/** A deterministic pseudo-random sequence (mulberry32), so a failure replays the same cut points. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The emergency events of a company after a sequence, as the flow log holds them (the truth to compare with). */
async function loggedAfter(companyId: string, after: bigint): Promise<bigint[]> {
  const rows = await stack.services.ctx.db.query<{ seq: string }>(
    `select seq::text as seq from flow_event where company_id = $1 and topic = 'emergency' and seq > $2 order by flow_event.seq`,
    [companyId, after.toString()],
  );
  return rows.map((r) => BigInt(r.seq));
}
const newest = async () =>
  BigInt((await stack.services.ctx.db.query<{ max: string | null }>('select max(seq)::text as max from flow_event'))[0]!.max ?? '0');

const append = (companyId: string, count: number) => appendQueueEvents(stack.services.ctx.db, companyId, count);

/**
 * A client that follows the board from a cursor, keeps the last sequence it saw, and after any drop subscribes again
 * with it. `events` holds every sequence delivered, in arrival order, duplicates included (so they can be counted).
 */
function follower(who: SignedIn, from: bigint) {
  const events: bigint[] = [];
  let resyncs = 0;
  let last = from;
  let socket: RawSocket;
  let connects = 0;
  const connect = async () => {
    connects++;
    socket = rawSocket(stack.gatewayUrl);
    socket.onMessage((m) => {
      if (m.type !== 'next') return;
      const change = (m.payload as { data?: Change }).data?.emergencyBoardChanged;
      if (!change) return;
      if (change.resyncRequired) resyncs++;
      // the marker says "listening from here"; only events carry a cursor
      if (change.resyncRequired || change.type === 'SUBSCRIBED') return;
      const seq = BigInt(change.sequence);
      events.push(seq);
      last = seq;
    });
    await socket.init(bearer(who));
    socket.subscribe('board', BOARD, { after: last.toString() });
    await socket.waitFor((m) => m.type === 'next');
  };
  return {
    events,
    connect,
    resyncs: () => resyncs,
    connects: () => connects,
    /** Cuts the TCP connection (no close frame) and resumes with the last sequence seen. */
    async cutAndResume() {
      socket.cut();
      await socket.closed;
      await connect();
    },
    async until(lastSeq: bigint, timeoutMs = 60_000) {
      const start = Date.now();
      while (last < lastSeq && Date.now() - start < timeoutMs) await new Promise((r) => setTimeout(r, 20));
    },
    close: () => socket.ws.close(),
  };
}

function expectExactly(received: bigint[], logged: bigint[]) {
  const unique = new Set(received);
  const lost = logged.filter((s) => !unique.has(s));
  const duplicates = received.length - unique.size;
  const reordered = received.filter((s, i) => i > 0 && s <= received[i - 1]!).length;
  expect({ lost: lost.length, duplicates, reordered, foreign: received.filter((s) => !logged.includes(s)).length }).toEqual({
    lost: 0,
    duplicates: 0,
    reordered: 0,
    foreign: 0,
  });
  expect(received).toEqual(logged);
}

beforeAll(async () => {
  stack = await startStack();
  ({ admin, adminB, queueId } = await realtimeCast(stack.gatewayUrl));
  persons = await insertPersons(stack.services.ctx.db, admin.viewer.companyId, 'Paciente T16', 10);
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

describe('realtime resume (SECURITY.md T16)', () => {
  it('1,000 queue events through the API, the socket cut 20 times at random points: 0 lost, 0 reordered, 0 duplicates', async () => {
    const start = await newest();
    const client = follower(admin, start);
    await client.connect();

    // the producer: 500 protocols opened and closed by the manager through the gateway → 1,000 emergency events
    const call = async (query: string, variables: Record<string, unknown>) => {
      const r = await gql<Record<string, { id: string }>>(stack.gatewayUrl, query, variables, { token: admin.accessToken });
      expect(r.errors).toBeUndefined();
      return Object.values(r.data!)[0]!.id;
    };
    const produce = async () => {
      for (let i = 0; i < 500; i++) {
        const id = await call('mutation($q: ID!, $p: ID) { openEmergencyProtocol(queueId: $q, personId: $p) { id } }', {
          q: queueId,
          p: persons[i % persons.length],
        });
        await call('mutation($id: ID!) { closeEmergencyProtocol(id: $id, reason: "T16") { id } }', { id });
      }
    };
    // the cuts: 20 random points along the stream (by events received so far), each resumed at once
    const next = random(16);
    const cutAt = Array.from({ length: 20 }, () => 1 + Math.floor(next() * 990)).sort((a, b) => a - b);
    const cutter = async () => {
      for (const at of cutAt) {
        while (client.events.length < at) await new Promise((r) => setTimeout(r, 5));
        await client.cutAndResume();
      }
    };
    await Promise.all([produce(), cutter()]);
    const logged = await loggedAfter(admin.viewer.companyId, start);
    expect(logged).toHaveLength(1_000);
    await client.until(logged.at(-1)!);
    client.close();
    expect(client.connects()).toBe(21);
    expect(client.resyncs()).toBe(0);
    expectExactly(client.events, logged);
  }, 240_000);

  it('the SUBSCRIBED marker of a resumed subscription carries its cursor: a client keeping it as its cursor skips nothing', async () => {
    const cursor = await newest();
    await append(admin.viewer.companyId, 5);
    const live = subscribe<Change>(stack.gatewayUrl, admin.accessToken, BOARD, { after: cursor.toString() });
    const got = await live.waitFor(6);
    await live.dispose();
    expect(got[0]!.emergencyBoardChanged).toMatchObject({ type: 'SUBSCRIBED', sequence: cursor.toString() });
    expect(got.slice(1).map((c) => BigInt(c.emergencyBoardChanged.sequence))).toEqual(await loggedAfter(admin.viewer.companyId, cursor));
  });

  it('a client away for more than one replay page (2,500 events) gets every one of them on resume', async () => {
    const start = await newest();
    const client = follower(admin, start);
    await client.connect();
    client.close();
    await append(admin.viewer.companyId, 2_500);
    await client.connect();
    const logged = await loggedAfter(admin.viewer.companyId, start);
    await client.until(logged.at(-1)!);
    client.close();
    expectExactly(client.events, logged);
  }, 120_000);

  it('2 companies and 10,000 events: each follower gets all of its own company and none of the other', async () => {
    const start = await newest();
    const a = follower(admin, start);
    const b = follower(adminB, start);
    await a.connect();
    await b.connect();
    // interleaved, in batches, with one cut per company on the way
    for (let round = 0; round < 10; round++) {
      await Promise.all([append(admin.viewer.companyId, 500), append(adminB.viewer.companyId, 500)]);
      if (round === 3) await a.cutAndResume();
      if (round === 6) await b.cutAndResume();
    }
    const loggedA = await loggedAfter(admin.viewer.companyId, start);
    const loggedB = await loggedAfter(adminB.viewer.companyId, start);
    expect(loggedA.length + loggedB.length).toBe(10_000);
    await a.until(loggedA.at(-1)!, 120_000);
    await b.until(loggedB.at(-1)!, 120_000);
    a.close();
    b.close();
    expectExactly(a.events, loggedA);
    expectExactly(b.events, loggedB);
    const ofA = new Set(loggedA);
    expect(b.events.filter((s) => ofA.has(s))).toEqual([]);
  }, 300_000);

  it('a cursor older than the retention window gets an explicit resync signal, then live events', async () => {
    const before = await newest();
    await append(admin.viewer.companyId, 3);
    // retention: the log keeps only its newest event
    await stack.services.ctx.db.query('delete from flow_event where seq < (select max(seq) from flow_event)');
    const client = follower(admin, before);
    await client.connect();
    await expect.poll(() => client.resyncs()).toBe(1);
    const live = await newest();
    await append(admin.viewer.companyId, 1);
    await client.until(live + 1n);
    client.close();
    expect(client.events.at(-1)).toBe(live + 1n);
  });
});
