import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInInTurn } from './harness/demo-logins.js';
import { callerOf, codeOf, fieldsOf, ok } from './harness/gateway-call.js';
import type { SignedIn } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

/**
 * A professional's CPF and RQE (issue 19 items 1 and 3): the clinic's staff keep them on the professional's record (the
 * CPF is the one the A1 certificate must carry, the RQE is printed beside the CRM); the CPF is read by the staff and the
 * professional themself only; colleagues and patients read null; bad input names its field and changes nothing; the
 * professional cannot set them through their own profile.
 */
let stack: TestStack;
let manager: SignedIn;
let house: SignedIn;
let ana: SignedIn;
let maria: SignedIn;
let houseId: string;
const call = callerOf(() => stack.gatewayUrl);

const READ = 'query($id: ID!) { professional(id: $id) { id name cpf rqe } }';
const UPDATE = 'mutation($id: ID!, $i: ProfessionalInput!) { updateProfessional(id: $id, input: $i) { id cpf rqe } }';
type Pro = { id: string; name: string; cpf: string | null; rqe: string | null };

beforeAll(async () => {
  stack = await startStack();
  [manager, house, ana, maria] = await signInInTurn(stack, 'manager', 'house', 'ana', 'maria');
  const { professionals } = ok(
    await call<{ professionals: { items: Array<{ id: string; name: string }> } }>(
      manager,
      '{ professionals(perPage: 100) { items { id name } } }',
    ),
  );
  houseId = professionals.items.find((p) => p.name === 'Dr. Gregório House')!.id;
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

describe('a professional’s CPF and RQE', () => {
  it('the manager sets them (formatting dropped); the record keeps digits', async () => {
    const updated = ok(
      await call<{ updateProfessional: Pro }>(manager, UPDATE, { id: houseId, i: { cpf: '390.533.447-05', rqe: '12.345' } }),
    ).updateProfessional;
    expect(updated).toMatchObject({ cpf: '39053344705', rqe: '12345' });
  });

  it('the CPF is read by the staff and by the professional, not by a colleague nor a patient; the RQE by the staff and colleagues', async () => {
    const as = async (who: SignedIn) => ok(await call<{ professional: Pro | null }>(who, READ, { id: houseId })).professional;
    expect(await as(manager)).toMatchObject({ cpf: '39053344705', rqe: '12345' });
    expect(await as(house)).toMatchObject({ cpf: '39053344705', rqe: '12345' });
    expect(await as(ana)).toMatchObject({ cpf: null, rqe: '12345' });
    expect(await as(maria)).toMatchObject({ name: 'Dr. Gregório House', cpf: null, rqe: null });
  });

  it('an invalid CPF or RQE is refused with its field in the caller’s language; nothing changes', async () => {
    const r = await call(manager, UPDATE, { id: houseId, i: { cpf: '111.111.111-12', rqe: 'RQE-12a' } }, 'pt');
    expect(codeOf(r)).toBe('BAD_INPUT');
    expect(fieldsOf(r)).toEqual([
      { field: 'cpf', message: 'O CPF deve ser válido' },
      { field: 'rqe', message: 'O campo RQE (registro de especialista) é inválido' },
    ]);
    expect(ok(await call<{ professional: Pro }>(manager, READ, { id: houseId })).professional).toMatchObject({
      cpf: '39053344705',
      rqe: '12345',
    });
  });

  it('the professional cannot change them through their own profile, nor through the staff’s mutation', async () => {
    expect(codeOf(await call(house, UPDATE, { id: houseId, i: { cpf: '529.982.247-25' } }))).toBe('ACCESS_DENIED');
    const own = await call(house, 'mutation($id: ID!) { updateMyProfessionalProfile(id: $id, input: { cpf: "52998224725" }) { id } }', {
      id: houseId,
    });
    // Their profile's input has no such field: the gateway refuses the document before anything runs.
    expect(own.errors?.length).toBeGreaterThan(0);
    expect(own.data?.updateMyProfessionalProfile ?? null).toBeNull();
    expect(ok(await call<{ professional: Pro }>(manager, READ, { id: houseId })).professional.cpf).toBe('39053344705');
  });

  it('null clears the RQE', async () => {
    expect(
      ok(await call<{ updateProfessional: Pro }>(manager, UPDATE, { id: houseId, i: { rqe: null } })).updateProfessional.rqe,
    ).toBeNull();
  });
});
