import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asEmail, type GqlResult, gql, type SignedIn, signIn } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

let stack: TestStack;
let admin: SignedIn; // clinic admin (CA) of Clínica Saúde Total, its only CA
let manager: SignedIn; // manager (M) of Clínica Saúde Total
let adminB: SignedIn; // clinic admin of Clínica Bem Viver
let platform: SignedIn; // platform administrator

beforeAll(async () => {
  stack = await startStack();
  [admin, manager, adminB, platform] = await Promise.all([
    signIn(stack.gatewayUrl, asEmail('admin@clinica.example.com', 'Admin1234')),
    signIn(stack.gatewayUrl, asEmail('gestor@clinica.example.com', 'Gestor1234')),
    signIn(stack.gatewayUrl, asEmail('admin@bemviver.example.com', 'Admin1234')),
    signIn(stack.gatewayUrl, asEmail('platform@teleconsulta.example.com', 'Plataforma123')),
  ]);
});
afterAll(async () => {
  await stack?.close();
});

type Member = { userId: string; name: string; email: string | null; roles: string[]; createdAt: string };
const FIELDS = 'userId name email roles createdAt';
const LIST = `query($page: Int, $perPage: Int, $sortField: StaffSortField, $sortOrder: SortOrder, $filter: StaffFilter) {
  staff(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) { total items { ${FIELDS} } }
}`;
const ONE = `query($userId: ID!) { staffMember(userId: $userId) { ${FIELDS} } }`;
const ADD = `mutation($input: AddStaffMemberInput!) { addStaffMember(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($userId: ID!, $roles: [Role!]!) { updateStaffRoles(userId: $userId, roles: $roles) { ${FIELDS} } }`;
const REMOVE = `mutation($userId: ID!) { removeStaffMember(userId: $userId) { ${FIELDS} } }`;
const REFRESH = 'mutation($t: String!) { refreshToken(refreshToken: $t) { accessToken refreshToken } }';

const as = (s: SignedIn, locale = 'en', companyId?: string) => ({ token: s.accessToken, locale, companyId });
const code = (r: GqlResult<unknown>) => r.errors?.[0]?.extensions?.code;

async function list(who: SignedIn, variables: Record<string, unknown> = {}) {
  const r = await gql<{ staff: { total: number; items: Member[] } }>(stack.gatewayUrl, LIST, { perPage: 100, ...variables }, as(who));
  expect(r.errors).toBeUndefined();
  return r.data!.staff;
}
const add = (who: SignedIn, input: Record<string, unknown>, locale = 'en') =>
  gql<{ addStaffMember: Member }>(stack.gatewayUrl, ADD, { input }, as(who, locale));
const update = (who: SignedIn, userId: string, roles: string[], locale = 'en') =>
  gql<{ updateStaffRoles: Member }>(stack.gatewayUrl, UPDATE, { userId, roles }, as(who, locale));
const remove = (who: SignedIn, userId: string) => gql<{ removeStaffMember: Member }>(stack.gatewayUrl, REMOVE, { userId }, as(who));
const memberNamed = async (name: string) => (await list(admin, { filter: { q: name } })).items.find((m) => m.name === name)!;

describe('staff: the memberships of the tenant company', () => {
  it('lists users with name, e-mail, roles and the membership date, sorted by name', async () => {
    const page = await list(admin);
    const names = page.items.map((m) => m.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(page.items.find((m) => m.email === 'admin@clinica.example.com')).toMatchObject({ name: 'Carlos Admin', roles: ['CA'] });
    expect(page.items.find((m) => m.email === 'dr.house@example.com')?.roles).toEqual(['D']);
    expect(Number.isNaN(Date.parse(page.items[0]!.createdAt))).toBe(false);
    expect(names).not.toContain('Beatriz Admin');
  });

  it('pages, sorts both ways and filters by text and role', async () => {
    const all = await list(admin);
    const p1 = await list(admin, { page: 1, perPage: 2 });
    expect([p1.total, p1.items.length]).toEqual([all.total, 2]);
    const desc = await list(admin, { sortField: 'NAME', sortOrder: 'DESC' });
    expect(desc.items.map((m) => m.userId)).toEqual([...all.items].reverse().map((m) => m.userId));
    expect((await list(admin, { filter: { role: 'M' } })).items.map((m) => m.name)).toEqual(['Gabriela Gestora']);
    expect((await list(admin, { filter: { q: 'HOUSE' } })).items.map((m) => m.email)).toEqual(['dr.house@example.com']);
    expect((await list(admin, { filter: { q: '%' } })).total).toBe(0);
  });

  it('a doctor does not read the staff', async () => {
    const doctor = await signIn(stack.gatewayUrl, asEmail('dr.paulo@example.com', 'Medico123'));
    expect(code(await gql(stack.gatewayUrl, LIST, {}, as(doctor)))).toBe('ACCESS_DENIED');
  });
});

describe('staff: adding users', () => {
  it('a new e-mail creates the user with the initial password; they sign in with the roles', async () => {
    const r = await add(admin, { name: 'Nina Nova', email: 'Nina@Clinica.Example.com', password: 'Inicial123', roles: ['M', 'R'] });
    expect(r.errors).toBeUndefined();
    expect(r.data!.addStaffMember).toMatchObject({ name: 'Nina Nova', email: 'nina@clinica.example.com', roles: ['M', 'R'] });
    const nina = await signIn(stack.gatewayUrl, asEmail('nina@clinica.example.com', 'Inicial123'));
    expect(nina.viewer.companyId).toBe(admin.viewer.companyId);
    expect([...nina.viewer.roles].sort()).toEqual(['M', 'R']);
    expect((await list(nina)).items.some((m) => m.name === 'Nina Nova')).toBe(true);
  });

  it('an existing user of another company gets only the membership (name and password unchanged)', async () => {
    const r = await add(admin, { name: 'Someone Else', email: 'dra.rita@bemviver.example.com', password: 'Outra1234', roles: ['D'] });
    expect(r.errors).toBeUndefined();
    expect(r.data!.addStaffMember).toMatchObject({ name: 'Dra. Rita Clínica', roles: ['D'] });
    await expect(signIn(stack.gatewayUrl, asEmail('dra.rita@bemviver.example.com', 'Outra1234'))).rejects.toThrow();
    const rita = await signIn(stack.gatewayUrl, {
      ...asEmail('dra.rita@bemviver.example.com', 'Medico123'),
      companyId: admin.viewer.companyId,
    });
    expect(rita.viewer.roles).toEqual(['D']);
    // Her own clinic still lists her; its admin does not see the new membership.
    expect((await list(adminB)).items.find((m) => m.name === 'Dra. Rita Clínica')?.roles).toEqual(['D']);
  });

  it('a user already in the company is a CONFLICT on the e-mail', async () => {
    const r = await add(admin, { name: 'X', email: 'gestor@clinica.example.com', password: 'Inicial123', roles: ['D'] });
    expect(code(r)).toBe('CONFLICT');
    expect(r.errors![0]!.extensions!.fields).toEqual([{ field: 'email', message: 'E-mail already exists' }]);
  });

  it('validates with the shared rules: password rule, e-mail, ADMIN never a membership role', async () => {
    const weak = await add(admin, { name: 'Fraca', email: 'fraca@example.com', password: 'fraca', roles: ['D'] }, 'pt-BR');
    expect(code(weak)).toBe('BAD_INPUT');
    expect(weak.errors![0]!.extensions!.fields).toEqual([
      { field: 'password', message: 'A senha deve ter no mínimo 8 caracteres, com letras maiúsculas, minúsculas e números' },
    ]);
    const adminRole = await add(admin, { name: 'Plat', email: 'plat@example.com', password: 'Inicial123', roles: ['ADMIN'] });
    expect(code(adminRole)).toBe('BAD_INPUT');
    expect(code(await add(admin, { name: 'No roles', email: 'none@example.com', password: 'Inicial123', roles: [] }))).toBe('BAD_INPUT');
    expect((await list(admin, { filter: { q: 'example.com' } })).items.some((m) => m.email === 'fraca@example.com')).toBe(false);
  });
});

describe('staff: roles and the rules of access.ts', () => {
  it('an administrator changes roles', async () => {
    const nina = await memberNamed('Nina Nova');
    const r = await update(admin, nina.userId, ['D', 'M']);
    expect(r.data!.updateStaffRoles.roles).toEqual(['D', 'M']);
    expect((await list(admin, { filter: { role: 'D' } })).items.some((m) => m.userId === nina.userId)).toBe(true);
  });

  it('a manager grants only P, D and DC, and manages only those memberships', async () => {
    for (const roles of [['CA'], ['M'], ['R'], ['D', 'CA']]) {
      const r = await add(manager, { name: 'Tentativa', email: `try-${roles.join('')}@example.com`, password: 'Inicial123', roles });
      expect(code(r)).toBe('ACCESS_DENIED');
    }
    const added = await add(manager, { name: 'Dr. Novo', email: 'dr.novo@example.com', password: 'Inicial123', roles: ['D'] });
    expect(added.errors).toBeUndefined();
    const novo = added.data!.addStaffMember;
    expect((await update(manager, novo.userId, ['D', 'DC'])).data!.updateStaffRoles.roles).toEqual(['D', 'DC']);
    expect(code(await update(manager, novo.userId, ['CA']))).toBe('ACCESS_DENIED');
    const carlos = await memberNamed('Carlos Admin');
    expect(code(await update(manager, carlos.userId, ['D']))).toBe('ACCESS_DENIED');
    expect(code(await remove(manager, carlos.userId))).toBe('ACCESS_DENIED');
    expect(code(await update(manager, manager.viewer.id, ['CA']))).toBe('ACCESS_DENIED');
    expect((await memberNamed('Carlos Admin')).roles).toEqual(['CA']);
  });

  it('the last clinic administrator can neither demote nor remove themself (CONFLICT on roles)', async () => {
    const demote = await update(admin, admin.viewer.id, ['M'], 'pt-BR');
    expect(code(demote)).toBe('CONFLICT');
    expect(demote.errors![0]!.extensions!.fields).toEqual([
      { field: 'roles', message: 'A empresa deve manter ao menos um administrador da clínica' },
    ]);
    expect(code(await remove(admin, admin.viewer.id))).toBe('CONFLICT');
    const asPlatform = await gql(stack.gatewayUrl, REMOVE, { userId: admin.viewer.id }, as(platform, 'en', admin.viewer.companyId));
    expect(code(asPlatform)).toBe('CONFLICT');
    // Keeping CA while adding a role is fine.
    expect((await update(admin, admin.viewer.id, ['M', 'CA'])).data!.updateStaffRoles.roles).toEqual(['M', 'CA']);
    expect((await update(admin, admin.viewer.id, ['CA'])).data!.updateStaffRoles.roles).toEqual(['CA']);
  });

  it('another tenant’s memberships are invisible and answer like unknown ones', async () => {
    const carlos = await memberNamed('Carlos Admin');
    expect((await list(adminB)).items.some((m) => m.userId === carlos.userId)).toBe(false);
    const one = await gql<{ staffMember: Member | null }>(stack.gatewayUrl, ONE, { userId: carlos.userId }, as(adminB));
    expect(one.errors).toBeUndefined();
    expect(one.data!.staffMember).toBeNull();
    expect(code(await update(adminB, carlos.userId, ['D']))).toBe('NOT_FOUND');
    expect(code(await remove(adminB, carlos.userId))).toBe('NOT_FOUND');
    expect((await memberNamed('Carlos Admin')).roles).toEqual(['CA']);
  });
});

describe('SECURITY T10: a revoked membership stops the very next call', () => {
  it('after a manager revokes Dr. House, his still-valid token gets 0 successful calls and cannot refresh into the company', async () => {
    const house = await signIn(stack.gatewayUrl, asEmail('dr.house@example.com', 'Medico123'));
    const PERSONS = '{ persons(perPage: 1) { total } }';
    const COMBO = '{ personCombo(q: "a") { id } }';
    for (const query of [PERSONS, COMBO]) expect((await gql(stack.gatewayUrl, query, {}, as(house))).errors).toBeUndefined();

    const revoked = await remove(manager, house.viewer.id);
    expect(revoked.errors).toBeUndefined();
    expect(revoked.data!.removeStaffMember.roles).toEqual(['D']);

    const calls = await Promise.all(Array.from({ length: 20 }, (_, i) => gql(stack.gatewayUrl, i % 2 ? PERSONS : COMBO, {}, as(house))));
    expect(calls.filter((r) => !r.errors).length).toBe(0);
    expect(new Set(calls.map(code))).toEqual(new Set(['ACCESS_DENIED']));

    const me = await gql(stack.gatewayUrl, '{ me { id } }', {}, as(house));
    expect(me.data?.me ?? null).toBeNull();
    expect(code(me)).toBe('UNAUTHENTICATED');

    const refreshed = await gql(stack.gatewayUrl, REFRESH, { t: house.refreshToken });
    expect(refreshed.data?.refreshToken ?? null).toBeNull();
    expect(code(refreshed)).toBe('UNAUTHENTICATED');
    expect((await list(admin, { filter: { q: 'house' } })).total).toBe(0);
  });
});
