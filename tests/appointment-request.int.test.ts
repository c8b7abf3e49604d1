import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farSlot, type MadeAppointment, makeAppointment } from './factories/appointments.js';
import { signInAs } from './harness/demo-logins.js';
import { type GqlResult, gql, type SignedIn } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

const CARDIOLOGY = '225120';
const PEDIATRICS = '225124';
type Request = {
  id: string;
  kind: string;
  kindName: string;
  status: string;
  statusName: string;
  nextStatuses: string[];
  personId: string;
  personName: string;
  appointmentId: string | null;
  appointmentProtocol: string | null;
  specialty: string | null;
  specialtyName: string | null;
  contactNumber: string | null;
  countryCode: string;
  observation: string | null;
  preferredPeriod: number | null;
  requestedByName: string;
  note: string | null;
  handledByName: string | null;
  contactedAt: string | null;
  closedAt: string | null;
};
const FIELDS = `id kind kindName status statusName nextStatuses personId personName appointmentId appointmentProtocol specialty
  specialtyName contactNumber countryCode observation preferredPeriod requestedByName note handledByName contactedAt closedAt`;
const CREATE = `mutation($input: AppointmentRequestInput!) { createAppointmentRequest(input: $input) { ${FIELDS} } }`;
const RETURN = `mutation($input: ReturnRequestInput!) { requestReturnAppointment(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: AppointmentRequestUpdateInput!) { updateAppointmentRequest(id: $id, input: $input) { ${FIELDS} } }`;
const LIST = `query($filter: AppointmentRequestFilter, $page: Int, $perPage: Int) {
  appointmentRequests(filter: $filter, page: $page, perPage: $perPage) { total items { ${FIELDS} } }
}`;
const ONE = `query($id: ID!) { appointmentRequest(id: $id) { ${FIELDS} } }`;

const as = (s: SignedIn, locale = 'en') => ({ token: s.accessToken, locale });
const code = (r: GqlResult) => r.errors?.[0]?.extensions?.code;
const fields = (r: GqlResult) => r.errors?.[0]?.extensions?.fields;

let stack: TestStack;
let admin: SignedIn;
let manager: SignedIn;
let representative: SignedIn;
let adminB: SignedIn;
let house: SignedIn;
let maria: SignedIn;
let joao: SignedIn;
let carla: SignedIn; // patient of Bem Viver
let finished: MadeAppointment; // Maria's, finished by Dr. House
let scheduled: MadeAppointment; // Maria's, still to come

async function ok<T>(who: SignedIn, query: string, variables: Record<string, unknown> = {}, locale = 'en') {
  const r = await gql<T>(stack.gatewayUrl, query, variables, as(who, locale));
  expect(r.errors?.map((e) => `${e.extensions?.code}: ${e.message} ${JSON.stringify(e.extensions?.fields ?? '')}`)).toBeUndefined();
  return r.data!;
}
const list = async (who: SignedIn, filter: Record<string, unknown> = {}) =>
  (await ok<{ appointmentRequests: { total: number; items: Request[] } }>(who, LIST, { filter, perPage: 100 })).appointmentRequests;
const total = async () => (await list(admin)).total;
const personId = async (name: string) => {
  const r = await ok<{ persons: { items: Array<{ id: string; name: string }> } }>(
    admin,
    'query($q: String) { persons(perPage: 50, filter: { q: $q }) { items { id name } } }',
    { q: name },
  );
  return r.persons.items.find((p) => p.name === name)!.id;
};

beforeAll(async () => {
  stack = await startStack();
  const logins = ['admin', 'manager', 'rep', 'adminB', 'house', 'maria', 'joao', 'carla'] as const;
  [admin, manager, representative, adminB, house, maria, joao, carla] = await signInAs(stack, ...logins);
  const db = stack.services.ctx.db;
  finished = await makeAppointment(db, {
    doctorEmail: 'dr.house@example.com',
    patientName: 'Maria Silva',
    startsAt: farSlot(0, -20),
    status: 'FINISHED_BY_PROFESSIONAL',
    specialty: CARDIOLOGY,
  });
  scheduled = await makeAppointment(db, { doctorEmail: 'dr.house@example.com', patientName: 'Maria Silva', startsAt: farSlot(1) });
});
afterAll(async () => {
  await stack?.close();
});

describe('scheduling requests (no slot fits)', () => {
  let first: Request;

  it('a patient asks for herself: staff see it open, with the SPEC §3 fields, names in their language', async () => {
    const r = await ok<{ createAppointmentRequest: Request }>(maria, CREATE, {
      input: { specialty: CARDIOLOGY, contactNumber: '(11) 98765-4321', observation: 'Manhãs, por favor', preferredPeriod: 15 },
    });
    first = r.createAppointmentRequest;
    expect(first).toMatchObject({
      kind: 'SCHEDULING',
      status: 'OPEN',
      personId: maria.viewer.personId,
      personName: 'Maria Silva | 529.982.247-25',
      specialty: CARDIOLOGY,
      specialtyName: 'Cardiology',
      contactNumber: '11987654321',
      countryCode: '55',
      observation: 'Manhãs, por favor',
      preferredPeriod: 15,
      requestedByName: 'Maria Silva',
      appointmentId: null,
      nextStatuses: ['CONTACTED', 'CLOSED'],
    });
    const staffView = await ok<{ appointmentRequest: Request }>(admin, ONE, { id: first.id }, 'pt-BR');
    expect(staffView.appointmentRequest).toMatchObject({ kindName: 'Agendamento', statusName: 'Aberta', specialtyName: 'Cardiologia' });
  });

  it('for a dependent (the guardian) or, by staff, for any patient of the clinic', async () => {
    const pedro = await personId('Pedro Silva');
    const forPedro = await ok<{ createAppointmentRequest: Request }>(maria, CREATE, {
      input: { personId: pedro, specialty: PEDIATRICS, contactNumber: '11 98765 4321', countryCode: '+55' },
    });
    expect(forPedro.createAppointmentRequest).toMatchObject({ personName: 'Pedro Silva', requestedByName: 'Maria Silva' });
    const forJoao = await ok<{ createAppointmentRequest: Request }>(manager, CREATE, {
      input: { personId: joao.viewer.personId, specialty: CARDIOLOGY, contactNumber: '21 3333-4444', countryCode: '351' },
    });
    expect(forJoao.createAppointmentRequest).toMatchObject({
      personName: 'João Souza | 111.444.777-35',
      countryCode: '351',
      requestedByName: 'Gabriela Gestora',
    });
  });

  it('refusals change nothing: someone else’s dependent, no person (staff), another clinic’s person, bad fields', async () => {
    const before = await total();
    const pedro = await personId('Pedro Silva');
    const input = { specialty: CARDIOLOGY, contactNumber: '11987654321' };
    expect(code(await gql(stack.gatewayUrl, CREATE, { input: { ...input, personId: pedro } }, as(joao)))).toBe('ACCESS_DENIED');
    expect(fields(await gql(stack.gatewayUrl, CREATE, { input }, as(admin)))).toEqual([
      { field: 'personId', message: 'Patient is required' },
    ]);
    expect(fields(await gql(stack.gatewayUrl, CREATE, { input: { ...input, personId: carla.viewer.personId } }, as(admin)))).toEqual([
      { field: 'personId', message: 'Patient is invalid' },
    ]);
    const bad = await gql(
      stack.gatewayUrl,
      CREATE,
      { input: { specialty: '000000', contactNumber: 'call me', preferredPeriod: 10 } },
      as(maria, 'pt-BR'),
    );
    expect(fields(bad)).toEqual([
      { field: 'specialty', message: 'O campo Especialidade é inválido' },
      { field: 'contactNumber', message: 'O campo Telefone de contato é inválido' },
      { field: 'preferredPeriod', message: 'O campo Período preferido é inválido' },
    ]);
    expect(code(await gql(stack.gatewayUrl, CREATE, { input }, as(house)))).toBe('ACCESS_DENIED');
    expect(code(await gql(stack.gatewayUrl, CREATE, { input }, as(representative)))).toBe('ACCESS_DENIED');
    expect(await total()).toBe(before);
  });

  it('staff move it OPEN → CONTACTED → SCHEDULED with notes; who and when are kept', async () => {
    const contacted = await ok<{ updateAppointmentRequest: Request }>(admin, UPDATE, {
      id: first.id,
      input: { status: 'CONTACTED', note: 'Liguei; prefere terça.' },
    });
    expect(contacted.updateAppointmentRequest).toMatchObject({
      status: 'CONTACTED',
      note: 'Liguei; prefere terça.',
      handledByName: 'Carlos Admin',
      closedAt: null,
      nextStatuses: ['SCHEDULED', 'CLOSED'],
    });
    expect(contacted.updateAppointmentRequest.contactedAt).not.toBeNull();
    const done = await ok<{ updateAppointmentRequest: Request }>(manager, UPDATE, { id: first.id, input: { status: 'SCHEDULED' } });
    expect(done.updateAppointmentRequest).toMatchObject({ status: 'SCHEDULED', handledByName: 'Gabriela Gestora', nextStatuses: [] });
    expect(done.updateAppointmentRequest.contactedAt).toBe(contacted.updateAppointmentRequest.contactedAt);
    expect(done.updateAppointmentRequest.closedAt).not.toBeNull();
    // The patient sees the new status of her request.
    expect((await list(maria)).items.find((r) => r.id === first.id)!.status).toBe('SCHEDULED');
  });

  it('illegal moves and non-staff updates are refused and change nothing', async () => {
    const open = (await list(admin, { status: ['OPEN'], kind: ['SCHEDULING'] })).items[0]!;
    const skip = await gql(stack.gatewayUrl, UPDATE, { id: open.id, input: { status: 'SCHEDULED' } }, as(admin));
    expect([code(skip), fields(skip)]).toEqual([
      'CONFLICT',
      [{ field: 'status', message: 'Contact the patient before marking the request as scheduled' }],
    ]);
    const final = await gql(stack.gatewayUrl, UPDATE, { id: first.id, input: { status: 'CLOSED' } }, as(admin, 'pt-BR'));
    expect(fields(final)).toEqual([{ field: 'status', message: 'Esta solicitação já foi finalizada' }]);
    expect(code(await gql(stack.gatewayUrl, UPDATE, { id: open.id, input: { status: 'CONTACTED' } }, as(maria)))).toBe('ACCESS_DENIED');
    expect(code(await gql(stack.gatewayUrl, UPDATE, { id: open.id, input: { status: 'CONTACTED' } }, as(house)))).toBe('ACCESS_DENIED');
    expect((await ok<{ appointmentRequest: Request }>(admin, ONE, { id: open.id })).appointmentRequest.status).toBe('OPEN');
    expect((await ok<{ appointmentRequest: Request }>(admin, ONE, { id: first.id })).appointmentRequest.status).toBe('SCHEDULED');
    // An open request may be closed at once (a duplicate).
    const closed = await ok<{ updateAppointmentRequest: Request }>(admin, UPDATE, {
      id: open.id,
      input: { status: 'CLOSED', note: 'Duplicada' },
    });
    expect(closed.updateAppointmentRequest).toMatchObject({ status: 'CLOSED', contactedAt: null });
  });
});

describe('return requests (SPEC §7 POST /consultorio/requestreturn)', () => {
  it('the patient asks for a return of a finished appointment: its specialty and her phone are taken', async () => {
    await ok(admin, 'mutation($id: ID!, $input: PersonInput!) { updatePerson(id: $id, input: $input) { id } }', {
      id: maria.viewer.personId,
      input: { cellPhone: '+55 11 91234-5678' },
    });
    const r = await ok<{ requestReturnAppointment: Request }>(maria, RETURN, {
      input: { appointmentId: finished.id, observation: 'Trazer o teste ergométrico', preferredPeriod: 30 },
    });
    expect(r.requestReturnAppointment).toMatchObject({
      kind: 'RETURN',
      status: 'OPEN',
      personId: maria.viewer.personId,
      appointmentId: finished.id,
      appointmentProtocol: finished.protocol,
      specialty: CARDIOLOGY,
      contactNumber: '11912345678',
      countryCode: '55',
      preferredPeriod: 30,
    });
    expect((await list(admin, { kind: ['RETURN'] })).items.map((i) => i.appointmentId)).toEqual([finished.id]);
  });

  it('not before the end, once while open, only the patient’s own: refused, nothing created', async () => {
    const before = await total();
    const early = await gql(stack.gatewayUrl, RETURN, { input: { appointmentId: scheduled.id } }, as(maria));
    expect([code(early), fields(early)]).toEqual([
      'CONFLICT',
      [{ field: 'appointmentId', message: 'A return can be requested only for a finished appointment' }],
    ]);
    const twice = await gql(stack.gatewayUrl, RETURN, { input: { appointmentId: finished.id } }, as(maria, 'pt-BR'));
    expect(fields(twice)).toEqual([{ field: 'appointmentId', message: 'Já foi solicitado um retorno para este agendamento' }]);
    const other = await gql(stack.gatewayUrl, RETURN, { input: { appointmentId: finished.id } }, as(joao));
    expect(fields(other)).toEqual([{ field: 'appointmentId', message: 'Appointment is invalid' }]);
    expect(code(await gql(stack.gatewayUrl, RETURN, { input: { appointmentId: finished.id } }, as(adminB)))).toBe('BAD_INPUT');
    expect(await total()).toBe(before);
  });

  it('once the return is worked out, another may be asked for', async () => {
    const open = (await list(admin, { kind: ['RETURN'], status: ['OPEN'] })).items[0]!;
    await ok(admin, UPDATE, { id: open.id, input: { status: 'CLOSED', note: 'Paciente desistiu' } });
    const again = await ok<{ requestReturnAppointment: Request }>(admin, RETURN, { input: { appointmentId: finished.id } });
    expect(again.requestReturnAppointment).toMatchObject({ kind: 'RETURN', status: 'OPEN', requestedByName: 'Carlos Admin' });
  });
});

describe('who reads requests', () => {
  it('staff list the clinic’s, filtered by status and kind, newest first, paged', async () => {
    const all = await list(admin);
    expect(all.total).toBe(5);
    expect(all.items.map((r) => r.kind)).toEqual(['RETURN', 'RETURN', 'SCHEDULING', 'SCHEDULING', 'SCHEDULING']);
    expect((await list(manager, { status: ['OPEN'] })).items.every((r) => r.status === 'OPEN')).toBe(true);
    const page = await ok<{ appointmentRequests: { total: number; items: Request[] } }>(admin, LIST, { page: 2, perPage: 4 });
    expect([page.appointmentRequests.total, page.appointmentRequests.items.length]).toEqual([5, 1]);
  });

  it('a patient reads her own and her dependents’ only; doctors and representatives nothing', async () => {
    const mine = await list(maria);
    expect(new Set(mine.items.map((r) => r.personName.split(' | ')[0]))).toEqual(new Set(['Maria Silva', 'Pedro Silva']));
    const joaos = await list(joao);
    expect(joaos.items.map((r) => r.personName)).toEqual(['João Souza | 111.444.777-35']);
    expect(await ok<{ appointmentRequest: Request | null }>(joao, ONE, { id: mine.items[0]!.id })).toEqual({ appointmentRequest: null });
    expect(code(await gql(stack.gatewayUrl, LIST, {}, as(house)))).toBe('ACCESS_DENIED');
    expect(code(await gql(stack.gatewayUrl, LIST, {}, as(representative)))).toBe('ACCESS_DENIED');
  });

  it('a user of another company gets nothing: an empty list, null by id, NOT_FOUND to update', async () => {
    const any = (await list(admin)).items.find((r) => r.status === 'OPEN')!;
    expect((await list(adminB)).total).toBe(0);
    expect((await list(carla)).total).toBe(0);
    expect((await ok<{ appointmentRequest: Request | null }>(adminB, ONE, { id: any.id })).appointmentRequest).toBeNull();
    expect(code(await gql(stack.gatewayUrl, UPDATE, { id: any.id, input: { status: 'CONTACTED' } }, as(adminB)))).toBe('NOT_FOUND');
    expect((await ok<{ appointmentRequest: Request }>(admin, ONE, { id: any.id })).appointmentRequest.status).toBe('OPEN');
  });

  it('every change appends a flow event on topic appointment-request (kind and status, no personal data)', async () => {
    const res = await fetch(`${stack.servicesUrl}/flow/events?after=0&topic=appointment-request`, {
      headers: { authorization: `Bearer ${admin.accessToken}`, 'x-company-id': admin.viewer.companyId },
    });
    const { events } = (await res.json()) as { events: Array<{ type: string; payload: Record<string, unknown> }> };
    expect(events.filter((e) => e.type === 'CREATED')).toHaveLength(5);
    expect(events.filter((e) => e.type === 'UPDATED')).toHaveLength(4);
    expect(events.every((e) => Object.keys(e.payload).sort().join() === 'kind,status')).toBe(true);
  });
});
