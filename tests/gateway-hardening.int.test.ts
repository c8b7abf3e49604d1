import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

let stack: TestStack;
beforeAll(async () => {
  // The production configuration (introspection off, schema details hidden) with the secrets, origins and shared
  // rate-limit store it requires: this machine's Redis (TEST_REDIS_URL), else an address where none answers — the
  // in-memory insurance limiter then counts, and nothing here depends on the store.
  stack = await startStack({
    gatewayEnv: {
      NODE_ENV: 'production',
      CORS_ORIGINS: 'https://pacientes.example.com.br',
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:9',
    },
  });
});
afterAll(async () => {
  await stack?.close();
});

const restCalls = () =>
  [...stack.services.ctx.counters.entries()].filter(([k]) => !k.includes('jwks') && !k.includes('flow')).reduce((n, [, v]) => n + v, 0);

describe('GraphQL hardening with the production configuration', () => {
  it('rejects introspection and gives no "Did you mean" hints', async () => {
    const intro = await gql(stack.gatewayUrl, '{ __schema { types { name } } }');
    expect(intro.errors?.length).toBeGreaterThan(0);
    const typo = await gql(stack.gatewayUrl, '{ domainLis(name: REGION) { code } }');
    expect(JSON.stringify(typo.errors)).not.toMatch(/Did you mean/);
  });

  it('rejects a too-deep query and too many aliases before any REST call', async () => {
    const before = restCalls();
    const deep = await gql(
      stack.gatewayUrl,
      '{ company(id: "x") { parent { parent { parent { parent { parent { parent { parent { parent { id } } } } } } } } } }',
    );
    expect(deep.errors?.[0]).toMatchObject({
      message: 'This request is too large or too complex',
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    });
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: health`).join(' ');
    const many = await gql(stack.gatewayUrl, `{ ${aliases} }`);
    expect(many.errors?.[0]?.message).toBe('This request is too large or too complex');
    const within = await gql(stack.gatewayUrl, `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: health`).join(' ')} }`);
    expect(within.errors).toBeUndefined();
    const costly = await gql(
      stack.gatewayUrl,
      'query($n: Int) { companies(perPage: $n) { items { id name parents { id name parents { id name } } } } }',
      { n: 1000 },
    );
    expect(costly.errors?.[0]).toMatchObject({
      message: 'This request is too large or too complex',
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    });
    expect(restCalls()).toBe(before);
  });

  it('rejects batched arrays and a text/plain POST without the preflight header (CSRF)', async () => {
    const batch = await fetch(stack.gatewayUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ health }' }, { query: '{ health }' }]),
    });
    expect(batch.status).toBe(400);
    const csrf = await fetch(stack.gatewayUrl, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '{ health }' }),
    });
    // Refused before Apollo's CSRF check even runs: a GraphQL POST is JSON (a simple, preflight-free request is not).
    expect(csrf.status).toBe(415);
    expect(((await csrf.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]!.extensions.code).toBe(
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('hides unexpected errors behind INTERNAL', async () => {
    const r = await gql(stack.gatewayUrl, '{ me { name } }', {}, { token: 'garbage.token.value' });
    expect(r.data).toEqual({ me: null });
  });
});

describe('domain lists through the gateway (SPEC §3, §7)', () => {
  it('answers every list in the request language', async () => {
    const pt = await gql<{ domainList: Array<{ code: string; value: string }> }>(
      stack.gatewayUrl,
      '{ domainList(name: PAYMENT_TYPE) { code value } }',
      {},
      { locale: 'pt-BR' },
    );
    const en = await gql<{ domainList: Array<{ code: string; value: string }> }>(
      stack.gatewayUrl,
      '{ domainList(name: PAYMENT_TYPE) { code value } }',
      {},
      { locale: 'en-US' },
    );
    expect(pt.data!.domainList.map((v) => v.code).sort()).toEqual(en.data!.domainList.map((v) => v.code).sort());
    expect(pt.data!.domainList.map((v) => v.value)).not.toEqual(en.data!.domainList.map((v) => v.value));
    const countries = await gql<{ domainList: Array<{ code: string; value: string }> }>(
      stack.gatewayUrl,
      '{ domainList(name: COUNTRY_LIST) { code value } }',
      {},
      { locale: 'pt-BR' },
    );
    expect(countries.data!.domainList.find((c) => c.code === 'BR')?.value).toBe('Brasil');
  });

  it("answers the 27 states sorted by value and a state's cities with IBGE codes", async () => {
    const states = await gql<{ domainList: Array<{ code: string; value: string }> }>(
      stack.gatewayUrl,
      '{ domainList(name: REGION) { code value } }',
    );
    expect(states.data!.domainList).toHaveLength(27);
    expect(states.data!.domainList[0]).toEqual({ code: 'AC', value: 'Acre' });
    const sp = await gql<{ domainList: Array<{ code: string; value: string }> }>(
      stack.gatewayUrl,
      '{ domainList(name: CITY, parent: "SP") { code value } }',
    );
    expect(sp.data!.domainList).toHaveLength(645);
    expect(sp.data!.domainList).toContainEqual({ code: '3550308', value: 'São Paulo' });
  });

  it('says which field is wrong for a city list without a known state', async () => {
    const r = await gql(stack.gatewayUrl, '{ domainList(name: CITY, parent: "XX") { code } }', {}, { locale: 'en' });
    expect(r.errors?.[0]?.extensions?.fields).toEqual([{ field: 'parent', message: 'State is invalid' }]);
  });
});
