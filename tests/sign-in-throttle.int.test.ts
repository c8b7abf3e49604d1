import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asEmail, gql } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack({ gatewayEnv: { AUTH_RATE_LIMIT_PER_MINUTE: '40' } });
});
afterAll(async () => {
  await stack?.close();
});

const SIGN_IN = 'mutation($i: SignInInput!) { signIn(input: $i) { accessToken } }';
const attempt = (input: Record<string, unknown>) => gql(stack.gatewayUrl, SIGN_IN, { i: input }, { locale: 'en' });
const codeOf = (r: Awaited<ReturnType<typeof attempt>>) => r.errors?.[0]?.extensions?.code;

describe('sign-in throttling (SECURITY.md T09)', () => {
  it('locks an account after 10 failures, even for the right password, and answers an unknown account the same way', async () => {
    const codes: unknown[] = [];
    for (let i = 0; i < 11; i++) codes.push(codeOf(await attempt(asEmail('gestor@clinica.example.com', `Wrong${i}pass`))));
    expect(codes.slice(0, 10)).toEqual(Array(10).fill('INVALID_CREDENTIALS'));
    expect(codes[10]).toBe('TOO_MANY_ATTEMPTS');
    const right = await attempt(asEmail('gestor@clinica.example.com', 'Gestor1234'));
    expect(codeOf(right)).toBe('TOO_MANY_ATTEMPTS');
    expect(right.errors?.[0]?.message).toBe('Too many attempts, try again later');

    const unknown: unknown[] = [];
    for (let i = 0; i < 11; i++) unknown.push(codeOf(await attempt(asEmail('nobody@clinica.example.com', `Wrong${i}pass`))));
    expect(unknown).toEqual(codes);
  }, 60_000);

  it('12 concurrent wrong passwords for one account: 10 are evaluated, 2 refused unevaluated, and the account is locked', async () => {
    const codes = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt(asEmail('dra.ana@example.com', `Wrong${i}pass`)).then(codeOf)),
    );
    expect(codes.filter((c) => c === 'INVALID_CREDENTIALS')).toHaveLength(10);
    expect(codes.filter((c) => c === 'TOO_MANY_ATTEMPTS')).toHaveLength(2);
    expect(codeOf(await attempt(asEmail('dra.ana@example.com', 'Medico123')))).toBe('TOO_MANY_ATTEMPTS');
  }, 60_000);

  it('counts failures per identifier: another account is not affected, and a success clears the count', async () => {
    const ok = await attempt(asEmail('admin@clinica.example.com', 'Admin1234'));
    expect(ok.errors).toBeUndefined();
    const rows = await stack.services.ctx.db.query<{ n: number }>('select count(*)::int as n from sign_in_attempt');
    expect(rows[0]!.n).toBe(3); // the three locked identifiers only
  });

  it('limits sign-ins per client address, aliased fields included, with a retry time', async () => {
    const aliases = Array.from({ length: 10 }, (_, i) => `a${i}: signIn(input: $i) { accessToken }`).join(' ');
    const results = [];
    for (let i = 0; i < 3; i++)
      results.push(
        await gql(stack.gatewayUrl, `mutation($i: SignInInput!) { ${aliases} }`, { i: asEmail('dr.house@example.com', 'Medico123') }),
      );
    const limited = results.flatMap((r) => r.errors ?? []).filter((e) => e.extensions?.code === 'TOO_MANY_ATTEMPTS');
    expect(limited.length).toBeGreaterThan(0);
    expect((limited[0]!.extensions as { retryAfter?: number }).retryAfter).toBeGreaterThan(0);
  });
});
