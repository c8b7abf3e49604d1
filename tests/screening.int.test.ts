import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from './harness/demo-logins.js';
import { gql, type SignedIn } from './harness/graphql.js';
import { callService } from './harness/service-call.js';
import { startStack, type TestStack } from './harness/stack.js';

let stack: TestStack;
let admin: SignedIn; // clinic admin of Clínica Saúde Total (the network)
let manager: SignedIn;
let house: SignedIn; // Dr. Gregório House (D)
let rep: SignedIn; // representative
let adminB: SignedIn; // clinic admin of Clínica Bem Viver
let maria: SignedIn; // patient
let mainId: string;
let centroId: string;

type Question = {
  id: string;
  text: string;
  textPtBR: string;
  textEn: string;
  kind: string;
  required: boolean;
  options: Array<{ id: string; text: string; textPtBR: string; textEn: string; weight: number | null; redFlag: boolean }>;
};
type Screening = {
  id: string;
  companyId: string;
  type: string;
  subtype: string | null;
  title: string;
  titlePtBR: string;
  titleEn: string;
  active: boolean;
  version: number;
  questions: Question[];
};
const FIELDS = `id companyId type subtype title titlePtBR titleEn active version
  questions { id text textPtBR textEn kind required options { id text textPtBR textEn weight redFlag } }`;
const LIST = `query($companyId: ID, $filter: ScreeningFilter) { screenings(companyId: $companyId, filter: $filter) { total items { ${FIELDS} } } }`;
const ONE = `query($id: ID!, $companyId: ID, $version: Int) { screening(id: $id, companyId: $companyId, version: $version) { ${FIELDS} } }`;
const ACTIVE = `query($companyId: ID, $type: String!, $subtype: String) { activeScreening(companyId: $companyId, type: $type, subtype: $subtype) { ${FIELDS} } }`;
const CREATE = `mutation($companyId: ID, $input: ScreeningInput!) { createScreening(companyId: $companyId, input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $companyId: ID, $input: ScreeningInput!) { updateScreening(id: $id, companyId: $companyId, input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation($id: ID!, $companyId: ID) { deleteScreening(id: $id, companyId: $companyId) { id } }';
const as = (s: SignedIn, locale = 'en') => ({ token: s.accessToken, locale });

const question = (textEn: string, extra: Record<string, unknown> = {}) => ({
  textPtBR: `${textEn} (pt)`,
  textEn,
  kind: 'YES_NO',
  required: true,
  options: [
    { textPtBR: 'Sim', textEn: 'Yes', redFlag: true },
    { textPtBR: 'Não', textEn: 'No' },
  ],
  ...extra,
});
const questionnaire = (extra: Record<string, unknown> = {}) => ({
  type: 'EMERGENCY',
  titlePtBR: 'Triagem',
  titleEn: 'Screening',
  questions: [question('Chest pain?'), question('Pain from 0 to 10', { kind: 'SCALE_0_10', options: [] })],
  ...extra,
});

async function run<T>(who: SignedIn, query: string, variables: Record<string, unknown>, locale = 'en') {
  return gql<T>(stack.gatewayUrl, query, variables, as(who, locale));
}
async function createOk(who: SignedIn, companyId: string, input: Record<string, unknown>) {
  const r = await run<{ createScreening: Screening }>(who, CREATE, { companyId, input });
  expect(r.errors).toBeUndefined();
  return r.data!.createScreening;
}
async function activeFor(who: SignedIn, companyId: string, type: string, subtype?: string | null, locale = 'en') {
  const r = await run<{ activeScreening: Screening | null }>(who, ACTIVE, { companyId, type, subtype }, locale);
  expect(r.errors).toBeUndefined();
  return r.data!.activeScreening;
}

/** Calls the company service directly, as SPEC §7 names it. */
const service = <T = Record<string, unknown>>(who: SignedIn, method: string, path: string, body?: unknown, companyId?: string) =>
  callService<T>(stack.servicesUrl, who, method, path, { body, companyId, locale: 'en' });

beforeAll(async () => {
  stack = await startStack();
  [admin, manager, house, rep, adminB, maria] = await signInAs(stack, 'admin', 'manager', 'house', 'rep', 'adminB', 'maria');
  mainId = admin.viewer.companyId;
  const r = await gql<{ companies: { items: Array<{ id: string; name: string }> } }>(
    stack.gatewayUrl,
    'query { companies(perPage: 100, filter: { q: "Centro" }) { items { id name } } }',
    {},
    as(admin),
  );
  centroId = r.data!.companies.items.find((c) => c.name.endsWith('Unidade Centro'))!.id;
});
afterAll(async () => {
  await stack?.close();
});

describe('screening: the seeded questionnaire and SPEC §7 GET …/screening/type/{type}?subtype=', () => {
  it('answers the demo clinic’s adult emergency screening, with red flags, in the request’s language', async () => {
    const direct = await service<Screening>(maria, 'GET', `/company/${mainId}/screening/type/EMERGENCY?subtype=ADULT`);
    expect(direct.status).toBe(200);
    expect(direct.body).toMatchObject({ type: 'EMERGENCY', subtype: 'ADULT', version: 1, active: true, companyId: mainId });
    const en = (await activeFor(house, mainId, 'EMERGENCY', 'ADULT'))!;
    expect(en.title).toBe('Emergency screening — adults');
    const breathing = en.questions.find((q) => q.id === 'chest_pain_breathing')!;
    expect(breathing).toMatchObject({ kind: 'YES_NO', text: 'Do you have chest pain and shortness of breath at the same time?' });
    expect(breathing.options.find((o) => o.id === 'yes')!.redFlag).toBe(true);
    expect(en.questions.find((q) => q.id === 'fainting')!.options.find((o) => o.id === 'yes')!.redFlag).toBe(true);
    expect(en.questions.find((q) => q.id === 'pain_scale')!.kind).toBe('SCALE_0_10');
    const pt = (await activeFor(maria, mainId, 'emergency', 'adult', 'pt-BR'))!;
    expect(pt.title).toBe('Triagem de pronto atendimento — adultos');
    expect(pt.questions[0]!.text).toBe('Qual é o principal motivo do atendimento?');
  });

  it('falls back to the subtype-less questionnaire, then to the parent company’s; none is null / 404', async () => {
    expect(await activeFor(admin, mainId, 'EMERGENCY', 'CHILD')).toBeNull();
    expect((await service(admin, 'GET', `/company/${mainId}/screening/type/EMERGENCY?subtype=CHILD`)).status).toBe(404);
    const general = await createOk(admin, mainId, questionnaire({ titleEn: 'Any emergency' }));
    expect(general.subtype).toBeNull();
    expect((await activeFor(admin, mainId, 'EMERGENCY', 'CHILD'))!.id).toBe(general.id);
    expect((await activeFor(admin, mainId, 'EMERGENCY'))!.id).toBe(general.id);
    // the branch has none of its own: the network's, subtype first
    expect((await activeFor(admin, centroId, 'EMERGENCY', 'ADULT'))!.subtype).toBe('ADULT');
    expect((await activeFor(admin, centroId, 'EMERGENCY', 'CHILD'))!.id).toBe(general.id);
    // the branch's own subtype-less one beats the network's ADULT one
    const centroGeneral = await createOk(admin, centroId, questionnaire({ titleEn: 'Centro emergency' }));
    expect((await activeFor(admin, centroId, 'EMERGENCY', 'ADULT'))!.id).toBe(centroGeneral.id);
    const centroChild = await createOk(admin, centroId, questionnaire({ subtype: 'child', titleEn: 'Centro children' }));
    expect(centroChild.subtype).toBe('CHILD');
    expect((await activeFor(admin, centroId, 'EMERGENCY', 'CHILD'))!.id).toBe(centroChild.id);
    // an inactive questionnaire is skipped
    await run(admin, UPDATE, { id: centroChild.id, companyId: centroId, input: { active: false } });
    expect((await activeFor(admin, centroId, 'EMERGENCY', 'CHILD'))!.id).toBe(centroGeneral.id);
    // the network never sees its branch's questionnaire as its own
    expect((await activeFor(admin, mainId, 'EMERGENCY', 'CHILD'))!.id).toBe(general.id);
    expect(await activeFor(admin, mainId, 'PRE_CONSULTATION')).toBeNull();
  });
});

describe('screening: back-office CRUD and versions', () => {
  it('lists by type and subtype', async () => {
    const r = await run<{ screenings: { total: number; items: Screening[] } }>(manager, LIST, {
      filter: { type: 'EMERGENCY', subtype: 'ADULT' },
    });
    expect(r.errors).toBeUndefined();
    expect(r.data!.screenings.items.map((s) => [s.type, s.subtype])).toEqual([['EMERGENCY', 'ADULT']]);
    const direct = await service<{ items: Screening[]; total: number }>(admin, 'GET', `/company/${mainId}/screening`);
    expect(direct.status).toBe(200);
    expect(direct.body.items.every((s) => s.companyId === mainId)).toBe(true);
  });

  it('editing bumps the version, keeps the question keys, and the old version stays readable', async () => {
    const created = await createOk(manager, mainId, questionnaire({ type: 'PRE_CONSULTATION', subtype: 'ADULT' }));
    expect(created.version).toBe(1);
    const [q1, q2] = created.questions;
    expect(q1!.id).toMatch(/.+/);
    const edited = [
      { ...question('Chest pain right now?'), id: q1!.id },
      { id: q2!.id, textPtBR: q2!.textPtBR, textEn: q2!.textEn, kind: 'SCALE_0_10', required: false, options: [] },
      question('Fever?', {
        kind: 'SINGLE_CHOICE',
        options: [
          { textPtBR: 'Alta', textEn: 'High', weight: 60 },
          { textPtBR: 'Baixa', textEn: 'Low', weight: 10 },
        ],
      }),
    ];
    const r = await run<{ updateScreening: Screening }>(manager, UPDATE, { id: created.id, input: { questions: edited } });
    expect(r.errors).toBeUndefined();
    const v2 = r.data!.updateScreening;
    expect(v2.version).toBe(2);
    expect(v2.questions.map((q) => q.id).slice(0, 2)).toEqual([q1!.id, q2!.id]);
    expect(v2.questions[0]!.textEn).toBe('Chest pain right now?');
    expect(v2.questions[2]!.options.map((o) => o.weight)).toEqual([60, 10]);
    const old = await run<{ screening: Screening }>(admin, ONE, { id: created.id, version: 1 });
    expect(old.data!.screening).toMatchObject({ version: 1 });
    expect(old.data!.screening.questions.map((q) => q.textEn)).toEqual(['Chest pain?', 'Pain from 0 to 10']);
    const current = await run<{ screening: Screening }>(admin, ONE, { id: created.id });
    expect(current.data!.screening.version).toBe(2);
    // toggling active is no new content: same version
    const toggled = await run<{ updateScreening: Screening }>(admin, UPDATE, { id: created.id, input: { active: false } });
    expect(toggled.data!.updateScreening).toMatchObject({ active: false, version: 2 });
    expect((await run<{ screening: Screening | null }>(admin, ONE, { id: created.id, version: 7 })).data!.screening).toBeNull();
  });

  it('refuses a second active questionnaire of the same type and subtype, and bad questions, changing nothing', async () => {
    const dup = await run(admin, CREATE, { input: questionnaire({ subtype: 'ADULT' }) }, 'pt-BR');
    expect(dup.errors![0]!.extensions).toMatchObject({
      code: 'CONFLICT',
      fields: [{ field: 'active', message: 'Já existe um questionário ativo deste tipo e subtipo' }],
    });
    const bad = await run(admin, CREATE, {
      input: {
        type: 'emergência',
        titlePtBR: '',
        titleEn: 'x',
        questions: [question('', { kind: 'SINGLE_CHOICE', options: [{ textPtBR: 'Só', textEn: 'Only' }] })],
      },
    });
    expect(bad.errors![0]!.extensions!.fields).toEqual(
      expect.arrayContaining([
        { field: 'type', message: 'Type is invalid' },
        { field: 'titlePtBR', message: 'Title in Portuguese is required' },
        { field: 'questions.0.textEn', message: 'Question in English is required' },
        { field: 'questions.0.options', message: 'Options is invalid' },
      ]),
    );
    const none = await run(admin, CREATE, { input: questionnaire({ type: 'FOLLOW_UP', questions: [] }) });
    expect(none.errors![0]!.extensions!.fields).toEqual([{ field: 'questions', message: 'Questions is required' }]);
    const textWithOptions = await service(admin, 'POST', `/company/${mainId}/screening`, {
      type: 'FOLLOW_UP',
      titlePtBR: 'a',
      titleEn: 'a',
      questions: [{ textPtBR: 'a', textEn: 'a', kind: 'text', options: [{ textPtBR: 'a', textEn: 'a' }] }],
    });
    expect(textWithOptions.status).toBe(400);
    const list = await run<{ screenings: { items: Screening[] } }>(admin, LIST, { filter: { type: 'FOLLOW_UP' } });
    expect(list.data!.screenings.items).toEqual([]);
  });

  it('deletes', async () => {
    const created = await createOk(admin, mainId, questionnaire({ type: 'RETURN_VISIT' }));
    const r = await run<{ deleteScreening: { id: string } }>(admin, DELETE, { id: created.id });
    expect(r.data!.deleteScreening.id).toBe(created.id);
    expect((await run<{ screening: Screening | null }>(admin, ONE, { id: created.id })).data!.screening).toBeNull();
    expect(await activeFor(admin, mainId, 'RETURN_VISIT')).toBeNull();
  });
});

describe('screening: roles and tenancy', () => {
  it('doctors and patients read the active one but neither list nor edit; a representative gets nothing', async () => {
    for (const who of [house, maria]) {
      expect(await activeFor(who, mainId, 'EMERGENCY', 'ADULT')).not.toBeNull();
      const list = await run(who, LIST, {});
      expect(list.errors![0]!.extensions!.code).toBe('ACCESS_DENIED');
      const create = await run(who, CREATE, { input: questionnaire({ type: 'DOCTOR_MADE' }) });
      expect(create.errors![0]!.extensions!.code).toBe('ACCESS_DENIED');
    }
    const seeded = (await activeFor(admin, mainId, 'EMERGENCY', 'ADULT'))!;
    const put = await service(house, 'PUT', `/company/${mainId}/screening/${seeded.id}`, { titleEn: 'Hacked' });
    expect(put.status).toBe(403);
    const r = await run(rep, ACTIVE, { type: 'EMERGENCY', subtype: 'ADULT' });
    expect(r.errors![0]!.extensions!.code).toBe('ACCESS_DENIED');
    expect((await activeFor(admin, mainId, 'EMERGENCY', 'ADULT'))!.titleEn).toBe('Emergency screening — adults');
  });

  it('a user of another company gets nothing: not the lookup, not the list, not by id, no writes', async () => {
    const seeded = (await activeFor(admin, mainId, 'EMERGENCY', 'ADULT'))!;
    // their own company has no questionnaire and does not fall back to ours
    expect(await activeFor(adminB, adminB.viewer.companyId, 'EMERGENCY', 'ADULT')).toBeNull();
    const lookup = await run<{ activeScreening: Screening | null }>(adminB, ACTIVE, {
      companyId: mainId,
      type: 'EMERGENCY',
      subtype: 'ADULT',
    });
    expect(lookup.data?.activeScreening ?? null).toBeNull();
    expect((await service(adminB, 'GET', `/company/${mainId}/screening/type/EMERGENCY?subtype=ADULT`)).status).toBe(404);
    expect((await service(adminB, 'GET', `/company/${mainId}/screening`)).status).toBe(404);
    const byId = await run<{ screening: Screening | null }>(adminB, ONE, { id: seeded.id, companyId: mainId });
    expect(byId.data?.screening ?? null).toBeNull();
    const ownPath = await service(adminB, 'GET', `/company/${adminB.viewer.companyId}/screening/${seeded.id}`);
    expect(ownPath.status).toBe(404);
    expect((await service(adminB, 'PUT', `/company/${mainId}/screening/${seeded.id}`, { titleEn: 'x' })).status).toBe(404);
    expect((await service(adminB, 'PUT', `/company/${adminB.viewer.companyId}/screening/${seeded.id}`, { titleEn: 'x' })).status).toBe(404);
    expect((await service(adminB, 'DELETE', `/company/${mainId}/screening/${seeded.id}`)).status).toBe(404);
    const post = await service(adminB, 'POST', `/company/${mainId}/screening`, {
      ...questionnaire(),
      questions: [{ ...question('x'), kind: 'yes_no' }],
    });
    expect(post.status).toBe(404);
    expect((await activeFor(admin, mainId, 'EMERGENCY', 'ADULT'))!).toMatchObject({
      id: seeded.id,
      version: 1,
      titleEn: 'Emergency screening — adults',
    });
  });

  it('working in a branch, the network’s questionnaire is read through the fallback but never written', async () => {
    const network = await createOk(admin, mainId, questionnaire({ type: 'NETWORK_ONLY', titleEn: 'Network only' }));
    const inBranch = { token: admin.accessToken, companyId: centroId, locale: 'en' };
    const read = await gql<{ activeScreening: Screening }>(stack.gatewayUrl, ACTIVE, { type: 'NETWORK_ONLY', subtype: 'ADULT' }, inBranch);
    expect(read.data!.activeScreening).toMatchObject({ id: network.id, companyId: mainId });
    const put = await gql(stack.gatewayUrl, UPDATE, { id: network.id, companyId: mainId, input: { titleEn: 'From the branch' } }, inBranch);
    expect(put.errors![0]!.extensions!.code).toBe('NOT_FOUND');
    const asBranch = await service(admin, 'PUT', `/company/${centroId}/screening/${network.id}`, { titleEn: 'From the branch' }, centroId);
    expect(asBranch.status).toBe(404);
    const del = await service(admin, 'DELETE', `/company/${mainId}/screening/${network.id}`, undefined, centroId);
    expect(del.status).toBe(404);
    expect((await activeFor(admin, mainId, 'NETWORK_ONLY'))!).toMatchObject({ id: network.id, version: 1, titleEn: 'Network only' });
  });
});
