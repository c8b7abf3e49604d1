import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendQueueEvents } from './harness/flow-events.js';
import { asEmail, type GqlResult, gql, type SignedIn, signIn } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

/**
 * Webhook URLs only reach public addresses (the default, WEBHOOK_ALLOW_PRIVATE=false): an administrator cannot point
 * the services at their own network (the database, the cloud metadata address, an internal page).
 */
let stack: TestStack;
let admin: SignedIn;
let receiver: Server;
let hits = 0;

const ENDPOINTS = 'query { webhookEndpoints { id url } }';
const CREATE = 'mutation($url: String!) { createWebhookEndpoint(url: $url) { endpoint { id url } } }';
const call = <T>(query: string, variables: Record<string, unknown> = {}, locale = 'en') =>
  gql<T>(stack.gatewayUrl, query, variables, { token: admin.accessToken, locale });
const ok = <T>(r: GqlResult<T>): T => {
  expect(r.errors).toBeUndefined();
  return r.data!;
};

beforeAll(async () => {
  stack = await startStack({ servicesEnv: { WEBHOOK_ALLOW_PRIVATE: 'false', WEBHOOK_DELIVERY: 'off' } });
  admin = await signIn(stack.gatewayUrl, asEmail('admin@clinica.example.com', 'Admin1234'));
  receiver = createServer((_req, res) => {
    hits++;
    res.writeHead(204).end();
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
}, 60_000);
afterAll(async () => {
  await stack?.close();
  receiver?.close();
});

describe('webhook addresses', () => {
  it('refuses a URL written with a private address or localhost, naming the field, and saves nothing', async () => {
    for (const url of [
      'http://127.0.0.1:9/x',
      'http://localhost:8080/hook',
      'http://[::1]/x',
      'http://169.254.169.254/latest/meta-data',
      'http://192.168.0.10/x',
    ]) {
      const refused = await call(CREATE, { url });
      expect(refused.errors?.[0]?.extensions?.code, url).toBe('BAD_INPUT');
      expect(refused.errors?.[0]?.extensions?.fields, url).toEqual([{ field: 'url', message: 'URL must be a public address' }]);
    }
    const pt = await call(CREATE, { url: 'http://10.0.0.5/x' }, 'pt-BR');
    expect(pt.errors?.[0]?.extensions?.fields).toEqual([{ field: 'url', message: 'URL deve ser um endereço público' }]);
    expect(ok(await call<{ webhookEndpoints: unknown[] }>(ENDPOINTS)).webhookEndpoints).toEqual([]);
  });

  it('accepts a public name (resolved only when delivering)', async () => {
    const { createWebhookEndpoint } = ok(
      await call<{ createWebhookEndpoint: { endpoint: { id: string; url: string } } }>(CREATE, {
        url: 'https://hooks.clinica.example/teleconsulta',
      }),
    );
    expect(createWebhookEndpoint.endpoint.url).toBe('https://hooks.clinica.example/teleconsulta');
    // paused: the tests never resolve a name on the network
    ok(
      await call('mutation($id: ID!) { setWebhookEndpointActive(id: $id, active: false) { id } }', {
        id: createWebhookEndpoint.endpoint.id,
      }),
    );
  });

  it('does not deliver to a private address that got in anyway (an older row, a name resolving inside): the attempt says why', async () => {
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    const [row] = await stack.services.ctx.db.query<{ id: string }>(
      `insert into webhook_endpoint (company_id, url, secret, last_delivered_seq)
       values ($1, $2, 'whsec_test', (select coalesce(max(seq), 0) from flow_event)) returning id`,
      [admin.viewer.companyId, url],
    );
    await appendQueueEvents(stack.services.ctx.db, admin.viewer.companyId, 1);
    await stack.services.webhooks.runOnce();
    expect(hits).toBe(0);
    const { webhookAttempts } = ok(
      await call<{ webhookAttempts: Array<{ delivered: boolean; statusCode: number | null; error: string | null }> }>(
        'query($id: ID!) { webhookAttempts(endpointId: $id) { delivered statusCode error } }',
        { id: row!.id },
      ),
    );
    expect(webhookAttempts).toEqual([{ delivered: false, statusCode: null, error: expect.stringContaining('not public') }]);
  });
});
