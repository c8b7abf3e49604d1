import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorText } from '@teleconsulta/schema';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from './context.js';
import { RateLimiter } from './rate-limit.js';
import { tenantQuota, tenantQuotaKey } from './tenant-quota.js';

const viewer = (over: Partial<Viewer>): Viewer => ({
  userId: 'u-1',
  username: 'someone',
  name: 'Someone',
  roles: ['CA'],
  companyId: 'company-a',
  platformAdmin: false,
  ...over,
});

describe('whose budget an operation spends (SECURITY.md T24)', () => {
  it("a member's: their token's company, whoever else they are", () => {
    expect(tenantQuotaKey(viewer({ userId: 'u-1', companyId: 'company-a' }))).toBe('company:company-a');
    expect(tenantQuotaKey(viewer({ userId: 'u-2', companyId: 'company-a', roles: ['P'] }))).toBe('company:company-a');
    expect(tenantQuotaKey(viewer({ companyId: 'company-b' }))).toBe('company:company-b');
  });

  it('a platform administrator or a user without a company spends a budget of their own', () => {
    expect(tenantQuotaKey(viewer({ userId: 'admin-1', companyId: 'company-a', platformAdmin: true }))).toBe('user:admin-1');
    expect(tenantQuotaKey(viewer({ userId: 'u-9', companyId: null }))).toBe('user:u-9');
    expect(tenantQuotaKey(viewer({ userId: 'u-9', companyId: '' }))).toBe('user:u-9');
  });

  it('an anonymous caller is left to the per-address limits', () => {
    expect(tenantQuotaKey(null)).toBeNull();
  });
});

/** The gate in front of a handler that answers 200 and counts what reached it, as server.ts puts it before Express. */
const BUDGET = 3;
const VIEWERS: Record<string, Viewer> = {
  'Bearer token-a1': viewer({ userId: 'a1', companyId: 'company-a' }),
  'Bearer token-a2': viewer({ userId: 'a2', companyId: 'company-a' }),
  'Bearer token-b': viewer({ userId: 'b1', companyId: 'company-b' }),
  'Bearer token-platform': viewer({ userId: 'p1', companyId: 'company-a', platformAdmin: true }),
};
let url: string;
let reached = 0;
let storeCalls = 0;
let close: () => Promise<void>;

beforeAll(async () => {
  const memory = new RateLimiterMemory({ points: BUDGET, duration: 60 });
  const counted = new RateLimiter({
    consume: (key: string) => {
      storeCalls++;
      return memory.consume(key);
    },
  } as never);
  const broken = new RateLimiter({ consume: () => Promise.reject(new Error('store down')) } as never);
  // The first token is known synchronously (the verified-token cache), the others only through a promise.
  const viewerOf = (authorization: string) =>
    authorization === 'Bearer token-a1' ? VIEWERS[authorization]! : Promise.resolve(VIEWERS[authorization] ?? null);
  const gate = tenantQuota({ viewerOf, limiter: counted, corsOrigins: ['https://console.example.com.br'] });
  const brokenGate = tenantQuota({ viewerOf, limiter: broken, corsOrigins: [] });
  const server = createServer((req, res) =>
    (req.url === '/broken' ? brokenGate : gate)(req, res, () => {
      reached++;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"ok":true}}');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});
afterAll(async () => {
  await close?.();
});

const post = (path: string, headers: Record<string, string>) =>
  fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{"query":"{ ok }"}' });

describe('the tenant quota at the HTTP edge', () => {
  it('counts every operation of a company across its members; over the budget, 429 before the request goes on', async () => {
    const before = reached;
    const statuses = [];
    for (const token of ['token-a1', 'token-a2', 'token-a1', 'token-a2', 'token-a1', 'token-a2']) {
      statuses.push((await post('/graphql', { authorization: `Bearer ${token}` })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    expect(reached - before).toBe(BUDGET);
    // Once refused, the rest of the window is refused from memory: the store saw the budget and one more, no further.
    expect(storeCalls).toBe(BUDGET + 1);
  });

  it('answers in GraphQL error format with the catalogue text in the caller’s language and Retry-After', async () => {
    for (const [language, locale] of [
      ['pt-BR,pt;q=0.9', 'pt-BR'],
      ['en-US,en;q=0.9', 'en'],
    ] as const) {
      const res = await post('/graphql', { authorization: 'Bearer token-a1', 'accept-language': language });
      expect(res.status).toBe(429);
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await res.json()).toEqual({
        errors: [{ message: errorText('TOO_MANY_ATTEMPTS', locale), extensions: { code: 'TOO_MANY_ATTEMPTS', status: 429, retryAfter } }],
      });
    }
    expect(errorText('TOO_MANY_ATTEMPTS', 'pt-BR')).not.toBe(errorText('TOO_MANY_ATTEMPTS', 'en'));
  });

  it("naming another company in x-company-id spends the token's company's budget, not the named one's", async () => {
    expect((await post('/graphql', { authorization: 'Bearer token-a1', 'x-company-id': 'company-b' })).status).toBe(429);
    expect((await post('/graphql', { authorization: 'Bearer token-b' })).status).toBe(200);
  });

  it("a platform administrator's budget is their own, even with a company in the token", async () => {
    expect((await post('/graphql', { authorization: 'Bearer token-platform' })).status).toBe(200);
  });

  it('anonymous calls, unverified tokens and CORS preflights are not counted', async () => {
    const counted = storeCalls;
    for (let i = 0; i < BUDGET + 2; i++) {
      expect((await post('/graphql', {})).status).toBe(200);
      expect((await post('/graphql', { authorization: 'Bearer made-up' })).status).toBe(200);
    }
    const preflight = await fetch(`${url}/graphql`, { method: 'OPTIONS', headers: { authorization: 'Bearer token-a1' } });
    expect(preflight.status).toBe(200);
    expect(storeCalls).toBe(counted);
  });

  it('a refusal carries the CORS headers of a listed origin, so the browser can read it', async () => {
    const res = await post('/graphql', { authorization: 'Bearer token-a1', origin: 'https://console.example.com.br' });
    expect(res.status).toBe(429);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://console.example.com.br');
    const other = await post('/graphql', { authorization: 'Bearer token-a1', origin: 'https://evil.example.com' });
    expect(other.status).toBe(429);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('a counting failure lets the request through: the quota never takes the gateway down', async () => {
    expect((await post('/broken', { authorization: 'Bearer token-a1' })).status).toBe(200);
  });
});
