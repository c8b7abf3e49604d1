import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, book, codeOf, fieldsOf, instant, localDay, peopleWithHouseAlwaysAvailable } from './harness/booking.js';
import { signInAs } from './harness/demo-logins.js';
import { gql, type SignedIn } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

/** Issue 18 item 2: a patient's own dependents (register, list, edit, remove), isolation, and booking for one. */
let stack: TestStack;
let maria: SignedIn; // guardian of Pedro and Laura Silva
let joao: SignedIn; // guardian of Ana Souza
let carla: SignedIn; // patient of Clínica Bem Viver

type Dependent = {
  id: string;
  name: string;
  parentId: string | null;
  relationship: string | null;
  cpf: string | null;
  uhcId: string | null;
};
const FIELDS = 'id name parentId relationship cpf uhcId';
const ADD = `mutation($p: ID!, $i: PersonInput!) { addDependent(parentId: $p, input: $i) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $i: PersonInput!) { updatePerson(id: $id, input: $i) { ${FIELDS} } }`;
const REMOVE = `mutation($p: ID!, $id: ID!) { removeDependent(parentId: $p, id: $id) { ${FIELDS} } }`;
const MINE = `query($id: ID!) { person(id: $id) { dependents { ${FIELDS} } } }`;

const add = (who: SignedIn, parentId: string, input: Record<string, unknown>, locale = 'en') =>
  gql<{ addDependent: Dependent }>(stack.gatewayUrl, ADD, { p: parentId, i: input }, as(who, locale));
const remove = (who: SignedIn, parentId: string, id: string) =>
  gql<{ removeDependent: Dependent }>(stack.gatewayUrl, REMOVE, { p: parentId, id }, as(who));
async function dependentsOf(who: SignedIn, personId: string) {
  const r = await gql<{ person: { dependents: Dependent[] } | null }>(stack.gatewayUrl, MINE, { id: personId }, as(who));
  expect(r.errors).toBeUndefined();
  return r.data!.person?.dependents ?? null;
}

beforeAll(async () => {
  stack = await startStack();
  [maria, joao, carla] = await signInAs(stack, 'maria', 'joao', 'carla');
});
afterAll(async () => {
  await stack?.close();
});

describe('a patient’s own dependents', () => {
  it('registers, lists, edits and removes a dependent of their own', async () => {
    const me = maria.viewer.personId!;
    const added = await add(maria, me, { name: 'Helena Silva', birthDate: '2020-03-03', cpf: '714.602.380-01', relationship: 'CHILD' });
    expect(added.errors).toBeUndefined();
    const helena = added.data!.addDependent;
    expect(helena).toMatchObject({ name: 'Helena Silva', parentId: me, relationship: 'CHILD', cpf: '71460238001' });
    expect((await dependentsOf(maria, me))!.map((d) => d.name)).toEqual(['Helena Silva', 'Laura Silva', 'Pedro Silva']);

    const edited = await gql<{ updatePerson: Dependent }>(
      stack.gatewayUrl,
      UPDATE,
      { id: helena.id, i: { relationship: 'OTHER' } },
      as(maria),
    );
    expect(edited.data?.updatePerson).toMatchObject({ id: helena.id, relationship: 'OTHER' });

    const removed = await remove(maria, me, helena.id);
    expect(removed.data?.removeDependent.id).toBe(helena.id);
    expect((await dependentsOf(maria, me))!.map((d) => d.name)).toEqual(['Laura Silva', 'Pedro Silva']);
  });

  it('refuses a bad CPF or CNS under its field, in the caller’s language, and saves nothing', async () => {
    const me = maria.viewer.personId!;
    const bad = await add(
      maria,
      me,
      { name: 'X', birthDate: '2020-01-01', cpf: '111.111.111-12', uhcId: '123', relationship: 'CHILD' },
      'pt-BR',
    );
    expect(codeOf(bad)).toBe('BAD_INPUT');
    expect(Object.keys(fieldsOf(bad)).sort()).toEqual(['cpf', 'uhcId']);
    expect(fieldsOf(bad).cpf).toMatch(/CPF/);
    expect((await dependentsOf(maria, me))!).toHaveLength(2);
  });

  it('keeps a dependent with a health record (Pedro has appointments): CONFLICT on the status', async () => {
    const pedro = (await dependentsOf(maria, maria.viewer.personId!))!.find((d) => d.name === 'Pedro Silva')!;
    const r = await remove(maria, maria.viewer.personId!, pedro.id);
    expect(codeOf(r)).toBe('CONFLICT');
    expect(Object.keys(fieldsOf(r))).toEqual(['status']);
  });

  it('a relationship belongs to a dependent only', async () => {
    const r = await gql(stack.gatewayUrl, UPDATE, { id: maria.viewer.personId, i: { relationship: 'CHILD' } }, as(maria));
    expect(Object.keys(fieldsOf(r))).toEqual(['relationship']);
  });
});

describe('isolation between patients and between tenants', () => {
  it('a patient never reads, adds to, changes or removes another patient’s dependents', async () => {
    const joaos = (await dependentsOf(joao, joao.viewer.personId!))!;
    expect(joaos.map((d) => d.name)).toEqual(['Ana Souza']);
    const ana = joaos[0]!;
    expect(await dependentsOf(maria, joao.viewer.personId!)).toBeNull();
    expect(codeOf(await add(maria, joao.viewer.personId!, { name: 'Intruso', birthDate: '2020-01-01', relationship: 'CHILD' }))).toBe(
      'NOT_FOUND',
    );
    const change = await gql(stack.gatewayUrl, UPDATE, { id: ana.id, i: { name: 'Mudado' } }, as(maria));
    expect(codeOf(change)).toBe('NOT_FOUND');
    expect(codeOf(await remove(maria, joao.viewer.personId!, ana.id))).toBe('NOT_FOUND');
    // Her own record as the parent does not reach his dependent either.
    expect(codeOf(await remove(maria, maria.viewer.personId!, ana.id))).toBe('NOT_FOUND');
    expect((await dependentsOf(joao, joao.viewer.personId!))!.map((d) => d.name)).toEqual(['Ana Souza']);
  });

  it('another clinic’s patient sees nothing of this clinic’s dependents', async () => {
    expect(await dependentsOf(carla, maria.viewer.personId!)).toBeNull();
    const pedro = (await dependentsOf(maria, maria.viewer.personId!))!.find((d) => d.name === 'Pedro Silva')!;
    expect(codeOf(await remove(carla, maria.viewer.personId!, pedro.id))).toBe('NOT_FOUND');
    expect(codeOf(await add(carla, maria.viewer.personId!, { name: 'X', birthDate: '2020-01-01' }))).toBe('NOT_FOUND');
  });
});

describe('booking for a dependent', () => {
  it('books for one’s own new dependent, never for someone else’s', async () => {
    const { ids } = await peopleWithHouseAlwaysAvailable(stack);
    const added = await add(maria, maria.viewer.personId!, { name: 'Tomás Silva', birthDate: '2019-07-07', relationship: 'CHILD' });
    const tomas = added.data!.addDependent;
    const day = localDay(12);
    const own = await book(stack, maria, { doctorId: ids.house, patientId: tomas.id, startsAt: instant(day, '10:00') });
    expect(own.errors).toBeUndefined();
    expect(own.data!.bookAppointment).toMatchObject({ patientId: tomas.id, source: 'SELF_SCHEDULING' });
    expect(own.data!.bookAppointment.patientName).toMatch(/^Tomás Silva/);

    const foreign = await book(stack, maria, { doctorId: ids.house, patientId: ids.joaosDependent, startsAt: instant(day, '11:00') });
    expect(Object.keys(fieldsOf(foreign))).toEqual(['patientId']);
    const joaoForTomas = await book(stack, joao, { doctorId: ids.house, patientId: tomas.id, startsAt: instant(day, '11:30') });
    expect(Object.keys(fieldsOf(joaoForTomas))).toEqual(['patientId']);
    // Now he has a health record: kept.
    expect(codeOf(await remove(maria, maria.viewer.personId!, tomas.id))).toBe('CONFLICT');
  });
});
