import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asEmail, gql, type SignedIn, signIn } from './harness/graphql.js';
import { callService } from './harness/service-call.js';
import { startStack, type TestStack } from './harness/stack.js';

let stack: TestStack;
let admin: SignedIn; // clinic admin of Clínica Saúde Total
let adminB: SignedIn; // clinic admin of Clínica Bem Viver
let doctor: SignedIn;
let maria: SignedIn; // patient, responsible for Pedro and Laura

beforeAll(async () => {
  stack = await startStack();
  [admin, adminB, doctor, maria] = await Promise.all([
    signIn(stack.gatewayUrl, asEmail('admin@clinica.example.com', 'Admin1234')),
    signIn(stack.gatewayUrl, asEmail('admin@bemviver.example.com', 'Admin1234')),
    signIn(stack.gatewayUrl, asEmail('dr.house@example.com', 'Medico123')),
    signIn(stack.gatewayUrl, { method: 'CPF', cpf: '529.982.247-25', birthDate: '1985-04-12' }),
  ]);
});
afterAll(async () => {
  await stack?.close();
});

type Person = { id: string; name: string; displayName: string; status: string; cpf: string | null; parentId: string | null };
type Page = { persons: { total: number; items: Person[] } };
const FIELDS = 'id name displayName status cpf parentId';
const LIST = `query($page: Int, $perPage: Int, $sortField: PersonSortField, $sortOrder: SortOrder, $filter: PersonFilter) {
  persons(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) { total items { ${FIELDS} } }
}`;
const ONE = `query($id: ID!) { person(id: $id) { ${FIELDS} parent { name } dependents { name displayName } } }`;
const CREATE = `mutation($input: PersonInput!) { createPerson(input: $input) { ${FIELDS} city region zipCode cellPhone } }`;
const as = (s: SignedIn, locale = 'en') => ({ token: s.accessToken, locale });

async function list(who: SignedIn, variables: Record<string, unknown> = {}) {
  const r = await gql<Page>(stack.gatewayUrl, LIST, { perPage: 100, ...variables }, as(who));
  expect(r.errors).toBeUndefined();
  return r.data!.persons;
}
const byName = async (name: string) => (await list(admin, { filter: { q: name } })).items.find((p) => p.name === name)!;
const count = async () => (await list(admin)).total;

/** Calls the person service directly, as the gateway does (for the SPEC §7 endpoints the gateway does not use). */
type ServiceBody = { id: string; status: string; profession?: string; fields?: unknown; ids?: string[] };
const service = <T = ServiceBody>(who: SignedIn, method: string, path: string, body?: unknown) =>
  callService<T>(stack.servicesUrl, who, method, path, { body });

describe('persons: list, paging, sorting, filters, display names', () => {
  it('lists the tenant’s persons with the SPEC §3 display name', async () => {
    const page = await list(admin);
    expect(page.total).toBe(5);
    expect(page.items.map((p) => p.displayName)).toEqual([
      'Ana Souza',
      'João Souza | 111.444.777-35',
      'Laura Silva',
      'Maria Silva | 529.982.247-25',
      'Pedro Silva',
    ]);
  });

  it('pages with a stable total and sorts by birth date both ways', async () => {
    const p1 = await list(admin, { page: 1, perPage: 2 });
    const p3 = await list(admin, { page: 3, perPage: 2 });
    expect([p1.total, p1.items.length, p3.items.length]).toEqual([5, 2, 1]);
    const young = await list(admin, { sortField: 'BIRTH_DATE', sortOrder: 'DESC' });
    expect(young.items.map((p) => p.name)).toEqual(['Ana Souza', 'Laura Silva', 'Pedro Silva', 'João Souza', 'Maria Silva']);
    const created = await list(admin, { sortField: 'CREATED_AT' });
    expect(created.total).toBe(5);
  });

  it('filters by name, CPF with or without the mask, status, responsible person and ids', async () => {
    expect((await list(admin, { filter: { q: 'silva' } })).total).toBe(3);
    expect((await list(admin, { filter: { q: '529.982.247-25' } })).items.map((p) => p.name)).toEqual(['Maria Silva']);
    expect((await list(admin, { filter: { q: '11144477735' } })).items.map((p) => p.name)).toEqual(['João Souza']);
    // The CNS, with the card's spaces or without (the agenda's patient search).
    expect((await list(admin, { filter: { q: '898 0000 0004 3208' } })).items.map((p) => p.name)).toEqual(['Maria Silva']);
    expect((await list(admin, { filter: { q: '700000000000005' } })).items.map((p) => p.name)).toEqual(['João Souza']);
    expect((await list(admin, { filter: { status: 'ACTIVE' } })).total).toBe(5);
    const mariaRow = await byName('Maria Silva');
    const deps = await list(admin, { filter: { parentId: mariaRow.id } });
    expect(deps.items.map((p) => p.name)).toEqual(['Laura Silva', 'Pedro Silva']);
    expect((await list(admin, { filter: { ids: [mariaRow.id] } })).total).toBe(1);
  });

  it('answers a person with parent and dependents, batching dependents of a whole page in one call', async () => {
    const mariaRow = await byName('Maria Silva');
    const one = await gql<{ person: { dependents: Array<{ name: string }> } }>(stack.gatewayUrl, ONE, { id: mariaRow.id }, as(admin));
    expect(one.data!.person.dependents.map((d) => d.name)).toEqual(['Laura Silva', 'Pedro Silva']);
    const pedro = await byName('Pedro Silva');
    const child = await gql<{ person: { parent: { name: string } } }>(stack.gatewayUrl, ONE, { id: pedro.id }, as(admin));
    expect(child.data!.person.parent.name).toBe('Maria Silva');

    const before = stack.services.ctx.counters.get('GET /person') ?? 0;
    const r = await gql<{
      persons: { items: Array<{ name: string; dependents: Array<{ name: string }>; parent: { name: string } | null }> };
    }>(stack.gatewayUrl, 'query { persons(perPage: 50) { items { name dependents { name } parent { name } } } }', {}, as(admin));
    const joao = r.data!.persons.items.find((p) => p.name === 'João Souza')!;
    expect(joao.dependents).toEqual([{ name: 'Ana Souza' }]);
    expect(r.data!.persons.items.find((p) => p.name === 'Ana Souza')!.parent).toEqual({ name: 'João Souza' });
    // The list, one batch of dependents, one batch of parents.
    expect((stack.services.ctx.counters.get('GET /person') ?? 0) - before).toBe(3);
  });

  it('gives the combo (id + display name, at most 50) and the new person defaults', async () => {
    const combo = await gql<{ personCombo: Array<{ id: string; displayName: string }> }>(
      stack.gatewayUrl,
      'query($q: String) { personCombo(q: $q) { id displayName } }',
      { q: 'maria' },
      as(admin),
    );
    expect(combo.data!.personCombo.map((p) => p.displayName)).toEqual(['Maria Silva | 529.982.247-25']);
    const all = await gql<{ personCombo: unknown[] }>(stack.gatewayUrl, 'query { personCombo { id } }', {}, as(admin));
    expect(all.data!.personCombo).toHaveLength(5);
    const defaults = await gql(
      stack.gatewayUrl,
      'query { newPersonDefaults { country status patientRegistrationAllowed } }',
      {},
      as(admin),
    );
    expect(defaults.data).toEqual({ newPersonDefaults: { country: 'BR', status: 'ACTIVE', patientRegistrationAllowed: true } });
  });
});

describe('persons: create with validation', () => {
  const valid = {
    name: 'Beatriz Nunes',
    cpf: '390.533.447-05',
    birthDate: '1992-07-15',
    mail: 'beatriz@example.com',
    cellPhone: '(11) 98888-7777',
    region: 'SP',
    city: '3550308',
    zipCode: '01310-100',
    street: 'Avenida Paulista',
    number: '1000',
  };

  it.each([
    ['cpf', { cpf: '390.533.447-06' }, 'CPF must be valid'],
    ['cpf', { cpf: null }, 'CPF is required'],
    ['uhcId', { uhcId: '123456789010001' }, 'The universal healthcare ID must be valid'],
    ['mail', { mail: 'beatriz@' }, 'A valid e-mail is needed'],
    ['birthDate', { birthDate: '2999-01-01' }, 'Birth date must be valid'],
    ['gender', { gender: 'ROBOT' }, 'Gender is invalid'],
    ['zipCode', { zipCode: '1310-100' }, 'ZIP code (CEP) is invalid'],
    ['region', { region: 'XX' }, 'State is invalid'],
    ['city', { city: '3304557' }, 'City is invalid'],
    ['cellPhone', { cellPhone: '12345' }, 'Cell phone is invalid'],
    ['name', { name: '' }, 'Name is required'],
  ])('refuses a bad %s with a field error and creates nothing', async (field, change, message) => {
    const before = await count();
    const r = await gql(stack.gatewayUrl, CREATE, { input: { ...valid, ...change } }, as(admin));
    expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_INPUT', fields: [{ field, message }] });
    expect(await count()).toBe(before);
  });

  it('answers field errors in Portuguese too', async () => {
    const r = await gql(stack.gatewayUrl, CREATE, { input: { ...valid, cpf: '111.111.111-11' } }, as(admin, 'pt-BR'));
    expect(r.errors?.[0]?.extensions?.fields).toEqual([{ field: 'cpf', message: 'O CPF deve ser válido' }]);
  });

  it('creates a patient with a normalized address, and refuses the same CPF again', async () => {
    const r = await gql<{ createPerson: Record<string, unknown> }>(stack.gatewayUrl, CREATE, { input: valid }, as(admin));
    expect(r.errors).toBeUndefined();
    expect(r.data!.createPerson).toMatchObject({
      displayName: 'Beatriz Nunes | 390.533.447-05',
      status: 'ACTIVE',
      cpf: '39053344705',
      zipCode: '01310100',
      cellPhone: '11988887777',
      city: '3550308',
      region: 'SP',
    });
    const before = await count();
    const dup = await gql(stack.gatewayUrl, CREATE, { input: { ...valid, name: 'Outra Pessoa', cpf: '39053344705' } }, as(admin));
    expect(dup.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', fields: [{ field: 'cpf', message: 'CPF already exists' }] });
    expect(await count()).toBe(before);
  });

  it('a CPF used in another clinic is free here', async () => {
    const r = await gql(stack.gatewayUrl, CREATE, { input: { ...valid, name: 'Carla Homônima', cpf: '123.456.789-09' } }, as(admin));
    expect(r.errors).toBeUndefined();
  });

  it('refuses when the company does not allow patient registration', async () => {
    const off =
      'mutation($id: ID!, $on: Boolean!) { updateCompany(id: $id, input: { rules: { patientRegistrationAllowed: $on } }) { id } }';
    await gql(stack.gatewayUrl, off, { id: admin.viewer.companyId, on: false }, as(admin));
    try {
      const before = await count();
      const r = await gql(stack.gatewayUrl, CREATE, { input: { ...valid, cpf: '714.602.380-01', name: 'Sem Cadastro' } }, as(admin));
      expect(r.errors?.[0]).toMatchObject({
        message: 'Patients registration is not allowed by the company',
        extensions: { code: 'PATIENT_REGISTRATION_NOT_ALLOWED' },
      });
      expect(await count()).toBe(before);
      const defaults = await gql(stack.gatewayUrl, 'query { newPersonDefaults { patientRegistrationAllowed } }', {}, as(admin));
      expect(defaults.data).toEqual({ newPersonDefaults: { patientRegistrationAllowed: false } });
    } finally {
      await gql(stack.gatewayUrl, off, { id: admin.viewer.companyId, on: true }, as(admin));
    }
  });
});

describe('persons: edit, status, dependents, delete', () => {
  const UPDATE = `mutation($id: ID!, $input: PersonInput!) { updatePerson(id: $id, input: $input) { ${FIELDS} registration city region } }`;

  it('updates only the given fields; the registration then leads the display name', async () => {
    const joao = await byName('João Souza');
    const r = await gql<{ updatePerson: Person }>(stack.gatewayUrl, UPDATE, { id: joao.id, input: { registration: 'MAT-77' } }, as(admin));
    expect(r.data!.updatePerson).toMatchObject({ displayName: 'João Souza | MAT-77', cpf: '11144477735' });
    const bad = await gql(stack.gatewayUrl, UPDATE, { id: joao.id, input: { city: '3550308' } }, as(admin));
    expect(bad.errors?.[0]?.extensions?.fields?.[0]?.field).toBe('region');
    const noCpf = await gql(stack.gatewayUrl, UPDATE, { id: joao.id, input: { cpf: null } }, as(admin));
    expect(noCpf.errors?.[0]?.extensions?.fields).toEqual([{ field: 'cpf', message: 'CPF is required' }]);
  });

  it('PUT and PATCH /person/{id}/myprofile of SPEC §7', async () => {
    const ana = await byName('Ana Souza');
    const put = await service(admin, 'PUT', `/person/${ana.id}/myprofile`, {
      name: 'Ana Souza',
      birthDate: '2020-03-15',
      gender: 'FEMALE',
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ gender: 'FEMALE', parentId: expect.any(String) });
    const patch = await service(admin, 'PATCH', `/person/${ana.id}/myprofile`, { profession: 'Estudante' });
    expect(patch.body).toMatchObject({ gender: 'FEMALE', profession: 'Estudante' });
    const read = await service(admin, 'GET', `/person/${ana.id}/myprofile`);
    expect(read.body.profession).toBe('Estudante');
  });

  it('toggles the active status (PUT /person/{id}/status) and filters on it', async () => {
    const laura = await byName('Laura Silva');
    const SET = 'mutation($id: ID!, $active: Boolean!) { setPersonStatus(id: $id, active: $active) { status } }';
    const off = await gql(stack.gatewayUrl, SET, { id: laura.id, active: false }, as(admin));
    expect(off.data).toEqual({ setPersonStatus: { status: 'INACTIVE' } });
    expect((await list(admin, { filter: { status: 'INACTIVE' } })).items.map((p) => p.name)).toEqual(['Laura Silva']);
    const toggled = await service(admin, 'PUT', `/person/${laura.id}/status`, {});
    expect(toggled.body.status).toBe('ACTIVE');
  });

  it('registers and lists dependents (GET and POST /person/{id}/children); no dependents is []', async () => {
    const joao = await byName('João Souza');
    const r = await gql<{ addDependent: Person & { parent: { name: string } } }>(
      stack.gatewayUrl,
      `mutation($parentId: ID!, $input: PersonInput!) { addDependent(parentId: $parentId, input: $input) { ${FIELDS} parent { name } } }`,
      { parentId: joao.id, input: { name: 'Davi Souza', birthDate: '2022-01-10' } },
      as(admin),
    );
    expect(r.data!.addDependent).toMatchObject({ displayName: 'Davi Souza', parentId: joao.id, parent: { name: 'João Souza' } });
    const children = await service<Person[]>(admin, 'GET', `/person/${joao.id}/children`);
    expect(children.body.map((p) => p.name)).toEqual(['Ana Souza', 'Davi Souza']);
    const posted = await service(admin, 'POST', `/person/${joao.id}/children`, { name: 'Eva Souza', birthDate: '2023-02-02', cpf: '1' });
    expect(posted.status).toBe(400);
    expect(posted.body.fields).toEqual([{ field: 'cpf', message: 'O CPF deve ser válido' }]);
    const davi = r.data!.addDependent;
    expect((await service(admin, 'GET', `/person/${davi.id}/children`)).body).toEqual([]);
  });

  it('refuses deleting a responsible person who still has dependents, then deletes a dependent', async () => {
    const joao = await byName('João Souza');
    const before = await count();
    const refused = await gql(stack.gatewayUrl, 'mutation($id: ID!) { deletePerson(id: $id) { id } }', { id: joao.id }, as(admin));
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', fields: [{ field: 'dependents' }] });
    expect(await count()).toBe(before);

    const davi = await byName('Davi Souza');
    const deleted = await gql(stack.gatewayUrl, 'mutation($id: ID!) { deletePerson(id: $id) { name } }', { id: davi.id }, as(admin));
    expect(deleted.data).toEqual({ deletePerson: { name: 'Davi Souza' } });
    expect(await count()).toBe(before - 1);
    const gone = await gql(stack.gatewayUrl, ONE, { id: davi.id }, as(admin));
    expect(gone.data).toEqual({ person: null });
  });

  it('refuses deleting a person with a health record (appointments are kept for 20 years): deactivate instead', async () => {
    const maria = await byName('Maria Silva');
    const pedro = await byName('Pedro Silva');
    const laura = await byName('Laura Silva');
    const before = await count();
    const refused = await gql(
      stack.gatewayUrl,
      'mutation($id: ID!) { deletePerson(id: $id) { id } }',
      { id: maria.id },
      { ...as(admin), locale: 'en' },
    );
    // Maria has dependents too: deleting the three together still meets her appointments
    expect(refused.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    const all = await service(admin, 'DELETE', `/person?id=${maria.id},${pedro.id},${laura.id}`);
    expect(all.status).toBe(409);
    expect(all.body.fields).toEqual([{ field: 'status', message: expect.stringContaining('inative a pessoa em vez de excluí-la') }]);
    expect(await count()).toBe(before);
    expect((await gql(stack.gatewayUrl, ONE, { id: maria.id }, as(admin))).data).toMatchObject({ person: { id: maria.id } });
  });

  it('DELETE /person?id= deletes a responsible person together with its dependents, or refuses', async () => {
    const beatriz = await byName('Beatriz Nunes');
    const dep = await service(admin, 'POST', `/person/${beatriz.id}/children`, { name: 'Bento Nunes', birthDate: '2019-05-05' });
    expect(dep.status).toBe(201);
    const alone = await service(admin, 'DELETE', `/person?id=${beatriz.id}`);
    expect(alone.status).toBe(409);
    const both = await service(admin, 'DELETE', `/person?id=${beatriz.id},${dep.body.id}`);
    expect(both).toEqual({ status: 200, body: { ids: expect.arrayContaining([beatriz.id, dep.body.id]) } });
    expect((await service(admin, 'DELETE', `/person/${beatriz.id}`)).status).toBe(404);
  });

  it('writes a flow event (topic person) for every change', async () => {
    const events = await stack.services.ctx.db.query<{ type: string; n: number }>(
      "select type, count(*)::int as n from flow_event where topic = 'person' group by type order by type",
    );
    expect(events.map((e) => e.type)).toEqual(['CREATED', 'DELETED', 'UPDATED']);
  });
});

describe('persons: who sees and changes what', () => {
  it('a patient reads only themselves and their dependents', async () => {
    const mine = await list(maria);
    expect(mine.items.map((p) => p.name)).toEqual(['Laura Silva', 'Maria Silva', 'Pedro Silva']);
    const joao = await byName('João Souza');
    const other = await gql(stack.gatewayUrl, ONE, { id: joao.id }, as(maria));
    expect(other.data).toEqual({ person: null });
    const combo = await gql<{ personCombo: unknown[] }>(stack.gatewayUrl, 'query { personCombo { id } }', {}, as(maria));
    expect(combo.data!.personCombo).toHaveLength(3);
  });

  it('a patient edits their own profile and their dependents’, never someone else’s, and adds dependents only to themselves', async () => {
    const pedro = await byName('Pedro Silva');
    const joao = await byName('João Souza');
    const UPDATE = 'mutation($id: ID!, $input: PersonInput!) { updatePerson(id: $id, input: $input) { profession } }';
    const ok = await gql(stack.gatewayUrl, UPDATE, { id: pedro.id, input: { profession: 'Estudante' } }, as(maria));
    expect(ok.data).toEqual({ updatePerson: { profession: 'Estudante' } });
    const foreign = await gql(stack.gatewayUrl, UPDATE, { id: joao.id, input: { profession: 'Hacker' } }, as(maria));
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const status = await service(maria, 'PUT', `/person/${pedro.id}/status`, {});
    expect(status.status).toBe(403);
    const ADD = 'mutation($p: ID!, $i: PersonInput!) { addDependent(parentId: $p, input: $i) { name } }';
    const own = await gql(
      stack.gatewayUrl,
      ADD,
      { p: maria.viewer.personId, i: { name: 'Lucas Silva', birthDate: '2024-01-01' } },
      as(maria),
    );
    expect(own.data).toEqual({ addDependent: { name: 'Lucas Silva' } });
    const ofDependent = await gql(stack.gatewayUrl, ADD, { p: pedro.id, i: { name: 'X', birthDate: '2024-01-01' } }, as(maria));
    expect(ofDependent.errors?.[0]?.extensions?.code).toBe('ACCESS_DENIED');
    const create = await gql(stack.gatewayUrl, CREATE, { input: { name: 'X', cpf: '714.602.380-01', birthDate: '2000-01-01' } }, as(maria));
    expect(create.errors?.[0]?.extensions?.code).toBe('ACCESS_DENIED');
  });

  it('a professional reads but does not change', async () => {
    expect((await list(doctor)).total).toBeGreaterThanOrEqual(5);
    const maria = await byName('Maria Silva');
    const r = await gql(
      stack.gatewayUrl,
      'mutation($id: ID!) { setPersonStatus(id: $id, active: false) { id } }',
      { id: maria.id },
      as(doctor),
    );
    expect(r.errors?.[0]?.extensions?.code).toBe('ACCESS_DENIED');
  });

  it('another tenant’s person is invisible by id and by list (Clínica Bem Viver’s Carla Lima)', async () => {
    const theirs = await list(adminB);
    expect(theirs.items.map((p) => p.name)).toEqual(['Carla Lima']);
    const carla = theirs.items[0]!;
    expect((await list(admin, { filter: { q: 'Carla Lima' } })).total).toBe(0);
    expect((await list(admin, { filter: { ids: [carla.id] } })).total).toBe(0);
    expect((await gql(stack.gatewayUrl, ONE, { id: carla.id }, as(admin))).data).toEqual({ person: null });
    const change = await gql(stack.gatewayUrl, 'mutation($id: ID!) { deletePerson(id: $id) { id } }', { id: carla.id }, as(admin));
    expect(change.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await list(adminB)).total).toBe(1);
  });
});
