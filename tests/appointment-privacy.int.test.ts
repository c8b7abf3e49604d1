import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerOf, ok } from './harness/gateway-call.js';
import { asEmail, type SignedIn, signIn } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

let stack: TestStack;
let admin: SignedIn;
let maria: SignedIn; // patient, guardian of Pedro

beforeAll(async () => {
  stack = await startStack();
  admin = await signIn(stack.gatewayUrl, asEmail('admin@clinica.example.com', 'Admin1234'));
  maria = await signIn(stack.gatewayUrl, { method: 'CPF', cpf: '529.982.247-25', birthDate: '1985-04-12' });
});
afterAll(async () => {
  await stack?.close();
});

type Clinical = {
  id: string;
  patientName: string;
  status: string;
  cid10: string | null;
  upshot: string | null;
  orientation: string | null;
  notes: string | null;
};
const FIELDS = 'id patientName status cid10 upshot orientation notes';
const call = callerOf(() => stack.gatewayUrl);
const finishedOf = async (who: SignedIn, name: string) =>
  ok(
    await call<{ appointments: { items: Clinical[] } }>(
      who,
      `query { appointments(perPage: 100, filter: { status: [FINISHED_BY_PROFESSIONAL] }) { items { ${FIELDS} } } }`,
    ),
  ).appointments.items.find((a) => a.patientName.startsWith(name))!;
const detail = async (who: SignedIn, id: string) =>
  ok(await call<{ appointment: Clinical }>(who, `query($id: ID!) { appointment(id: $id) { ${FIELDS} } }`, { id })).appointment;
const sharing = (on: boolean) =>
  call(
    admin,
    'mutation($id: ID!, $on: Boolean!) { updateCompany(id: $id, input: { settings: { clinicalDataSharingWithResponsible: $on } }) { id } }',
    {
      id: admin.viewer.companyId,
      on,
    },
  );

describe('what a patient reads of an appointment’s clinical record', () => {
  it('her own: the findings and the guidelines, never the professional’s service notes', async () => {
    const clinic = await detail(admin, (await finishedOf(admin, 'Maria Silva')).id);
    expect(clinic.notes).toBe('Pressão 140/90. Histórico familiar de doença coronariana.');
    const mine = await detail(maria, clinic.id);
    expect(mine).toMatchObject({ cid10: clinic.cid10, upshot: clinic.upshot, orientation: clinic.orientation, notes: null });
    expect((await finishedOf(maria, 'Maria Silva')).notes).toBeNull();
  });

  it('her dependent’s: no findings unless the company shares clinical data with the responsible', async () => {
    const clinic = await detail(admin, (await finishedOf(admin, 'Pedro Silva')).id);
    expect(clinic.cid10).toBe('J06.9');
    expect(await detail(maria, clinic.id)).toMatchObject({ cid10: null, upshot: null, orientation: null, notes: null });
    ok(await sharing(true));
    try {
      expect(await detail(maria, clinic.id)).toMatchObject({
        cid10: 'J06.9',
        upshot: clinic.upshot,
        orientation: clinic.orientation,
        notes: null,
      });
    } finally {
      ok(await sharing(false));
    }
  });
});
