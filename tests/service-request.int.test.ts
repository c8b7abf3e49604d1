import { nowMs, SERVICE_REQUEST_CATEGORY, SERVICE_REQUEST_CODE } from '@teleconsulta/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './harness/demo-logins.js';
import { gql, type SignedIn } from './harness/graphql.js';
import { callService } from './harness/service-call.js';
import { startStack, type TestStack } from './harness/stack.js';

let stack: TestStack;
let admin: SignedIn; // clinic admin of Clínica Saúde Total
let manager: SignedIn;
let house: SignedIn; // Dr. Gregório House (D)
let rep: SignedIn; // representative
let adminB: SignedIn; // clinic admin of Clínica Bem Viver
let maria: SignedIn; // patient, with dependents Pedro and Laura
let joao: SignedIn; // patient, with dependent Ana
const persons: Record<string, string> = {};

type ServiceRequest = {
  id: string;
  subject: string;
  subjectId: string;
  subjectName: string | null;
  requesterId: string | null;
  requesterName: string;
  category: string;
  code: string;
  status: string;
  intent: string;
  priority: string;
  authoredOn: string;
  occurrence: string | null;
  note: string | null;
};
const FIELDS = 'id subject subjectId subjectName requesterId requesterName category code status intent priority authoredOn occurrence note';
const LIST = `query($page: Int, $perPage: Int, $sortOrder: SortOrder, $filter: ServiceRequestFilter) {
  serviceRequests(page: $page, perPage: $perPage, sortOrder: $sortOrder, filter: $filter) { total items { ${FIELDS} } }
}`;
const ONE = `query($id: ID!) { serviceRequest(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation($input: ServiceRequestInput!) { createServiceRequest(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: ServiceRequestInput!) { updateServiceRequest(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deleteServiceRequest(id: $id) { id } }';
const as = (s: SignedIn, locale = 'en') => ({ token: s.accessToken, locale });

const DAY = 24 * 3600 * 1000;
const endOfDay = (ms: number) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) + DAY - 1;
};

/** Calls the service-request service directly, as SPEC §7 names it. */
const service = <T = Record<string, unknown>>(who: SignedIn, method: string, path: string, body?: unknown, locale = 'en') =>
  callService<T>(stack.servicesUrl, who, method, path, { body, locale });

async function create(who: SignedIn, input: Record<string, unknown>, locale = 'en') {
  return gql<{ createServiceRequest: ServiceRequest }>(stack.gatewayUrl, CREATE, { input }, as(who, locale));
}
async function createOk(who: SignedIn, input: Record<string, unknown>) {
  const r = await create(who, input);
  expect(r.errors).toBeUndefined();
  return r.data!.createServiceRequest;
}
async function list(who: SignedIn, filter: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  const r = await gql<{ serviceRequests: { total: number; items: ServiceRequest[] } }>(
    stack.gatewayUrl,
    LIST,
    { perPage: 100, filter, ...extra },
    as(who),
  );
  expect(r.errors).toBeUndefined();
  return r.data!.serviceRequests;
}
const subjectOf = (name: string) => `person|${persons[name]}`;

beforeAll(async () => {
  stack = await startStack();
  [admin, manager, house, rep, adminB, maria, joao] = await signInAs(stack, 'admin', 'manager', 'house', 'rep', 'adminB', 'maria', 'joao');
  for (const who of [admin, adminB]) {
    const r = await gql<{ persons: { items: Array<{ id: string; name: string }> } }>(
      stack.gatewayUrl,
      'query { persons(perPage: 100) { items { id name } } }',
      {},
      as(who),
    );
    for (const p of r.data!.persons.items) persons[p.name] = p.id;
  }
});
afterAll(async () => {
  await stack?.close();
});

describe('service requests: create, the SPEC query, update, delete', () => {
  it('creates a request with SPEC §9 defaults; the caller is the requester', async () => {
    const before = nowMs();
    const created = await createOk(house, { subject: subjectOf('Maria Silva'), note: 'Hemograma completo' });
    expect(created).toMatchObject({
      subject: subjectOf('Maria Silva'),
      subjectId: persons['Maria Silva'],
      subjectName: 'Maria Silva | 529.982.247-25',
      requesterId: house.viewer.id,
      requesterName: 'Dr. Gregório House',
      category: SERVICE_REQUEST_CATEGORY,
      code: SERVICE_REQUEST_CODE,
      status: 'ACTIVE',
      intent: 'ORDER',
      priority: 'ROUTINE',
      occurrence: null,
      note: 'Hemograma completo',
    });
    expect(Date.parse(created.authoredOn)).toBeGreaterThanOrEqual(before - 1000);
    const one = await gql<{ serviceRequest: ServiceRequest }>(stack.gatewayUrl, ONE, { id: created.id }, as(admin));
    expect(one.data!.serviceRequest).toEqual(created);
  });

  it('answers GET /service-request?to=&subject=person|id&category=3457005&status=active&code=103696004 exactly', async () => {
    const now = nowMs();
    const today = await createOk(admin, { subject: subjectOf('João Souza'), note: 'hoje' });
    await createOk(admin, { subject: subjectOf('João Souza'), note: 'amanhã', authoredOn: new Date(now + 2 * DAY).toISOString() });
    await createOk(admin, { subject: subjectOf('João Souza'), note: 'concluído', status: 'COMPLETED' });
    await createOk(admin, { subject: subjectOf('João Souza'), note: 'outro código', code: '168537006' });
    await createOk(admin, { subject: subjectOf('Ana Souza'), note: 'dependente' });
    const to = endOfDay(now);
    const subject = subjectOf('João Souza');
    const query = `/service-request?to=${to}&subject=${subject}&category=${SERVICE_REQUEST_CATEGORY}&status=${'active'}&code=${SERVICE_REQUEST_CODE}`;
    const r = await service<{
      items: Array<{ id: string; note: string; subject: string; status: string; authoredOn: number }>;
      total: number;
    }>(admin, 'GET', query);
    expect(r.status).toBe(200);
    expect(r.body.items.map((i) => i.note)).toEqual(['hoje']);
    expect(r.body.items[0]).toMatchObject({ id: today.id, subject, status: 'active' });
    expect(typeof r.body.items[0]!.authoredOn).toBe('number');
    // the same through the gateway
    const page = await list(admin, {
      to: new Date(to).toISOString(),
      subject,
      category: SERVICE_REQUEST_CATEGORY,
      status: 'ACTIVE',
      code: SERVICE_REQUEST_CODE,
    });
    expect(page.items.map((i) => i.note)).toEqual(['hoje']);
    // each filter alone (João also has a seeded request, on hold, from five days ago)
    expect((await list(admin, { subject })).total).toBe(5);
    expect((await list(admin, { subject, status: 'COMPLETED' })).items.map((i) => i.note)).toEqual(['concluído']);
    expect((await list(admin, { subject, code: '168537006' })).items.map((i) => i.note)).toEqual(['outro código']);
    expect((await list(admin, { subject, to: new Date(to).toISOString() })).total).toBe(4);
    expect((await list(admin, { subject, status: 'ON_HOLD' })).items.map((i) => i.note)).toEqual(['Biópsia de pele (lesão no antebraço)']);
  });

  it('pages newest first', async () => {
    const all = await list(admin);
    const p1 = await list(admin, {}, { page: 1, perPage: 2 });
    const p2 = await list(admin, {}, { page: 2, perPage: 2 });
    expect(p1.total).toBe(all.total);
    expect([...p1.items, ...p2.items].map((i) => i.id)).toEqual(all.items.slice(0, 4).map((i) => i.id));
    const dates = all.items.map((i) => Date.parse(i.authoredOn));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('PUT drops id and requesterName and changes only the given fields', async () => {
    const created = await createOk(house, { subject: subjectOf('Maria Silva'), note: 'Raio-X de tórax', priority: 'URGENT' });
    const put = await service<Record<string, unknown>>(house, 'PUT', `/service-request/${created.id}`, {
      id: '00000000-0000-4000-8000-000000000000',
      requesterName: 'Someone Else',
      requesterId: admin.viewer.id,
      companyId: adminB.viewer.companyId,
      status: 'on-hold',
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({
      id: created.id,
      requesterName: 'Dr. Gregório House',
      requesterId: house.viewer.id,
      status: 'on-hold',
    });
    expect(put.body.companyId).toBe(admin.viewer.companyId);
    const occurrence = '2030-05-10T13:00:00.000Z';
    const r = await gql<{ updateServiceRequest: ServiceRequest }>(
      stack.gatewayUrl,
      UPDATE,
      { id: created.id, input: { occurrence, note: 'Raio-X de tórax PA e perfil', subject: subjectOf('Pedro Silva') } },
      as(manager),
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.updateServiceRequest).toMatchObject({
      id: created.id,
      occurrence,
      note: 'Raio-X de tórax PA e perfil',
      status: 'ON_HOLD',
      priority: 'URGENT',
      subject: subjectOf('Pedro Silva'),
      requesterName: 'Dr. Gregório House',
    });
    const cleared = await gql<{ updateServiceRequest: ServiceRequest }>(
      stack.gatewayUrl,
      UPDATE,
      { id: created.id, input: { occurrence: null, note: '' } },
      as(admin),
    );
    expect(cleared.data!.updateServiceRequest).toMatchObject({ occurrence: null, note: null });
  });

  it('deletes', async () => {
    const created = await createOk(admin, { subject: subjectOf('Laura Silva') });
    const r = await gql<{ deleteServiceRequest: { id: string } }>(stack.gatewayUrl, DELETE, { id: created.id }, as(admin));
    expect(r.data!.deleteServiceRequest.id).toBe(created.id);
    const gone = await gql<{ serviceRequest: ServiceRequest | null }>(stack.gatewayUrl, ONE, { id: created.id }, as(admin));
    expect(gone.data!.serviceRequest).toBeNull();
    const again = await service(admin, 'DELETE', `/service-request/${created.id}`);
    expect(again.status).toBe(404);
  });
});

describe('service requests: validation', () => {
  it('refuses a bad subject, codes, times and status with translated field errors, and changes nothing', async () => {
    const before = (await list(admin)).total;
    const r = await create(admin, { subject: 'patient|123', category: '34-57', note: 'x'.repeat(2001) }, 'pt-BR');
    expect(r.errors![0]!.extensions).toMatchObject({ code: 'BAD_INPUT', status: 400 });
    expect(r.errors![0]!.extensions!.fields).toEqual(
      expect.arrayContaining([
        { field: 'subject', message: 'O campo Paciente é inválido' },
        { field: 'category', message: 'O campo Categoria (SNOMED CT) é inválido' },
        { field: 'note', message: 'Observação deve ter no máximo 2000 caracteres' },
      ]),
    );
    const missing = await create(admin, {});
    expect(missing.errors![0]!.extensions!.fields).toEqual([{ field: 'subject', message: 'Patient is required' }]);
    const badTime = await create(admin, { subject: subjectOf('Maria Silva'), occurrence: '1800-01-01T00:00:00Z' });
    expect(badTime.errors![0]!.extensions!.fields).toEqual([{ field: 'occurrence', message: 'Invalid date or time' }]);
    const direct = await service(admin, 'POST', '/service-request', { subject: subjectOf('Maria Silva'), status: 'cancelled' });
    expect(direct.status).toBe(400);
    // another company's patient is as unknown as a made-up one
    const foreign = await create(admin, { subject: subjectOf('Carla Lima') });
    expect(foreign.errors![0]!.extensions!.fields).toEqual([{ field: 'subject', message: 'Patient is invalid' }]);
    const query = await service(admin, 'GET', '/service-request?subject=person|nope&status=archived');
    expect(query.status).toBe(400);
    expect((await list(admin)).total).toBe(before);
  });
});

describe('service requests: roles and tenancy', () => {
  it('a patient reads only their own and their dependents’ requests, and writes none', async () => {
    const own = await createOk(admin, { subject: subjectOf('Maria Silva'), note: 'da Maria' });
    const dependent = await createOk(admin, { subject: subjectOf('Laura Silva'), note: 'da Laura' });
    const others = await createOk(admin, { subject: subjectOf('João Souza'), note: 'do João' });
    const mine = await list(maria);
    const subjects = new Set(mine.items.map((i) => i.subject));
    expect(subjects.has(subjectOf('João Souza'))).toBe(false);
    expect(mine.items.map((i) => i.id)).toEqual(expect.arrayContaining([own.id, dependent.id]));
    expect([...subjects].every((s) => [subjectOf('Maria Silva'), subjectOf('Pedro Silva'), subjectOf('Laura Silva')].includes(s))).toBe(
      true,
    );
    const foreign = await gql<{ serviceRequest: ServiceRequest | null }>(stack.gatewayUrl, ONE, { id: others.id }, as(maria));
    expect(foreign.data!.serviceRequest).toBeNull();
    expect((await list(maria, { subject: subjectOf('João Souza') })).total).toBe(0);
    expect((await list(joao)).items.map((i) => i.id)).toContain(others.id);
    const write = await create(maria, { subject: subjectOf('Maria Silva') });
    expect(write.errors![0]!.extensions!.code).toBe('ACCESS_DENIED');
    const put = await service(maria, 'PUT', `/service-request/${own.id}`, { status: 'revoked' });
    expect(put.status).toBe(403);
    const del = await gql(stack.gatewayUrl, DELETE, { id: own.id }, as(maria));
    expect(del.errors![0]!.extensions!.code).toBe('ACCESS_DENIED');
  });

  it('a representative gets nothing', async () => {
    const r = await gql(stack.gatewayUrl, LIST, {}, as(rep));
    expect(r.errors![0]!.extensions!.code).toBe('ACCESS_DENIED');
    const c = await create(rep, { subject: subjectOf('Maria Silva') });
    expect(c.errors![0]!.extensions!.code).toBe('ACCESS_DENIED');
  });

  it('a user of another company gets nothing: not in lists, not by id, not by PUT or DELETE', async () => {
    const ours = await createOk(admin, { subject: subjectOf('Maria Silva'), note: 'sigiloso' });
    const theirs = await list(adminB);
    expect(theirs.items.map((i) => i.id)).not.toContain(ours.id);
    expect((await list(adminB, { subject: subjectOf('Maria Silva') })).total).toBe(0);
    const one = await gql<{ serviceRequest: ServiceRequest | null }>(stack.gatewayUrl, ONE, { id: ours.id }, as(adminB));
    expect(one.data!.serviceRequest).toBeNull();
    const put = await service(adminB, 'PUT', `/service-request/${ours.id}`, { status: 'revoked' });
    expect(put.status).toBe(404);
    const del = await service(adminB, 'DELETE', `/service-request/${ours.id}`);
    expect(del.status).toBe(404);
    const after = await gql<{ serviceRequest: ServiceRequest }>(stack.gatewayUrl, ONE, { id: ours.id }, as(admin));
    expect(after.data!.serviceRequest).toMatchObject({ status: 'ACTIVE', note: 'sigiloso' });
    // their own patient is theirs to use
    const carla = await createOk(adminB, { subject: subjectOf('Carla Lima') });
    expect((await list(admin)).items.map((i) => i.id)).not.toContain(carla.id);
  });
});
