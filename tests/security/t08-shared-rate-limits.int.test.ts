import { randomBytes, randomInt } from 'node:crypto';
import { parseConfig as parseGatewayConfig } from '@teleconsulta/gateway/config';
import { createGateway, type Gateway } from '@teleconsulta/gateway/server';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asEmail } from '../harness/graphql.js';
import { startStack, TEST_INTERNAL_TOKEN, TEST_MEDIA_SIGNING_KEY, type TestStack } from '../harness/stack.js';

/**
 * SECURITY.md T08/T09 and issue 16's finding 7: the sign-in budget per client address is one budget for the whole
 * platform, not one per gateway replica, and the client is the one behind the trusted proxy, not the proxy. Two
 * gateway replicas behind "Caddy" (TRUSTED_PROXY_HOPS=1, the client in X-Forwarded-For) count in one store: PostgreSQL
 * (TEST_DATABASE_URL, a throw-away database) and Redis (TEST_REDIS_URL); CI sets both, elsewhere each is skipped.
 */
const BUDGET = 5;
let stack: TestStack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

/** A replica of the gateway in front of the same services, counting in the given store, behind one trusted proxy. */
async function replica(store: Record<string, string>): Promise<{ gateway: Gateway; url: string }> {
  const gateway = createGateway(
    parseGatewayConfig({
      GATEWAY_PORT: '0',
      SERVICES_URL: stack.servicesUrl,
      INTERNAL_TOKEN: TEST_INTERNAL_TOKEN,
      MEDIA_SIGNING_KEY: TEST_MEDIA_SIGNING_KEY,
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_PER_MINUTE: String(BUDGET),
      TRUSTED_PROXY_HOPS: '1',
      UPSTREAM_TIMEOUT_MS: '10000',
      ...store,
    }),
  );
  return { gateway, url: await gateway.start() };
}

/** A random public-looking client address: each run of the test has its own budget in the shared store. */
const someClient = () => `198.51.${randomInt(0, 255)}.${randomInt(1, 254)}`;

/** One wrong-password sign-in as this client (Caddy put it in X-Forwarded-For; `spoofed` is what the client wrote). */
async function attempt(url: string, client: string, spoofed?: string): Promise<string | undefined> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': spoofed ? `${spoofed}, ${client}` : client },
    body: JSON.stringify({
      query: 'mutation($i: SignInInput!) { signIn(input: $i) { accessToken } }',
      variables: { i: asEmail(`nobody.${randomBytes(4).toString('hex')}@example.com`, 'Wrong1234') },
    }),
  });
  const body = (await res.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
  return body.errors?.[0]?.extensions?.code;
}

async function sharedBudget(store: Record<string, string>) {
  const [a, b] = [await replica(store), await replica(store)];
  try {
    const client = someClient();
    const codes: Array<string | undefined> = [];
    // Alternating replicas, as a load balancer would: the budget is spent across both.
    for (let i = 0; i < BUDGET; i++) codes.push(await attempt(i % 2 ? b.url : a.url, client));
    expect(codes).toEqual(Array(BUDGET).fill('INVALID_CREDENTIALS'));
    expect(await attempt(a.url, client)).toBe('TOO_MANY_ATTEMPTS');
    expect(await attempt(b.url, client)).toBe('TOO_MANY_ATTEMPTS');
    // Writing another address in front of the real one changes nothing: only the proxy's entry is believed.
    expect(await attempt(b.url, client, someClient())).toBe('TOO_MANY_ATTEMPTS');
    // Another client behind the same proxy has a budget of its own.
    expect(await attempt(a.url, someClient())).toBe('INVALID_CREDENTIALS');
  } finally {
    await a.gateway.stop();
    await b.gateway.stop();
  }
}

describe('T08 rate limits shared by the gateway replicas, per client behind the trusted proxy', () => {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!databaseUrl)('in PostgreSQL: two replicas spend one budget per client', async () => {
    const name = `tc_rl_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(databaseUrl!);
    url.pathname = `/${name}`;
    try {
      await sharedBudget({ RATE_LIMIT_DATABASE_URL: url.toString() });
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  it.skipIf(!redisUrl)('in Redis: two replicas spend one budget per client', async () => {
    await sharedBudget({ REDIS_URL: redisUrl! });
  });

  it('in memory (npm start, one gateway): still per client behind the proxy, not per proxy', async () => {
    const one = await replica({});
    try {
      const client = someClient();
      for (let i = 0; i < BUDGET; i++) expect(await attempt(one.url, client)).toBe('INVALID_CREDENTIALS');
      expect(await attempt(one.url, client, someClient())).toBe('TOO_MANY_ATTEMPTS');
      expect(await attempt(one.url, someClient())).toBe('INVALID_CREDENTIALS');
    } finally {
      await one.gateway.stop();
    }
  });

  it('CI runs the shared stores', () => {
    if (process.env.CI) {
      expect(databaseUrl, 'TEST_DATABASE_URL').toBeTruthy();
      expect(redisUrl, 'TEST_REDIS_URL').toBeTruthy();
    }
  });
});
