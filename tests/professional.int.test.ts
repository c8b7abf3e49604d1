import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './harness/demo-logins.js';
import { gql, type SignedIn } from './harness/graphql.js';
import { callService } from './harness/service-call.js';
import { startStack, type TestStack } from './harness/stack.js';

let stack: TestStack;
let admin: SignedIn; // clinic admin of Clínica Saúde Total
let manager: SignedIn;
let adminB: SignedIn; // clinic admin of Clínica Bem Viver
let house: SignedIn; // Dr. Gregório House (D)
let ana: SignedIn; // Dra. Ana Pediatra (DC)
let rita: SignedIn; // Dra. Rita Clínica, Bem Viver
let maria: SignedIn; // patient

beforeAll(async () => {
  stack = await startStack();
  [admin, manager, adminB, house, ana, rita, maria] = await signInAs(stack, 'admin', 'manager', 'adminB', 'house', 'ana', 'rita', 'maria');
});
afterAll(async () => {
  await stack?.close();
});

type Professional = {
  id: string;
  name: string;
  crm: string | null;
  crmState: string | null;
  role: string | null;
  status: string | null;
  userId: string | null;
  mail: string | null;
  specialties: Array<{ code: string; name: string }>;
};
const FIELDS = 'id name crm crmState role status userId mail specialties { code name }';
const LIST = `query($page: Int, $perPage: Int, $sortField: ProfessionalSortField, $sortOrder: SortOrder, $filter: ProfessionalFilter) {
  professionals(page: $page, perPage: $perPage, sortField: $sortField, sortOrder: $sortOrder, filter: $filter) { total items { ${FIELDS} } }
}`;
const ONE = `query($id: ID!) { professional(id: $id) { ${FIELDS} bio photoUrl } }`;
const CREATE = `mutation($input: ProfessionalInput!) { createProfessional(input: $input) { ${FIELDS} licenseCouncil emergencyAccess city region zipCode cellPhone } }`;
const UPDATE = `mutation($id: ID!, $input: ProfessionalInput!) { updateProfessional(id: $id, input: $input) { ${FIELDS} } }`;
const MY = `mutation($id: ID!, $input: ProfessionalProfileInput!) { updateMyProfessionalProfile(id: $id, input: $input) { ${FIELDS} bio photoUrl city region } }`;
const DELETE = 'mutation($id: ID!) { deleteProfessional(id: $id) { id name } }';
const as = (s: SignedIn, locale = 'en') => ({ token: s.accessToken, locale });

async function list(who: SignedIn, variables: Record<string, unknown> = {}) {
  const r = await gql<{ professionals: { total: number; items: Professional[] } }>(
    stack.gatewayUrl,
    LIST,
    { perPage: 100, ...variables },
    as(who),
  );
  expect(r.errors).toBeUndefined();
  return r.data!.professionals;
}
const names = async (who: SignedIn, variables: Record<string, unknown> = {}) => (await list(who, variables)).items.map((p) => p.name);
const byName = async (name: string) => (await list(admin, { filter: { q: name } })).items.find((p) => p.name === name)!;
const count = async () => (await list(admin)).total;

/** Calls the professional service directly (for the SPEC §7 endpoints the gateway does not use). */
const service = <T = Record<string, unknown>>(who: SignedIn, method: string, path: string, body?: unknown, locale = 'en') =>
  callService<T>(stack.servicesUrl, who, method, path, { body, locale });

describe('professionals: list, paging, sorting, filters', () => {
  it('lists the tenant’s professionals with their specialties named in the request language', async () => {
    const page = await list(admin);
    expect(page.items.map((p) => p.name)).toEqual(['Dr. Gregório House', 'Dr. Paulo Dermato', 'Dra. Ana Pediatra']);
    expect(page.items[0]).toMatchObject({ crm: '123456', crmState: 'SP', role: 'D', status: 'ACTIVE' });
    expect(page.items[0]!.specialties).toEqual([{ code: '225120', name: 'Cardiology' }]);
    const pt = await gql<{ professionals: { items: Professional[] } }>(
      stack.gatewayUrl,
      LIST,
      { filter: { q: 'House' } },
      as(admin, 'pt-BR'),
    );
    expect(pt.data!.professionals.items[0]!.specialties).toEqual([{ code: '225120', name: 'Cardiologia' }]);
  });

  it('pages, sorts both ways and filters by name, CRM, specialty, role, status and ids', async () => {
    const p2 = await list(admin, { page: 2, perPage: 2 });
    expect([p2.total, p2.items.length]).toEqual([3, 1]);
    expect(await names(admin, { sortOrder: 'DESC' })).toEqual(['Dra. Ana Pediatra', 'Dr. Paulo Dermato', 'Dr. Gregório House']);
    expect((await list(admin, { sortField: 'CREATED_AT' })).total).toBe(3);
    expect(await names(admin, { filter: { q: 'pediatra' } })).toEqual(['Dra. Ana Pediatra']);
    expect(await names(admin, { filter: { q: '777888' } })).toEqual(['Dr. Paulo Dermato']);
    expect(await names(admin, { filter: { specialty: '225124' } })).toEqual(['Dra. Ana Pediatra']);
    expect(await names(admin, { filter: { role: 'DC' } })).toEqual(['Dra. Ana Pediatra']);
    expect(await names(admin, { filter: { role: 'D', status: 'ACTIVE' } })).toEqual(['Dr. Gregório House', 'Dr. Paulo Dermato']);
    expect((await list(admin, { filter: { status: 'INACTIVE' } })).total).toBe(0);
    const house1 = await byName('Dr. Gregório House');
    expect(await names(admin, { filter: { ids: [house1.id] } })).toEqual(['Dr. Gregório House']);
  });

  it('gives the combo ("name — CRM/UF") and the specialties in use', async () => {
    const combo = await gql<{ professionalCombo: Array<{ id: string; label: string }> }>(
      stack.gatewayUrl,
      'query($q: String) { professionalCombo(q: $q) { id label } }',
      { q: 'house' },
      as(admin),
    );
    expect(combo.data!.professionalCombo.map((p) => p.label)).toEqual(['Dr. Gregório House — CRM 123456/SP']);
    const specialties = await gql<{ specialties: Array<{ code: string; name: string }> }>(
      stack.gatewayUrl,
      'query { specialties { code name } }',
      {},
      as(admin, 'pt-BR'),
    );
    expect(specialties.data!.specialties.map((s) => s.code).sort()).toEqual(['225120', '225124', '225135']);
    expect(specialties.data!.specialties.find((s) => s.code === '225120')!.name).toBe('Cardiologia');
    const direct = await service<{ items: Array<{ code: string; name: string }> }>(admin, 'GET', '/professional/specialty');
    expect(direct.body.items.find((s) => s.code === '225120')!.name).toBe('Cardiology');
  });
});

describe('professionals: create with validation', () => {
  const valid = {
    name: 'Dra. Júlia Neuro',
    crm: '445566',
    crmState: 'SP',
    specialties: ['225120', '225124'],
    role: 'DC',
    mail: 'julia@example.com',
    cellPhone: '(11) 98888-7777',
    region: 'SP',
    city: '3550308',
    zipCode: '01310-100',
  };

  it.each([
    ['name', { name: '' }, 'Name is required'],
    ['name', { name: 'x'.repeat(121) }, 'Name must be at most 120 characters'],
    ['crm', { crm: '12a' }, 'CRM is invalid'],
    ['crm', { crm: '12345678901' }, 'CRM is invalid'],
    ['crmState', { crmState: 'XX' }, 'Registration state is invalid'],
    ['licenseCouncil', { licenseCouncil: 'ABC' }, 'Council is invalid'],
    ['specialties', { specialties: [] }, 'Specialties is required'],
    ['specialties', { specialties: ['225120', '999999'] }, 'Specialties is invalid'],
    ['mail', { mail: 'not-an-email' }, 'A valid e-mail is needed'],
    ['cellPhone', { cellPhone: '12' }, 'Cell phone is invalid'],
    ['telephone', { telephone: 'abc' }, 'Telephone is invalid'],
    ['zipCode', { zipCode: '123' }, 'ZIP code (CEP) is invalid'],
    ['region', { region: 'XX' }, 'State is invalid'],
    ['city', { region: 'RJ', city: '3550308' }, 'City is invalid'],
  ])('refuses a bad %s as a field error and creates nothing', async (field, change, message) => {
    const before = await count();
    const r = await gql(stack.gatewayUrl, CREATE, { input: { ...valid, ...change } }, as(admin));
    expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_INPUT', fields: expect.arrayContaining([{ field, message }]) });
    expect(await count()).toBe(before);
  });

  it('refuses a role outside D|DC in the schema itself', async () => {
    const r = await gql(stack.gatewayUrl, CREATE, { input: { ...valid, role: 'M' } }, as(admin));
    expect(r.errors).toBeDefined();
    expect(await byName('Dra. Júlia Neuro')).toBeUndefined();
  });

  it('creates a professional (normalized), and a duplicate CRM is "CRM already exists"', async () => {
    const r = await gql<{ createProfessional: Professional & Record<string, unknown> }>(
      stack.gatewayUrl,
      CREATE,
      { input: valid },
      as(admin),
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.createProfessional).toMatchObject({
      name: 'Dra. Júlia Neuro',
      licenseCouncil: 'CRM',
      role: 'DC',
      status: 'ACTIVE',
      emergencyAccess: false,
      zipCode: '01310100',
      cellPhone: '11988887777',
    });
    expect(r.data!.createProfessional.specialties.map((s) => s.code)).toEqual(['225120', '225124']);
    const before = await count();
    const dup = await gql(stack.gatewayUrl, CREATE, { input: { ...valid, name: 'Outra Pessoa' } }, as(admin));
    expect(dup.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', fields: [{ field: 'crm', message: 'CRM already exists' }] });
    const dupPt = await gql(stack.gatewayUrl, CREATE, { input: { ...valid, name: 'Outra Pessoa' } }, as(admin, 'pt-BR'));
    expect(dupPt.errors?.[0]?.extensions).toMatchObject({ fields: [{ field: 'crm', message: 'CRM já existe' }] });
    expect(await count()).toBe(before);
    // The same number in another state or council is another registration.
    const other = await gql(stack.gatewayUrl, CREATE, { input: { ...valid, name: 'Dr. RJ', crmState: 'RJ' } }, as(admin));
    expect(other.errors).toBeUndefined();
    // Another clinic may register the same CRM.
    const inB = await gql(stack.gatewayUrl, CREATE, { input: { ...valid, name: 'Dra. Júlia B' } }, as(adminB));
    expect(inB.errors).toBeUndefined();
  });

  it('lets a manager update and delete; updating to a duplicate CRM is a field error; each change is a flow event', async () => {
    const created = await gql<{ createProfessional: Professional }>(
      stack.gatewayUrl,
      CREATE,
      { input: { ...valid, name: 'Dr. Temporário', crm: '909090' } },
      as(manager),
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.createProfessional.id;
    const upd = await gql<{ updateProfessional: Professional }>(
      stack.gatewayUrl,
      UPDATE,
      { id, input: { status: 'INACTIVE', specialties: ['225135'] } },
      as(manager),
    );
    expect(upd.data!.updateProfessional).toMatchObject({ status: 'INACTIVE', crm: '909090' });
    expect(upd.data!.updateProfessional.specialties.map((s) => s.code)).toEqual(['225135']);
    const dup = await gql(stack.gatewayUrl, UPDATE, { id, input: { crm: '123456' } }, as(manager));
    expect(dup.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', fields: [{ field: 'crm', message: 'CRM already exists' }] });
    const bad = await gql(stack.gatewayUrl, UPDATE, { id, input: { crm: 'abc' } }, as(manager));
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_INPUT', fields: [{ field: 'crm', message: 'CRM is invalid' }] });
    const del = await gql<{ deleteProfessional: { id: string } }>(stack.gatewayUrl, DELETE, { id }, as(manager));
    expect(del.data!.deleteProfessional.id).toBe(id);
    expect(await byName('Dr. Temporário')).toBeUndefined();
    const events = await service<{ events: Array<{ topic: string; type: string; entityId: string }> }>(
      admin,
      'GET',
      '/flow/events?after=0&topic=professional',
    );
    const mine = (events.body.events ?? (events.body as unknown as Array<{ topic: string; type: string; entityId: string }>))
      .filter((e) => e.entityId === id)
      .map((e) => e.type);
    expect(mine).toEqual(['CREATED', 'UPDATED', 'DELETED']);
  });
});

describe('professionals: roles', () => {
  it('a doctor reads the list and edits only their own profile, never CRM, role or specialties', async () => {
    expect((await list(house)).total).toBeGreaterThanOrEqual(3);
    const me = await byName('Dr. Gregório House');
    const other = await byName('Dra. Ana Pediatra');
    expect(me.userId).toBe(house.viewer.id);

    const mine = await gql<{ updateMyProfessionalProfile: Professional & { bio: string; city: string } }>(
      stack.gatewayUrl,
      MY,
      { id: me.id, input: { bio: 'Diagnóstico diferencial.', region: 'SP', city: '3550308' } },
      as(house),
    );
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.updateMyProfessionalProfile).toMatchObject({ bio: 'Diagnóstico diferencial.', crm: '123456', city: '3550308' });

    const notMine = await gql(stack.gatewayUrl, MY, { id: other.id, input: { bio: 'x' } }, as(house));
    expect(notMine.errors?.[0]?.extensions?.code).toBe('ACCESS_DENIED');
    // The profile input has no CRM; the whole update is for staff.
    const crmInProfile = await gql(stack.gatewayUrl, MY, { id: me.id, input: { crm: '1' } }, as(house));
    expect(crmInProfile.errors).toBeDefined();
    const viaUpdate = await gql(stack.gatewayUrl, UPDATE, { id: me.id, input: { crm: '1', role: 'DC' } }, as(house));
    expect(viaUpdate.errors?.[0]?.extensions?.code).toBe('ACCESS_DENIED');
    // The service itself refuses a myprofile body naming CRM, role or specialties, whole.
    for (const body of [{ crm: '1' }, { role: 'DC' }, { specialties: ['225124'] }, { bio: 'ok', crm: '1' }]) {
      const r = await service(house, 'PUT', `/professional/${me.id}/myprofile`, body);
      expect(r.status).toBe(403);
    }
    const after = await byName('Dr. Gregório House');
    expect(after).toMatchObject({ crm: '123456', role: 'D' });
    expect(after.specialties.map((s) => s.code)).toEqual(['225120']);

    // GET /professional/{id}/myprofile: own only.
    expect((await service(house, 'GET', `/professional/${me.id}/myprofile`)).status).toBe(200);
    expect((await service(house, 'GET', `/professional/${other.id}/myprofile`)).status).toBe(403);
    expect((await service(ana, 'GET', `/professional/${other.id}/myprofile`)).body).toMatchObject({ name: 'Dra. Ana Pediatra' });

    const create = await gql(
      stack.gatewayUrl,
      CREATE,
      { input: { name: 'X', crm: '1', crmState: 'SP', specialties: ['225120'], role: 'D' } },
      as(ana),
    );
    expect(create.errors?.[0]?.extensions?.code).toBe('ACCESS_DENIED');
    const del = await gql(stack.gatewayUrl, DELETE, { id: other.id }, as(ana));
    expect(del.errors?.[0]?.extensions?.code).toBe('ACCESS_DENIED');
  });

  it('a patient sees only the public fields of active professionals', async () => {
    const paulo = await byName('Dr. Paulo Dermato');
    await gql(stack.gatewayUrl, UPDATE, { id: paulo.id, input: { status: 'INACTIVE' } }, as(admin));
    try {
      const page = await list(maria);
      expect(page.items.map((p) => p.name)).not.toContain('Dr. Paulo Dermato');
      const houseRow = page.items.find((p) => p.name === 'Dr. Gregório House')!;
      expect(houseRow).toMatchObject({ crm: null, crmState: null, role: null, status: null, userId: null, mail: null });
      expect(houseRow.specialties.map((s) => s.code)).toEqual(['225120']);
      const one = await gql<{ professional: Professional & { bio: string | null } }>(stack.gatewayUrl, ONE, { id: houseRow.id }, as(maria));
      expect(one.data!.professional).toMatchObject({ name: 'Dr. Gregório House', crm: null, bio: 'Diagnóstico diferencial.' });
      const inactive = await gql(stack.gatewayUrl, ONE, { id: paulo.id }, as(maria));
      expect(inactive.data).toEqual({ professional: null });
      const combo = await gql<{ professionalCombo: Array<{ label: string }> }>(
        stack.gatewayUrl,
        'query { professionalCombo { label } }',
        {},
        as(maria),
      );
      expect(combo.data!.professionalCombo.map((c) => c.label)).not.toContain('Dr. Paulo Dermato');
      expect(combo.data!.professionalCombo.every((c) => !c.label.includes('CRM'))).toBe(true);
      const specialties = await gql<{ specialties: Array<{ code: string }> }>(
        stack.gatewayUrl,
        'query { specialties { code } }',
        {},
        as(maria),
      );
      expect(specialties.data!.specialties.map((s) => s.code)).not.toContain('225135');
      const write = await gql(stack.gatewayUrl, UPDATE, { id: houseRow.id, input: { bio: 'x' } }, as(maria));
      expect(write.errors?.[0]?.extensions?.code).toBe('ACCESS_DENIED');
      const mine = await gql(stack.gatewayUrl, MY, { id: houseRow.id, input: { bio: 'x' } }, as(maria));
      expect(mine.errors?.[0]?.extensions?.code).toBe('ACCESS_DENIED');
    } finally {
      await gql(stack.gatewayUrl, UPDATE, { id: paulo.id, input: { status: 'ACTIVE' } }, as(admin));
    }
  });

  it('Bem Viver’s Dra. Rita is invisible to Saúde Total by id and in the list, and the other way round', async () => {
    const ritaRow = (await list(adminB, { filter: { q: 'Rita' } })).items[0]!;
    expect(ritaRow.name).toBe('Dra. Rita Clínica');
    for (const who of [admin, house, maria]) {
      expect(await names(who)).not.toContain('Dra. Rita Clínica');
      const one = await gql(stack.gatewayUrl, ONE, { id: ritaRow.id }, as(who));
      expect(one.data).toEqual({ professional: null });
    }
    expect((await service(admin, 'GET', `/professional/${ritaRow.id}`)).status).toBe(404);
    const upd = await gql(stack.gatewayUrl, UPDATE, { id: ritaRow.id, input: { bio: 'x' } }, as(admin));
    expect(upd.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const del = await gql(stack.gatewayUrl, DELETE, { id: ritaRow.id }, as(admin));
    expect(del.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await names(rita)).not.toContain('Dr. Gregório House');
    const houseRow = await byName('Dr. Gregório House');
    expect((await service(rita, 'GET', `/professional/${houseRow.id}/myprofile`)).status).toBe(404);
  });

  it('every SPEC §7 endpoint answers (direct calls)', async () => {
    const houseRow = await byName('Dr. Gregório House');
    expect((await service(admin, 'GET', '/professional?perPage=2&sortField=CREATED_AT&sortOrder=DESC')).status).toBe(200);
    expect((await service(admin, 'GET', '/professional/combo?q=house')).body).toEqual({
      items: [{ id: houseRow.id, label: 'Dr. Gregório House — CRM 123456/SP' }],
    });
    expect((await service(admin, 'GET', '/professional/specialty')).status).toBe(200);
    expect((await service(admin, 'GET', `/professional/${houseRow.id}`)).body).toMatchObject({ name: 'Dr. Gregório House' });
    expect((await service(admin, 'GET', `/professional/${houseRow.id}/myprofile`)).status).toBe(200);
    const put = await service(admin, 'PUT', `/professional/${houseRow.id}`, { emergencyAccess: true });
    expect(put.body).toMatchObject({ emergencyAccess: true });
    const created = await service<{ id: string }>(admin, 'POST', '/professional', {
      name: 'Dr. Direto',
      crm: '31313',
      crmState: 'MG',
      licenseCouncil: 'crm',
      specialties: ['225120'],
      role: 'D',
    });
    expect(created.status).toBe(201);
    expect((await service(admin, 'DELETE', `/professional/${created.body.id}`)).status).toBe(200);
    expect((await service(admin, 'GET', `/professional/${created.body.id}`)).status).toBe(404);
    expect((await service(admin, 'GET', '/professional/not-a-uuid')).status).toBe(400);
  });
});
