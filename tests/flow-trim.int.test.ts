import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trimFlow } from '../services/src/flow/flow-trim.worker.js';
import { appendQueueEvents } from './harness/flow-events.js';
import { asEmail, type GqlResult, gql, type SignedIn, signIn } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';
import { subscribe } from './harness/subscribe.js';

/**
 * The flow log is a resume window (FLOW_RETENTION_EVENTS), trimmed by a worker: the newest events stay, those an active
 * webhook endpoint still waits for stay up to ten windows, and a subscriber whose cursor fell out of the window is told
 * to resync instead of silently missing events.
 */
const KEEP = 100;
let stack: TestStack;
let admin: SignedIn;

const ok = <T>(r: GqlResult<T>): T => {
  expect(r.errors).toBeUndefined();
  return r.data!;
};
const append = (count: number) => appendQueueEvents(stack.services.ctx.db, admin.viewer.companyId, count);
const bounds = async () => {
  const [row] = await stack.services.ctx.db.query<{ oldest: string; newest: string; n: string }>(
    'select min(seq)::text as oldest, max(seq)::text as newest, count(*)::text as n from flow_event',
  );
  return { oldest: BigInt(row!.oldest), newest: BigInt(row!.newest), count: Number(row!.n) };
};

beforeAll(async () => {
  stack = await startStack({ servicesEnv: { FLOW_RETENTION_EVENTS: String(KEEP), FLOW_TRIM_INTERVAL_MS: '0', WEBHOOK_DELIVERY: 'off' } });
  admin = await signIn(stack.gatewayUrl, asEmail('admin@clinica.example.com', 'Admin1234'));
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

describe('flow log retention', () => {
  it('keeps the newest events of the window and removes the older ones; a second trim removes nothing', async () => {
    await append(KEEP + 50);
    const before = await bounds();
    const removed = await trimFlow(stack.services.ctx.db, KEEP);
    expect(removed).toBe(before.count - KEEP);
    const after = await bounds();
    expect(after).toEqual({ oldest: before.newest - BigInt(KEEP) + 1n, newest: before.newest, count: KEEP });
    expect(await trimFlow(stack.services.ctx.db, KEEP)).toBe(0);
  });

  it('a subscriber whose cursor fell out of the window is told to resync, then gets live events', async () => {
    const stale = (await bounds()).oldest - 10n;
    const live = subscribe<{ emergencyBoardChanged: { sequence: string; type: string | null; resyncRequired: boolean } }>(
      stack.gatewayUrl,
      admin.accessToken,
      'subscription($after: ID) { emergencyBoardChanged(after: $after) { sequence type resyncRequired } }',
      { after: String(stale) },
    );
    const resyncs = () => live.received.filter((c) => c.emergencyBoardChanged.resyncRequired).length;
    await expect.poll(resyncs).toBe(1);
    // None of the events kept in the window is replayed as if nothing were missing before it.
    expect(live.received.some((c) => c.emergencyBoardChanged.type === 'QUEUE_UPDATED')).toBe(false);
    await append(1);
    await expect.poll(() => live.received.filter((c) => c.emergencyBoardChanged.type === 'QUEUE_UPDATED').length).toBe(1);
    await live.dispose();
  });

  it('keeps what an active webhook endpoint has not received, up to ten windows; a paused endpoint holds nothing', async () => {
    const { endpoint } = ok(
      await gql<{ createWebhookEndpoint: { endpoint: { id: string; lastDeliveredSequence: string } } }>(
        stack.gatewayUrl,
        'mutation($url: String!) { createWebhookEndpoint(url: $url) { endpoint { id lastDeliveredSequence } } }',
        { url: 'http://127.0.0.1:9/receiver' },
        { token: admin.accessToken },
      ),
    ).createWebhookEndpoint;
    const cursor = BigInt(endpoint.lastDeliveredSequence);
    await append(KEEP * 3);
    await trimFlow(stack.services.ctx.db, KEEP);
    // Every event after the endpoint's cursor is still there for it.
    expect((await bounds()).oldest).toBe(cursor + 1n);

    await append(KEEP * 10);
    await trimFlow(stack.services.ctx.db, KEEP);
    const capped = await bounds();
    expect(capped.count).toBe(KEEP * 10);
    expect(capped.oldest).toBe(capped.newest - BigInt(KEEP * 10) + 1n);

    ok(
      await gql(
        stack.gatewayUrl,
        'mutation($id: ID!) { setWebhookEndpointActive(id: $id, active: false) { id } }',
        { id: endpoint.id },
        { token: admin.accessToken },
      ),
    );
    await trimFlow(stack.services.ctx.db, KEEP);
    expect((await bounds()).count).toBe(KEEP);
  });
});
