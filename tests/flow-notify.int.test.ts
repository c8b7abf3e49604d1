import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { putOnDuty } from './harness/emergency-duty.js';
import { asEmail, type GqlResult, gql, type SignedIn, signIn } from './harness/graphql.js';
import { insertPersons } from './harness/persons.js';
import { startStack, type TestStack } from './harness/stack.js';

/**
 * ARCHITECTURE.md / BENCHMARKS.md M7's counts, asserted (the bench measures the commit cost): every emergency transition
 * commits one flow event and sends one NOTIFY, whose payload is only `seq:company` — tiny, and free of personal data.
 */
let stack: TestStack;
let admin: SignedIn;
let queueId: string;
let personIds: string[];

const ok = <T>(r: GqlResult<T>): T => {
  expect(r.errors).toBeUndefined();
  return r.data!;
};
const call = <T>(query: string, variables: Record<string, unknown> = {}) =>
  gql<T>(stack.gatewayUrl, query, variables, { token: admin.accessToken, locale: 'en' });
const flowCount = async () =>
  Number((await stack.services.ctx.db.query<{ n: string }>('select count(*)::text as n from flow_event'))[0]!.n);

beforeAll(async () => {
  stack = await startStack();
  await putOnDuty(stack.gatewayUrl);
  admin = await signIn(stack.gatewayUrl, asEmail('admin@clinica.example.com', 'Admin1234'));
  queueId = ok(await call<{ emergencyQueues: Array<{ id: string }> }>('query { emergencyQueues(activeOnly: true) { id } }'))
    .emergencyQueues[0]!.id;
  personIds = await insertPersons(stack.services.ctx.db, admin.viewer.companyId, 'Paciente do notify', 5);
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

describe('one NOTIFY per transition', () => {
  it('10 transitions (5 joins, 5 closes) commit 10 flow events and send 10 notifications of at most 128 bytes', async () => {
    const received: string[] = [];
    const stop = await stack.services.ctx.db.listen('flow_event', (payload) => received.push(payload));
    try {
      const before = await flowCount();
      for (const personId of personIds) {
        const { openEmergencyProtocol } = ok(
          await call<{ openEmergencyProtocol: { id: string } }>(
            'mutation($q: ID!, $p: ID) { openEmergencyProtocol(queueId: $q, personId: $p) { id } }',
            { q: queueId, p: personId },
          ),
        );
        ok(await call('mutation($id: ID!) { closeEmergencyProtocol(id: $id, reason: "notify") { id } }', { id: openEmergencyProtocol.id }));
      }
      expect(await flowCount()).toBe(before + 10);
      await expect.poll(() => received.length).toBe(10);
      // nothing more arrives late
      await new Promise((r) => setTimeout(r, 300));
      expect(received).toHaveLength(10);
      for (const payload of received) {
        expect(payload).toMatch(new RegExp(`^\\d+:${admin.viewer.companyId}$`));
        expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(128);
      }
      // in commit order
      const seqs = received.map((p) => BigInt(p.split(':')[0]!));
      expect([...seqs].sort((a, b) => (a < b ? -1 : 1))).toEqual(seqs);
    } finally {
      await stop();
    }
  });
});
