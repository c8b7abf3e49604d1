import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './harness/demo-logins.js';
import { callerOf, codeOf, ok } from './harness/gateway-call.js';
import type { SignedIn } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

let stack: TestStack;
let maria: SignedIn;
let joao: SignedIn;
let carla: SignedIn;
let house: SignedIn;
const call = callerOf(() => stack.gatewayUrl);

beforeAll(async () => {
  stack = await startStack();
  [maria, joao, carla, house] = await signInAs(stack, 'maria', 'joao', 'carla', 'house');
});
afterAll(async () => {
  await stack?.close();
});

type Export = {
  generatedAt: string;
  account: { id: string; name: string };
  person: { id: string; name: string; cpf: string | null };
  dependents: Array<{ name: string }>;
  appointments: Array<{ id: string; patientId: string; patientName: string; notes: string | null }>;
  messages: Array<{ personId: string; subject: string; thread: Array<{ body: string }> }>;
  termsOfUse: { version: string; accepted: boolean };
};
const EXPORT = `{ myDataExport {
  generatedAt account { id name } person { id name cpf } dependents { name }
  appointments { id patientId patientName notes } messages { personId subject thread { body } } termsOfUse { version accepted }
} }`;
const exportOf = async (who: SignedIn) => ok(await call<{ myDataExport: Export }>(who, EXPORT)).myDataExport;

describe('LGPD: a patient downloads their data (issue 18 item 6)', () => {
  it("holds Maria's account, her record and her dependents', her appointments and conversations, and the terms", async () => {
    const x = await exportOf(maria);
    expect(x.account.name).toBe('Maria Silva');
    expect(x.person).toMatchObject({ name: 'Maria Silva', cpf: '52998224725' });
    expect(x.dependents.map((d) => d.name).sort()).toEqual(['Laura Silva', 'Pedro Silva']);
    const family = new Set([x.person.id]);
    const { persons } = ok(await call<{ persons: { items: Array<{ id: string }> } }>(maria, '{ persons(perPage: 100) { items { id } } }'));
    for (const p of persons.items) family.add(p.id);
    expect(x.appointments.length).toBeGreaterThan(0);
    for (const a of x.appointments) expect(family.has(a.patientId)).toBe(true);
    expect(x.messages.length).toBeGreaterThan(0);
    for (const m of x.messages) expect(family.has(m.personId)).toBe(true);
    expect(x.messages.every((m) => m.thread.length > 0)).toBe(true);
    expect(x.termsOfUse.accepted).toBe(true);
  });

  it("never holds another patient's data, in the same clinic or another", async () => {
    const mariaIds = new Set((await exportOf(maria)).appointments.map((a) => a.id));
    for (const other of [joao, carla]) {
      const x = await exportOf(other);
      expect(x.person.name).not.toBe('Maria Silva');
      expect(x.appointments.some((a) => mariaIds.has(a.id))).toBe(false);
      expect(x.appointments.every((a) => !a.patientName.startsWith('Maria Silva'))).toBe(true);
    }
  });

  it('is for patients only: a doctor and an anonymous caller are refused', async () => {
    expect(codeOf(await call(house, EXPORT))).toBe('ACCESS_DENIED');
    expect(codeOf(await call(null, EXPORT))).toBe('UNAUTHENTICATED');
  });
});
