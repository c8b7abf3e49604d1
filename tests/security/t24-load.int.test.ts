import { randomBytes } from 'node:crypto';
import { MAX_PAGE_SIZE } from '@teleconsulta/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInInTurn } from '../harness/demo-logins.js';
import { callerOf, codeOf, fieldsOf, ok } from '../harness/gateway-call.js';
import type { SignedIn } from '../harness/graphql.js';
import { startStack, type TestStack } from '../harness/stack.js';

/**
 * SECURITY.md T24, resource consumption: 50 connections keep the gateway busy for LOAD_SECONDS (20 in CI, as
 * SECURITY.md's CI tier allows; 60 for the full run) with what the public and the clinic send most — the short-link
 * pages with codes that are not (guessing), sign-in-free lists refused, a patient's appointments, the clinic's
 * appointment list at the largest page, and one page more than allowed — and not one answer is a 5xx, a reset or a
 * time-out. The pinned page-size limit holds under the load. How fast is measured by the benchmarks, not here.
 */
const CONNECTIONS = 50;
const SECONDS = Number(process.env.LOAD_SECONDS ?? 20);

let stack: TestStack;
let admin: SignedIn;
let maria: SignedIn;
const call = callerOf(() => stack.gatewayUrl);

const BY_ACCESS = 'query($access: String!) { appointmentByAccess(access: $access, page: ROOM) { protocol } }';
const LIST = 'query($perPage: Int) { appointments(perPage: $perPage) { total items { id status } } }';

beforeAll(async () => {
  // Each connection is its own client here: the per-address limits would otherwise answer 429 to all of them at once.
  stack = await startStack({ gatewayEnv: { ACCESS_CODE_RATE_LIMIT_PER_MINUTE: '1000000' } });
  [admin, maria] = await signInInTurn(stack, 'admin', 'maria');
});
afterAll(async () => {
  await stack?.close();
});

describe('T24 the gateway under load', () => {
  it(`${CONNECTIONS} connections for ${SECONDS} s: no 5xx, no reset, no time-out`, async () => {
    const requests: Array<() => { body: unknown; token: string | null }> = [
      () => ({ body: { query: BY_ACCESS, variables: { access: randomBytes(24).toString('base64url') } }, token: null }),
      () => ({ body: { query: LIST, variables: { perPage: 10 } }, token: null }),
      () => ({ body: { query: LIST, variables: { perPage: 10 } }, token: maria.accessToken }),
      () => ({ body: { query: LIST, variables: { perPage: MAX_PAGE_SIZE } }, token: admin.accessToken }),
      () => ({ body: { query: LIST, variables: { perPage: MAX_PAGE_SIZE + 1 } }, token: admin.accessToken }),
    ];
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let sent = 0;
    const until = performance.now() + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async (_, connection) => {
        for (let i = connection; performance.now() < until; i++) {
          const { body, token } = requests[i % requests.length]!();
          sent++;
          try {
            const response = await fetch(new URL('/graphql', stack.gatewayUrl), {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                'x-forwarded-for': `203.0.113.${connection + 1}`,
                ...(token ? { authorization: `Bearer ${token}` } : {}),
              },
              body: JSON.stringify(body),
              signal: AbortSignal.timeout(30_000),
            });
            await response.arrayBuffer();
            statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          } catch (error) {
            failures.push(String((error as Error).cause ?? error).slice(0, 120));
          }
        }
      }),
    );
    const summary = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, n]) => `${status} × ${n}`);
    console.log(
      `T24 load: ${CONNECTIONS} connections, ${SECONDS} s, ${sent} requests (${Math.round(sent / SECONDS)}/s): ${summary.join(', ')}; ` +
        `${failures.length} without an answer`,
    );
    expect(failures).toEqual([]);
    expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);
    expect(sent).toBeGreaterThan(CONNECTIONS);
  }, 120_000);

  it('the page-size limit holds: the largest page is answered, one more is a field error naming perPage', async () => {
    expect(
      ok(await call<{ appointments: { items: unknown[] } }>(admin, LIST, { perPage: MAX_PAGE_SIZE })).appointments.items.length,
    ).toBeLessThanOrEqual(MAX_PAGE_SIZE);
    const messages = [];
    for (const locale of ['en', 'pt']) {
      const refused = await call(admin, LIST, { perPage: MAX_PAGE_SIZE + 1 }, locale);
      expect(codeOf(refused)).toBe('BAD_INPUT');
      const field = fieldsOf(refused).find((f) => f.field === 'perPage');
      expect(field?.message).toBeTruthy();
      messages.push(field!.message);
    }
    // In each language its own words.
    expect(new Set(messages).size).toBe(2);
  });
});
