import { errorText } from '@teleconsulta/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInInTurn } from '../harness/demo-logins.js';
import type { SignedIn } from '../harness/graphql.js';
import { startStack, type TestStack } from '../harness/stack.js';

/**
 * SECURITY.md T24, noisy tenant (ADR 0039): every GraphQL operation over HTTP of a signed-in caller spends its
 * company's budget a minute (TENANT_REQUESTS_PER_MINUTE), the company of the verified token, never the x-company-id
 * header. Clínica Saúde Total (A) fires 10× its budget at once, in concurrent batches, while Clínica Bem Viver (B) works
 * in between: exactly the budget of A is served, the rest is 429 TOO_MANY_ATTEMPTS in the caller's language with
 * Retry-After, and not one of B's operations is refused or fails. What the flood costs B's latency is measured by
 * the benchmark (tests/bench/m14-noisy-tenant.ts), never here.
 */
const QUOTA = 50;
const BATCHES = 10;
const A_PER_BATCH = QUOTA; // 10 × QUOTA in all
const B_PER_BATCH = 3; // B stays well inside its own budget: 30 here and 2 at the end

let stack: TestStack;
let admin: SignedIn;
let manager: SignedIn;
let adminB: SignedIn;
let platform: SignedIn;

const LIST = 'query($perPage: Int) { appointments(perPage: $perPage) { total items { id status } } }';

type Answer = {
  status: number;
  retryAfter: string | null;
  body: { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string; retryAfter?: number } }> };
};

async function post(who: SignedIn, language: string, headers: Record<string, string> = {}, query = LIST): Promise<Answer> {
  const res = await fetch(stack.gatewayUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': language,
      authorization: `Bearer ${who.accessToken}`,
      ...headers,
    },
    body: JSON.stringify({ query, variables: { perPage: 5 } }),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Answer['body'] };
}

const served = (a: Answer) => a.status === 200 && a.body.data != null && a.body.errors === undefined;

beforeAll(async () => {
  stack = await startStack({ gatewayEnv: { TENANT_REQUESTS_PER_MINUTE: String(QUOTA) } });
  // Sign-ins are anonymous calls: they spend no tenant's budget.
  [admin, manager, adminB, platform] = await signInInTurn(stack, 'admin', 'manager', 'adminB', 'platform');
});
afterAll(async () => {
  await stack?.close();
});

describe('T24 noisy tenant: a per-company budget of operations a minute at the gateway', () => {
  it('A at 10× its budget: exactly the budget is served, the rest refused 429 in its language; B, in between, is never refused', async () => {
    expect(admin.viewer.companyId).toBe(manager.viewer.companyId);
    expect(adminB.viewer.companyId).not.toBe(admin.viewer.companyId);
    const a: Array<{ answer: Answer; locale: 'pt-BR' | 'en' }> = [];
    const b: Answer[] = [];
    for (let batch = 0; batch < BATCHES; batch++) {
      // Two members of A (their budget is the company's), half in Portuguese and half in English; B's calls in the middle.
      const flood = Array.from({ length: A_PER_BATCH }, async (_, i) => {
        const locale = i % 2 ? 'en' : 'pt-BR';
        a.push({ answer: await post(i % 3 ? admin : manager, locale === 'en' ? 'en-US,en;q=0.9' : 'pt-BR,pt;q=0.9'), locale });
      });
      const work = Array.from({ length: B_PER_BATCH }, async () => {
        b.push(await post(adminB, 'pt-BR'));
      });
      await Promise.all([...flood.slice(0, A_PER_BATCH / 2), ...work, ...flood.slice(A_PER_BATCH / 2)]);
    }

    expect(a).toHaveLength(BATCHES * A_PER_BATCH);
    expect(a.filter(({ answer }) => answer.status >= 500)).toEqual([]);
    expect(a.filter(({ answer }) => served(answer))).toHaveLength(QUOTA);
    const refused = a.filter(({ answer }) => answer.status === 429);
    expect(refused).toHaveLength(BATCHES * A_PER_BATCH - QUOTA);
    const messages = new Set<string>();
    for (const { answer, locale } of refused) {
      const error = answer.body.errors?.[0];
      expect(answer.body.errors).toHaveLength(1);
      expect(error?.extensions?.code).toBe('TOO_MANY_ATTEMPTS');
      expect(error?.message).toBe(errorText('TOO_MANY_ATTEMPTS', locale));
      // The seconds to wait, in the header and in the error, whole and within the minute.
      expect(Number(answer.retryAfter)).toBe(error?.extensions?.retryAfter);
      expect(Number.isInteger(error?.extensions?.retryAfter)).toBe(true);
      expect(error?.extensions?.retryAfter).toBeGreaterThanOrEqual(1);
      expect(error?.extensions?.retryAfter).toBeLessThanOrEqual(60);
      messages.add(error!.message);
    }
    // Both languages were answered, each in its own words.
    expect([...messages].sort()).toEqual(['Muitas tentativas, tente novamente mais tarde', 'Too many attempts, try again later']);

    expect(b).toHaveLength(BATCHES * B_PER_BATCH);
    expect(b.filter((answer) => !served(answer)).map((answer) => `${answer.status} ${JSON.stringify(answer.body.errors)}`)).toEqual([]);
  });

  it("a member of A naming B in x-company-id spends A's budget, not B's: refused, and B still passes", async () => {
    const spoofed = await post(manager, 'en', { 'x-company-id': adminB.viewer.companyId });
    expect(spoofed.status).toBe(429);
    expect(spoofed.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_ATTEMPTS');
    expect(spoofed.body.errors?.[0]?.message).toBe(errorText('TOO_MANY_ATTEMPTS', 'en'));
    const answer = await post(adminB, 'en');
    expect(served(answer), JSON.stringify(answer.body)).toBe(true);
  });

  it("a platform administrator spends a budget of their own, not a clinic's", async () => {
    const answer = await post(platform, 'en', {}, '{ me { id } }');
    expect(served(answer), JSON.stringify(answer.body)).toBe(true);
  });
});
