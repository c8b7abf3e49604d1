import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack({ gatewayEnv: { ACCESS_CODE_RATE_LIMIT_PER_MINUTE: '5' } });
});
afterAll(async () => {
  await stack?.close();
});

const BY_ACCESS = 'query($a: String!) { appointmentByAccess(access: $a) { protocol } }';
const guess = () => randomBytes(24).toString('base64url');
const codesOf = (r: { errors?: Array<{ extensions?: Record<string, unknown> }> }) => (r.errors ?? []).map((e) => e.extensions?.code);

describe('short-link access codes cannot be guessed at speed (SECURITY.md T08)', () => {
  it('answers a wrong code like an unknown one, then "Too many attempts" past the limit per address, aliases counted', async () => {
    const first = await gql(stack.gatewayUrl, BY_ACCESS, { a: guess() }, { locale: 'en' });
    expect(codesOf(first)).toEqual(['UNABLE_TO_RETRIEVE_DATA']);
    // Four more in one request, as aliases: the limit (5) is reached exactly …
    const aliases = Array.from({ length: 4 }, (_, i) => `g${i}: appointmentByAccess(access: "${guess()}") { protocol }`).join(' ');
    const batch = await gql(stack.gatewayUrl, `query { ${aliases} }`, {}, { locale: 'en' });
    expect(codesOf(batch)).toEqual(Array(4).fill('UNABLE_TO_RETRIEVE_DATA'));
    // … and the next guess, and the cancel mutation, are refused before reaching the services.
    const refused = await gql(stack.gatewayUrl, BY_ACCESS, { a: guess() }, { locale: 'en' });
    expect(codesOf(refused)).toEqual(['TOO_MANY_ATTEMPTS']);
    expect(refused.errors?.[0]?.message).toBe('Too many attempts, try again later');
    expect(Number((refused.errors?.[0]?.extensions as { retryAfter?: number } | undefined)?.retryAfter)).toBeGreaterThan(0);
    const cancel = await gql(
      stack.gatewayUrl,
      'mutation($a: String!) { cancelAppointmentByAccess(access: $a, reason: "x") { protocol } }',
      { a: guess() },
      { locale: 'pt-BR' },
    );
    expect(codesOf(cancel)).toEqual(['TOO_MANY_ATTEMPTS']);
    expect(cancel.errors?.[0]?.message).toBe('Muitas tentativas, tente novamente mais tarde');
  });
});
