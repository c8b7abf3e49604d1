import { describe, expect, it, vi } from 'vitest';
import { createGatewayFetch } from './gateway-fetch';
import { createMemorySession } from './session.fake';

const URL = '/graphql';
const NOW = 1_000_000;
const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const unauthenticated = () => json({ errors: [{ message: 'expired', extensions: { code: 'UNAUTHENTICATED' } }] });
const refreshed = (accessToken: string) =>
  json({ data: { refreshToken: { accessToken, refreshToken: `r-${accessToken}`, expiresIn: 900 } } });
const companiesCall = { method: 'POST', body: JSON.stringify({ operationName: 'CompanyList', query: '{ companies { total } }' }) };

function setup(responses: Array<() => Response>, expiresIn = 900) {
  const session = createMemorySession(() => NOW);
  session.save({ accessToken: 'a1', refreshToken: 'r1', expiresIn });
  const calls: Array<{ operation: string; authorization: string | null; language: string | null }> = [];
  const baseFetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    calls.push({
      operation: JSON.parse(String(init?.body)).operationName,
      authorization: headers.get('Authorization'),
      language: headers.get('Accept-Language'),
    });
    const next = responses.shift();
    if (!next) throw new Error('unexpected call');
    return next();
  });
  const fetch = createGatewayFetch({ url: URL, session, getLocale: () => 'pt-BR', fetch: baseFetch, now: () => NOW });
  return { fetch, session, calls };
}

describe('gateway fetch', () => {
  it('sends the bearer token and the current language', async () => {
    const { fetch, calls } = setup([() => json({ data: { companies: { total: 1 } } })]);
    await fetch(URL, companiesCall);
    expect(calls).toEqual([{ operation: 'CompanyList', authorization: 'Bearer a1', language: 'pt-BR' }]);
  });

  it('on UNAUTHENTICATED refreshes once and retries with the new token', async () => {
    const { fetch, session, calls } = setup([unauthenticated, () => refreshed('a2'), () => json({ data: {} })]);
    const response = await fetch(URL, companiesCall);
    expect(await response.json()).toEqual({ data: {} });
    expect(calls.map((c) => [c.operation, c.authorization])).toEqual([
      ['CompanyList', 'Bearer a1'],
      ['RefreshSession', null],
      ['CompanyList', 'Bearer a2'],
    ]);
    expect(session.get()).toMatchObject({ accessToken: 'a2', refreshToken: 'r-a2' });
  });

  it('hands a second UNAUTHENTICATED back to the caller (checkError logs out)', async () => {
    const { fetch, calls } = setup([unauthenticated, () => refreshed('a2'), unauthenticated]);
    const response = await fetch(URL, companiesCall);
    expect((await response.json()).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(calls).toHaveLength(3);
  });

  it('ends the session when the refresh token is refused', async () => {
    const { fetch, session } = setup([unauthenticated, unauthenticated]);
    const response = await fetch(URL, companiesCall);
    expect((await response.json()).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(session.get()).toBeNull();
  });

  it('rotates the token once for concurrent calls', async () => {
    const { fetch, calls } = setup([
      unauthenticated,
      unauthenticated,
      () => refreshed('a2'),
      () => json({ data: 1 }),
      () => json({ data: 2 }),
    ]);
    await Promise.all([fetch(URL, companiesCall), fetch(URL, companiesCall)]);
    expect(calls.filter((c) => c.operation === 'RefreshSession')).toHaveLength(1);
  });

  it('refreshes before a call when the access token is about to expire', async () => {
    const { fetch, calls } = setup([() => refreshed('a2'), () => json({ data: {} })], 10);
    await fetch(URL, companiesCall);
    expect(calls.map((c) => [c.operation, c.authorization])).toEqual([
      ['RefreshSession', null],
      ['CompanyList', 'Bearer a2'],
    ]);
  });

  it('never refreshes around the session operations themselves', async () => {
    const { fetch, calls } = setup([unauthenticated]);
    await fetch(URL, { method: 'POST', body: JSON.stringify({ operationName: 'SignOut' }) });
    expect(calls).toHaveLength(1);
  });
});
