import { nowMs } from '@teleconsulta/schema';
import { DEMO_DIAGNOSTICS } from '@teleconsulta/services/db/seed-data';
import { inScope } from '@teleconsulta/services/kit/tenant';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './harness/demo-logins.js';
import { putOnDuty } from './harness/emergency-duty.js';
import { codeOf, fieldsOf, ok } from './harness/gateway-call.js';
import { gql, type SignedIn } from './harness/graphql.js';
import { callService } from './harness/service-call.js';
import { startStack, type TestStack } from './harness/stack.js';

let stack: TestStack;
let admin: SignedIn; // CA of Clínica Saúde Total
let manager: SignedIn; // M of Clínica Saúde Total
let representative: SignedIn; // R of Clínica Saúde Total
let platform: SignedIn; // platform administrator
let adminB: SignedIn; // CA of Clínica Bem Viver
let house: SignedIn; // Dr. Gregório House (D): attends Maria
let ana: SignedIn; // Dra. Ana Pediatra (DC): attends Maria's children, not Maria
let rita: SignedIn; // Dra. Rita Clínica (D) of Clínica Bem Viver
let maria: SignedIn; // patient, responsible for Pedro and Laura Silva
let joao: SignedIn; // patient, responsible for Ana Souza
let ids: { maria: string; pedro: string; joao: string; carla: string };

type Item = {
  id: string;
  itemId: string;
  type: string;
  date: string;
  title: string;
  summary: string | null;
  professionalName: string | null;
  appointmentId: string | null;
  content?: Record<string, unknown> | null;
};
type Page = { total: number; items: Item[] };

const ITEM = 'id itemId type date title summary professionalName appointmentId';
const CONTENT = `content {
  __typename
  ... on PersonHistoryAppointment { protocol status statusName typeName sourceName specialtyName startsAt reason }
  ... on PersonHistoryNotes { reason cid10 upshot orientation notes }
  ... on PersonHistoryArchive { fileName filePath contentType sizeBytes }
  ... on PersonHistoryDiagnostic { cid10 description recordedAt }
  ... on PersonHistoryExam { code requestStatus requestPriority note requesterName }
  ... on PersonHistoryEvent { protocolNumber queueName protocolStatus complaint }
}`;
const HISTORY = `query($personId: ID!, $filter: [PersonHistoryItemType!], $page: Int, $perPage: Int) {
  personHistory(personId: $personId, filter: $filter, page: $page, perPage: $perPage) { total items { ${ITEM} } }
}`;
const PERSON_HISTORY = `query($id: ID!, $filter: [PersonHistoryItemType!]) {
  person(id: $id) { name history(filter: $filter, perPage: 100) { total items { ${ITEM} } } }
}`;
const ONE = `query($personId: ID!, $type: PersonHistoryItemType!, $itemId: ID!) {
  personHistoryItem(personId: $personId, itemType: $type, itemId: $itemId) { ${ITEM} ${CONTENT} }
}`;
const RECORD = `mutation($personId: ID!, $input: DiagnosticInput!) { recordDiagnostic(personId: $personId, input: $input) { ${ITEM} ${CONTENT} } }`;
const RULE =
  'mutation($id: ID!, $on: Boolean!) { updateCompany(id: $id, input: { rules: { allowProfessionalViewPatientHistory: $on } }) { id } }';

const as = (s: SignedIn, locale = 'en') => ({ token: s.accessToken, locale, companyId: s.viewer.companyId });
const call = <T = Record<string, unknown>>(who: SignedIn, query: string, variables: Record<string, unknown> = {}, locale = 'en') =>
  gql<T>(stack.gatewayUrl, query, variables, as(who, locale));

async function history(who: SignedIn, personId: string, variables: Record<string, unknown> = {}, locale = 'en'): Promise<Page | null> {
  return ok(await call<{ personHistory: Page | null }>(who, HISTORY, { personId, perPage: 100, ...variables }, locale)).personHistory;
}
const item = async (who: SignedIn, personId: string, type: string, itemId: string, locale = 'en') =>
  ok(await call<{ personHistoryItem: Item | null }>(who, ONE, { personId, type, itemId }, locale)).personHistoryItem;
const diagnostics = async (personId: string) => (await history(admin, personId, { filter: ['DIAGNOSTIC'] }))!.total;

/** Calls the person service directly: SPEC §7's paths and query names. */
const service = <T = Record<string, unknown>>(who: SignedIn, method: string, path: string, body?: unknown, locale = 'en') =>
  callService<T>(stack.servicesUrl, who, method, path, { body, locale });

/** Maria's appointments as the appointment list shows them to the clinic (the oracle of the APPOINTMENT and NOTES items). */
async function appointmentsOf(personId: string) {
  type Row = { id: string; title: string | null; startsAt: string; professionalName: string } & Record<
    'cid10' | 'upshot' | 'notes' | 'orientation',
    string | null
  >;
  const r = await call<{ appointments: { items: Row[] } }>(
    admin,
    `query($filter: AppointmentFilter) { appointments(perPage: 100, filter: $filter) { items { id title startsAt professionalName cid10 upshot notes orientation } } }`,
    { filter: { patientId: personId } },
  );
  return ok(r).appointments.items;
}

beforeAll(async () => {
  stack = await startStack();
  // Patients join only a queue someone is checked in to (Emergency is offline otherwise).
  await putOnDuty(stack.gatewayUrl);
  const logins = ['admin', 'manager', 'rep', 'platform', 'adminB', 'house', 'ana', 'rita', 'maria', 'joao'] as const;
  [admin, manager, representative, platform, adminB, house, ana, rita, maria, joao] = await signInAs(stack, ...logins);
  const persons = async (who: SignedIn) =>
    ok(
      await call<{ persons: { items: Array<{ id: string; name: string }> } }>(who, 'query { persons(perPage: 100) { items { id name } } }'),
    ).persons.items;
  const mine = await persons(admin);
  const byName = (name: string) => mine.find((p) => p.name === name)!.id;
  ids = { maria: byName('Maria Silva'), pedro: byName('Pedro Silva'), joao: byName('João Souza'), carla: (await persons(adminB))[0]!.id };
});
afterAll(async () => {
  await stack?.close();
});

describe('the history of the demo patient Maria, read by the clinic', () => {
  it('has her started appointments, their notes, her diagnostics and exam requests, newest first', async () => {
    const page = (await history(admin, ids.maria))!;
    const started = (await appointmentsOf(ids.maria)).filter((a) => Date.parse(a.startsAt) <= nowMs());
    const withNotes = started.filter((a) => a.cid10 || a.upshot || a.notes || a.orientation);
    const of = (type: string) => page.items.filter((i) => i.type === type);
    expect(
      of('APPOINTMENT')
        .map((i) => i.itemId)
        .sort(),
    ).toEqual(started.map((a) => a.id).sort());
    expect(
      of('NOTES')
        .map((i) => i.itemId)
        .sort(),
    ).toEqual(withNotes.map((a) => a.id).sort());
    expect(of('DIAGNOSTIC').map((i) => i.title.split(' · ')[0])).toEqual(['I10', 'I20.9']);
    expect(of('EXAM').map((i) => i.title)).toEqual(['Eletrocardiograma de repouso', 'Hemograma completo e perfil lipídico']);
    expect(page.total).toBe(started.length + withNotes.length + DEMO_DIAGNOSTICS.length + 2);
    const dates = page.items.map((i) => i.date);
    expect(dates).toEqual([...dates].sort().reverse());
    // A future appointment is not history yet.
    const future = (await appointmentsOf(ids.maria)).filter((a) => Date.parse(a.startsAt) > nowMs());
    expect(future.length).toBeGreaterThan(0);
    expect(page.items.some((i) => future.some((a) => a.id === i.itemId))).toBe(false);
  });

  it('names who attended and ties notes and diagnostics to their appointment; texts follow the language', async () => {
    const en = (await history(admin, ids.maria, { filter: ['APPOINTMENT', 'NOTES', 'DIAGNOSTIC'] }))!;
    const first = (await appointmentsOf(ids.maria)).find((a) => a.title === 'Consulta de cardiologia')!;
    const visit = en.items.find((i) => i.type === 'APPOINTMENT' && i.itemId === first.id)!;
    expect(visit).toMatchObject({
      id: `APPOINTMENT:${first.id}`,
      title: 'Consulta de cardiologia',
      summary: 'Finished by the professional · Cardiology · Dor no peito aos esforços há duas semanas',
      professionalName: 'Dr. Gregório House',
      appointmentId: first.id,
    });
    const notes = en.items.find((i) => i.type === 'NOTES' && i.itemId === first.id)!;
    expect(notes.summary).toBe('I20.9 · Angina estável provável; solicitado teste ergométrico');
    expect(en.items.find((i) => i.title.startsWith('I20.9 ·'))).toMatchObject({ type: 'DIAGNOSTIC', appointmentId: first.id });
    const pt = (await history(admin, ids.maria, { filter: ['APPOINTMENT'] }, 'pt-BR'))!;
    expect(pt.items.find((i) => i.itemId === first.id)!.summary).toBe(
      'Finalizado pelo profissional · Cardiologia · Dor no peito aos esforços há duas semanas',
    );
  });

  it('filters by item type; a type with no source (LINK), or none of hers yet, answers no items', async () => {
    const all = (await history(admin, ids.maria))!;
    const exams = (await history(admin, ids.maria, { filter: ['EXAM', 'DIAGNOSTIC'] }))!;
    expect(exams.items.map((i) => i.type).sort()).toEqual(['DIAGNOSTIC', 'DIAGNOSTIC', 'EXAM', 'EXAM']);
    expect(exams.total).toBe(all.items.filter((i) => i.type === 'EXAM' || i.type === 'DIAGNOSTIC').length);
    // The demo issues her no documents and she answered no pre-assessment (see person-history-documents.int.test.ts).
    expect(await history(admin, ids.maria, { filter: ['LINK', 'PRESCRIPTION', 'QUESTIONNAIRE', 'MEDICAL_REFERRAL'] })).toEqual({
      total: 0,
      items: [],
    });
    expect((await history(admin, ids.maria, { filter: [] }))!.total).toBe(all.total);
  });

  it('pages with a stable total: the pages put together are the whole history, one service call each', async () => {
    const all = (await history(admin, ids.maria))!;
    const calls = () => stack.services.ctx.counters.get('GET /person/:id/history') ?? 0;
    const before = calls();
    const pages: Page[] = [];
    for (let page = 1; page <= Math.ceil(all.total / 3); page++) pages.push((await history(admin, ids.maria, { page, perPage: 3 }))!);
    expect(calls() - before).toBe(pages.length);
    expect(pages.every((p) => p.total === all.total)).toBe(true);
    expect(pages.flatMap((p) => p.items.map((i) => i.id))).toEqual(all.items.map((i) => i.id));
    expect((await history(admin, ids.maria, { page: pages.length + 1, perPage: 3 }))!.items).toEqual([]);
  });

  it('is a field of the person, for the person page', async () => {
    const r = ok(await call<{ person: { history: Page } }>(manager, PERSON_HISTORY, { id: ids.maria, filter: ['DIAGNOSTIC'] }));
    expect(r.person.history.total).toBe(DEMO_DIAGNOSTICS.length);
  });
});

describe('one item with its whole content', () => {
  it('an appointment, its notes, a diagnostic and an exam request', async () => {
    const page = (await history(admin, ids.maria))!;
    const pick = (type: string) => page.items.find((i) => i.type === type)!;
    const appointment = await item(admin, ids.maria, 'APPOINTMENT', pick('APPOINTMENT').itemId, 'pt-BR');
    expect(appointment!.content).toMatchObject({
      __typename: 'PersonHistoryAppointment',
      protocol: expect.any(String),
      statusName: expect.any(String),
    });
    const first = (await appointmentsOf(ids.maria)).find((a) => a.title === 'Consulta de cardiologia')!;
    const notes = await item(admin, ids.maria, 'NOTES', first.id);
    expect(notes).toMatchObject({
      id: `NOTES:${first.id}`,
      content: {
        __typename: 'PersonHistoryNotes',
        cid10: 'I20.9',
        notes: 'Pressão 140/90. Histórico familiar de doença coronariana.',
        orientation: expect.stringContaining('Evitar esforços intensos'),
      },
    });
    const diagnostic = await item(admin, ids.maria, 'DIAGNOSTIC', page.items.find((i) => i.title.startsWith('I10'))!.itemId);
    expect(diagnostic!.content).toMatchObject({
      __typename: 'PersonHistoryDiagnostic',
      cid10: 'I10',
      description: DEMO_DIAGNOSTICS[1]!.description,
    });
    const exam = await item(admin, ids.maria, 'EXAM', pick('EXAM').itemId);
    expect(exam!.content).toMatchObject({
      __typename: 'PersonHistoryExam',
      code: '103696004',
      requestStatus: 'ACTIVE',
      requesterName: 'Dr. Gregório House',
    });
  });

  it('an attachment of one of her appointments (ARCHIVE) and an emergency protocol (EVENT)', async () => {
    const [first] = await appointmentsOf(ids.maria);
    await inScope(stack.services.ctx.db, { companyId: admin.viewer.companyId, userId: null }, async (tx) => {
      await tx.execute(sql`insert into appointment_file (company_id, appointment_id, file_name, file_path, content_type, size_bytes, sha256)
        values (${admin.viewer.companyId}, ${first!.id}, 'ecg.pdf', ${`appointments/${first!.id}/ecg.pdf`}, 'application/pdf', 20480, ${'b'.repeat(64)})`);
    });
    const queues = ok(
      await call<{ emergencyQueues: Array<{ id: string; name: string }> }>(manager, 'query { emergencyQueues { id name } }'),
    );
    const queueId = queues.emergencyQueues.find((q) => q.name === 'Clínica geral')!.id;
    ok(await call(maria, 'mutation($q: ID!) { openEmergencyProtocol(queueId: $q, complaint: "Falta de ar") { id } }', { q: queueId }));

    const page = (await history(admin, ids.maria, { filter: ['ARCHIVE', 'EVENT'] }))!;
    expect(page.items.map((i) => i.type)).toEqual(['EVENT', 'ARCHIVE']);
    expect(page.items[0]).toMatchObject({
      title: 'Emergency care: Clínica geral',
      summary: expect.stringContaining('Waiting · Falta de ar'),
    });
    expect(page.items[1]).toMatchObject({
      title: 'ecg.pdf',
      appointmentId: first!.id,
      summary: expect.stringContaining('application/pdf · 20 KB'),
    });
    const archive = await item(admin, ids.maria, 'ARCHIVE', page.items[1]!.itemId);
    expect(archive!.content).toEqual({
      __typename: 'PersonHistoryArchive',
      fileName: 'ecg.pdf',
      filePath: `appointments/${first!.id}/ecg.pdf`,
      contentType: 'application/pdf',
      sizeBytes: 20480,
    });
    const event = await item(maria, ids.maria, 'EVENT', page.items[0]!.itemId);
    expect(event!.content).toMatchObject({
      __typename: 'PersonHistoryEvent',
      queueName: 'Clínica geral',
      protocolStatus: 'WAITING',
      complaint: 'Falta de ar',
    });
  });

  it('another person’s item, an unknown id or a type with no source answer null', async () => {
    const joaos = (await history(admin, ids.joao, { filter: ['APPOINTMENT'] }))!;
    expect(await item(admin, ids.maria, 'APPOINTMENT', joaos.items[0]!.itemId)).toBeNull();
    expect(await item(admin, ids.maria, 'DIAGNOSTIC', '6b1f0c0e-1d2b-4b8e-9a55-0d0b8f6f0a11')).toBeNull();
    expect(await item(admin, ids.maria, 'PRESCRIPTION', '6b1f0c0e-1d2b-4b8e-9a55-0d0b8f6f0a11')).toBeNull();
    expect(await item(admin, ids.maria, 'LINK', '6b1f0c0e-1d2b-4b8e-9a55-0d0b8f6f0a11')).toBeNull();
  });
});

describe('SPEC §7 paths of the person service', () => {
  it('GET /person/{id}/history?fromPEP=true with a filter, and GET /person/{personId}/history/item?item_type&item_id', async () => {
    const r = await service<{ total: number; items: Item[] }>(admin, 'GET', `/person/${ids.maria}/history?fromPEP=true&filter=DIAGNOSTIC`);
    expect(r.status).toBe(200);
    expect(r.body.items.map((i) => i.type)).toEqual(['DIAGNOSTIC', 'DIAGNOSTIC']);
    const one = await service<Item & { content: { kind: string; cid10: string } }>(
      admin,
      'GET',
      `/person/${ids.maria}/history/item?item_type=DIAGNOSTIC&item_id=${r.body.items[0]!.id}`,
    );
    expect(one).toMatchObject({ status: 200, body: { id: r.body.items[0]!.id, content: { kind: 'DIAGNOSTIC' } } });
  });

  it('refuses an unknown type in the filter, a bad page size and a bad item, with translated field errors', async () => {
    const bad = await service(admin, 'GET', `/person/${ids.maria}/history?fromPEP=true&filter=EXAM,XRAY&perPage=500`, undefined, 'pt-BR');
    expect(bad).toEqual({
      status: 400,
      body: {
        code: 'BAD_INPUT',
        message: 'Dados inválidos',
        fields: [
          { field: 'filter', message: 'O campo Tipos de item é inválido' },
          { field: 'perPage', message: 'O campo Itens por página é inválido' },
        ],
      },
    });
    const item = await service(admin, 'GET', `/person/${ids.maria}/history/item?item_type=RECEITA&item_id=1`);
    expect(item.body).toMatchObject({
      code: 'BAD_INPUT',
      fields: [{ field: 'item_type', message: 'Item type is invalid' }, { field: 'item_id' }],
    });
  });

  it('the gateway refuses an unknown type before calling the service', async () => {
    const r = await call(admin, HISTORY, { personId: ids.maria, filter: ['XRAY'] });
    expect(r.data).toBeUndefined();
    expect(r.errors?.[0]?.message).toContain('PersonHistoryItemType');
  });
});

describe('recording a diagnostic', () => {
  const valid = { cid10: 'e11.9', description: 'Diabetes mellitus tipo 2 sem complicações' };

  it('a doctor who attends the patient records one, tied to her appointment; it heads her history and writes a flow event', async () => {
    const before = await diagnostics(ids.maria);
    const [appointment] = await appointmentsOf(ids.maria);
    const r = ok(
      await call<{ recordDiagnostic: Item }>(house, RECORD, { personId: ids.maria, input: { ...valid, appointmentId: appointment!.id } }),
    );
    expect(r.recordDiagnostic).toMatchObject({
      type: 'DIAGNOSTIC',
      title: 'E11.9 · Diabetes mellitus tipo 2 sem complicações',
      professionalName: 'Dr. Gregório House',
      appointmentId: appointment!.id,
      content: { __typename: 'PersonHistoryDiagnostic', cid10: 'E11.9', description: valid.description },
    });
    expect(Math.abs(Date.parse(r.recordDiagnostic.date) - nowMs())).toBeLessThan(60_000);
    expect(await diagnostics(ids.maria)).toBe(before + 1);
    expect((await history(maria, ids.maria, { perPage: 1 }))!.items[0]!.id).toBe(r.recordDiagnostic.id);
    const events = await stack.services.ctx.db.query<{ entity_id: string; payload: { itemId: string } }>(
      "select entity_id, payload from flow_event where topic = 'person' and type = 'DIAGNOSTIC_RECORDED'",
    );
    expect(events).toEqual([{ entity_id: ids.maria, payload: { itemType: 'DIAGNOSTIC', itemId: r.recordDiagnostic.itemId } }]);
  });

  it('keeps a given past date (POST /person/{id}/diagnostic answers 201)', async () => {
    const r = await service<Item>(house, 'POST', `/person/${ids.maria}/diagnostic`, {
      cid10: 'J06.9',
      description: 'IVAS',
      date: '2025-06-10T14:00:00-03:00',
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ type: 'DIAGNOSTIC', date: '2025-06-10T17:00:00.000Z', title: 'J06.9 · IVAS' });
  });

  it.each([
    ['cid10', { cid10: 'E1' }, 'CID-10 code is invalid', 'O campo Código CID-10 é inválido'],
    ['cid10', { cid10: null }, 'CID-10 code is required', 'O campo Código CID-10 é obrigatório'],
    ['description', { description: '  ' }, 'Description is required', 'O campo Descrição é obrigatório'],
    ['date', { date: new Date(nowMs() + 86_400_000).toISOString() }, 'Date cannot be in the future', 'Data não pode estar no futuro'],
  ])('refuses a bad %s with a translated field error and records nothing', async (field, change, en, pt) => {
    const before = await diagnostics(ids.maria);
    const r = await call(house, RECORD, { personId: ids.maria, input: { ...valid, ...change } });
    expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_INPUT', fields: [{ field, message: en }] });
    const inPt = await call(house, RECORD, { personId: ids.maria, input: { ...valid, ...change } }, 'pt-BR');
    expect(fieldsOf(inPt)).toEqual([{ field, message: pt }]);
    expect(await diagnostics(ids.maria)).toBe(before);
  });

  it('refuses an appointment of another patient and records nothing', async () => {
    const before = await diagnostics(ids.maria);
    const [joaos] = await appointmentsOf(ids.joao);
    const r = await call(house, RECORD, { personId: ids.maria, input: { ...valid, appointmentId: joaos!.id } });
    expect(r.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_INPUT',
      fields: [{ field: 'appointmentId', message: 'Appointment is invalid' }],
    });
    expect(await diagnostics(ids.maria)).toBe(before);
  });

  it('is for doctors only: staff, patients and representatives are refused and nothing is recorded', async () => {
    const before = await diagnostics(ids.maria);
    for (const who of [admin, manager, maria, representative]) {
      expect(codeOf(await call(who, RECORD, { personId: ids.maria, input: valid })), who.viewer.name).toBe('ACCESS_DENIED');
    }
    expect(await diagnostics(ids.maria)).toBe(before);
  });
});

describe('who reads the history', () => {
  it('clinic administrator, manager and platform administrator (naming the company) read any person of the company', async () => {
    const platformInMain = { ...platform, viewer: { ...platform.viewer, companyId: admin.viewer.companyId } };
    for (const who of [admin, manager, platformInMain]) expect((await history(who, ids.joao))!.total, who.viewer.name).toBeGreaterThan(0);
    expect(codeOf(await call(platform, HISTORY, { personId: ids.joao }))).toBe('COMPANY_HEADER_REQUIRED');
  });

  it('a representative reads nothing', async () => {
    expect(codeOf(await call(representative, HISTORY, { personId: ids.maria }))).toBe('ACCESS_DENIED');
  });

  it('a patient reads their own and their dependents’ history, not another patient’s', async () => {
    expect((await history(maria, ids.maria))!.total).toBe((await history(admin, ids.maria))!.total);
    const clinical = (await history(admin, ids.pedro, { filter: ['NOTES', 'DIAGNOSTIC'] }))!.total;
    expect(clinical).toBeGreaterThan(0); // Pedro's finished paediatric consultation
    // The company does not share a dependent's clinical findings with the guardian (the default): all but those.
    const pedro = (await history(maria, ids.pedro))!;
    expect(pedro.total).toBe((await history(admin, ids.pedro))!.total - clinical);
    expect(pedro.items.filter((i) => i.type === 'NOTES' || i.type === 'DIAGNOSTIC')).toEqual([]);
    const setting = (on: boolean) =>
      call(
        admin,
        'mutation($id: ID!, $on: Boolean!) { updateCompany(id: $id, input: { settings: { clinicalDataSharingWithResponsible: $on } }) { id } }',
        {
          id: admin.viewer.companyId,
          on,
        },
      );
    ok(await setting(true));
    try {
      expect((await history(maria, ids.pedro))!.total).toBe((await history(admin, ids.pedro))!.total);
    } finally {
      ok(await setting(false));
    }
    expect(await history(maria, ids.joao)).toBeNull();
    expect(await history(joao, ids.maria)).toBeNull();
    const own = ok(await call<{ person: { history: Page } }>(maria, PERSON_HISTORY, { id: ids.maria }));
    expect(own.person.history.total).toBeGreaterThan(0);
  });

  it('a patient never reads the professional’s service notes, in the list or in the item; the clinic does', async () => {
    const notes = (await history(admin, ids.maria, { filter: ['NOTES'] }))!.items;
    const withPrivate = [];
    for (const n of notes) {
      const whole = (await item(admin, ids.maria, 'NOTES', n.itemId))!;
      if (whole.content?.notes) withPrivate.push({ n, notes: String(whole.content.notes) });
    }
    expect(withPrivate.length).toBeGreaterThan(0); // 'Pressão 140/90. Histórico familiar de doença coronariana.'
    for (const { n, notes: text } of withPrivate) {
      const mine = (await item(maria, ids.maria, 'NOTES', n.itemId))!;
      expect(mine.content?.notes).toBeNull();
      expect(JSON.stringify(mine)).not.toContain(text);
      const listed = (await history(maria, ids.maria, { filter: ['NOTES'] }))!.items.find((i) => i.itemId === n.itemId);
      expect(JSON.stringify(listed ?? {})).not.toContain(text);
    }
  });

  it('doctors read any patient’s while the company rule allows it; without it, only the patients they attend', async () => {
    expect((await history(ana, ids.maria))!.total).toBeGreaterThan(0);
    ok(await call(admin, RULE, { id: admin.viewer.companyId, on: false }));
    try {
      expect((await history(house, ids.maria))!.total).toBeGreaterThan(0);
      expect((await history(ana, ids.pedro))!.total).toBeGreaterThan(0);
      const denied = await call(ana, HISTORY, { personId: ids.maria });
      expect(codeOf(denied)).toBe('ACCESS_DENIED');
      expect(ok(await call<{ person: { name: string; history: Page | null } }>(ana, PERSON_HISTORY, { id: ids.maria })).person).toEqual({
        name: 'Maria Silva',
        history: null,
      });
      const [appointment] = await appointmentsOf(ids.maria);
      expect(codeOf(await call(ana, ONE, { personId: ids.maria, type: 'APPOINTMENT', itemId: appointment!.id }))).toBe('ACCESS_DENIED');
      const before = await diagnostics(ids.maria);
      expect(codeOf(await call(ana, RECORD, { personId: ids.maria, input: { cid10: 'I10', description: 'x' } }))).toBe('ACCESS_DENIED');
      expect(await diagnostics(ids.maria)).toBe(before);
    } finally {
      ok(await call(admin, RULE, { id: admin.viewer.companyId, on: true }));
    }
  });
});

describe('a user of another company gets nothing', () => {
  it('Bem Viver’s administrator and doctor: Maria’s history, items and diagnostics are unknown to them', async () => {
    const diagnostic = (await history(admin, ids.maria, { filter: ['DIAGNOSTIC'] }))!.items[0]!;
    for (const who of [adminB, rita]) {
      expect(await history(who, ids.maria), who.viewer.name).toBeNull();
      expect(await item(who, ids.maria, 'DIAGNOSTIC', diagnostic.itemId)).toBeNull();
    }
    const before = await diagnostics(ids.maria);
    expect(codeOf(await call(rita, RECORD, { personId: ids.maria, input: { cid10: 'I10', description: 'Intrusão' } }))).toBe('NOT_FOUND');
    expect(await diagnostics(ids.maria)).toBe(before);
    const direct = await service(adminB, 'GET', `/person/${ids.maria}/history?fromPEP=true`);
    expect(direct).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
  });

  it('and Clínica Saúde Total’s administrator gets nothing of Bem Viver’s patient', async () => {
    expect(await history(admin, ids.carla)).toBeNull();
    expect((await history(adminB, ids.carla))!.total).toBeGreaterThan(0);
  });
});
