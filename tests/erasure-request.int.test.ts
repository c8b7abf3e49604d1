import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, signInInTurn } from './harness/demo-logins.js';
import { callerOf, codeOf, fieldsOf, ok } from './harness/gateway-call.js';
import { type SignedIn, signIn } from './harness/graphql.js';
import { pdfBytes } from './harness/images.js';
import { startStack, type TestStack } from './harness/stack.js';

/**
 * LGPD erasure requests (issue 18 item 6, SECURITY.md T21) through the gateway: the patient asks, the clinic
 * administrator lists and anonymises (contact data gone, sign-in refused, health record kept, reason stored) or refuses
 * with an answer; patients neither answer nor see others' requests; tenants stay apart; bad input names its field.
 */
let stack: TestStack;
let maria: SignedIn;
let joao: SignedIn;
let admin: SignedIn;
let manager: SignedIn;
let adminB: SignedIn;
const call = callerOf(() => stack.gatewayUrl);
const db = <T>(text: string, params: unknown[] = []) => stack.services.ctx.db.query<T>(text, params);

const FIELDS = 'id personId personName status requestedByName answer retentionReason answeredByName answeredAt createdAt';
const REQUEST = `mutation($personId: ID) { requestErasure(personId: $personId) { ${FIELDS} } }`;
const MINE = `{ myErasureRequests { ${FIELDS} } }`;
const LIST = `query($status: [ErasureRequestStatus!]) { erasureRequests(perPage: 100, filter: { status: $status }) { total items { ${FIELDS} } } }`;
const ONE = `query($id: ID!) { erasureRequest(id: $id) { ${FIELDS} } }`;
const ANONYMISE = `mutation($id: ID!, $answer: String) { anonymiseErasureRequest(id: $id, answer: $answer) { ${FIELDS} } }`;
const REFUSE = `mutation($id: ID!, $answer: String!) { refuseErasureRequest(id: $id, answer: $answer) { ${FIELDS} } }`;

type Erasure = { id: string; personId: string; personName: string; status: string; answer: string | null; retentionReason: string | null };

beforeAll(async () => {
  stack = await startStack();
  [maria, joao, admin, manager, adminB] = await signInInTurn(stack, 'maria', 'joao', 'admin', 'manager', 'adminB');
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

const personOf = (who: SignedIn) => who.viewer.personId!;
const rowsOf = async (table: string, column: string, id: string) =>
  (await db<{ n: number }>(`select count(*)::int as n from ${table} where ${column} = $1`, [id]))[0]!.n;

describe('LGPD erasure requests', () => {
  let joaoRequest: Erasure;
  let mariaRequest: Erasure;

  it('a patient asks for themself and sees the request pending; a second open one is a CONFLICT', async () => {
    mariaRequest = ok(await call<{ requestErasure: Erasure }>(maria, REQUEST)).requestErasure;
    expect(mariaRequest).toMatchObject({ status: 'REQUESTED', personId: personOf(maria), answer: null, retentionReason: null });
    expect(mariaRequest.personName).toContain('Maria Silva');
    const mine = ok(await call<{ myErasureRequests: Erasure[] }>(maria, MINE)).myErasureRequests;
    expect(mine.map((r) => r.id)).toEqual([mariaRequest.id]);
    const again = await call(maria, REQUEST);
    expect(codeOf(again)).toBe('CONFLICT');
    expect(fieldsOf(again).map((f: { field: string }) => f.field)).toEqual(['personId']);
    expect(await rowsOf('erasure_request', 'person_id', personOf(maria))).toBe(1);
  });

  it('a patient may ask for a dependent, never for another patient (NOT_FOUND, nothing written)', async () => {
    const { persons } = ok(
      await call<{ persons: { items: Array<{ id: string; parentId: string | null }> } }>(
        maria,
        '{ persons(perPage: 100) { items { id parentId } } }',
      ),
    );
    const pedro = persons.items.find((p) => p.parentId)!.id;
    const dependent = ok(await call<{ requestErasure: Erasure }>(maria, REQUEST, { personId: pedro })).requestErasure;
    expect(dependent).toMatchObject({ personId: pedro, status: 'REQUESTED' });
    const before = (await db<{ n: number }>('select count(*)::int as n from erasure_request'))[0]!.n;
    expect(codeOf(await call(maria, REQUEST, { personId: personOf(joao) }))).toBe('NOT_FOUND');
    expect(codeOf(await call(maria, REQUEST, { personId: 'not-a-uuid' }))).toBe('BAD_INPUT');
    expect((await db<{ n: number }>('select count(*)::int as n from erasure_request'))[0]!.n).toBe(before);
  });

  it('the clinic administrator lists them by status; the manager and the other tenant cannot', async () => {
    joaoRequest = ok(await call<{ requestErasure: Erasure }>(joao, REQUEST)).requestErasure;
    const list = ok(
      await call<{ erasureRequests: { total: number; items: Erasure[] } }>(admin, LIST, { status: ['REQUESTED'] }),
    ).erasureRequests;
    expect(list.items.map((r) => r.id)).toEqual(expect.arrayContaining([mariaRequest.id, joaoRequest.id]));
    expect(list.items.every((r) => r.status === 'REQUESTED')).toBe(true);
    expect(ok(await call<{ erasureRequests: { total: number } }>(admin, LIST, { status: ['DONE'] })).erasureRequests.total).toBe(0);
    expect(codeOf(await call(manager, LIST))).toBe('ACCESS_DENIED');
    // Bem Viver's administrator: nothing of Saúde Total's, by list or by id (exactly like an unknown id).
    expect(ok(await call<{ erasureRequests: { total: number } }>(adminB, LIST)).erasureRequests.total).toBe(0);
    expect(ok(await call(adminB, ONE, { id: mariaRequest.id }))).toEqual({ erasureRequest: null });
    expect(codeOf(await call(adminB, ANONYMISE, { id: mariaRequest.id }))).toBe('NOT_FOUND');
  });

  it('a patient sees only their own: another patient’s request is NOT_FOUND, and they cannot answer any', async () => {
    expect(ok(await call(maria, ONE, { id: joaoRequest.id }))).toEqual({ erasureRequest: null });
    const mariaList = ok(await call<{ erasureRequests: { items: Erasure[] } }>(maria, LIST)).erasureRequests.items;
    expect(mariaList.some((r) => r.id === joaoRequest.id)).toBe(false);
    expect(codeOf(await call(maria, ANONYMISE, { id: mariaRequest.id }))).toBe('ACCESS_DENIED');
    expect(codeOf(await call(joao, REFUSE, { id: mariaRequest.id, answer: 'não' }))).toBe('ACCESS_DENIED');
    expect(codeOf(await call(manager, ANONYMISE, { id: mariaRequest.id }))).toBe('ACCESS_DENIED');
    const [row] = await db<{ status: string }>('select status from erasure_request where id = $1', [mariaRequest.id]);
    expect(row!.status).toBe('REQUESTED');
  });

  it('a refusal needs an answer (the field is named, nothing changes); with one it is REFUSED and mailed', async () => {
    const blank = await call(admin, REFUSE, { id: joaoRequest.id, answer: '   ' });
    expect(codeOf(blank)).toBe('BAD_INPUT');
    expect(fieldsOf(blank).map((f: { field: string }) => f.field)).toEqual(['answer']);
    const tooLong = await call(admin, REFUSE, { id: joaoRequest.id, answer: 'x'.repeat(2001) });
    expect(fieldsOf(tooLong).map((f: { field: string }) => f.field)).toEqual(['answer']);
    expect((await db<{ status: string }>('select status from erasure_request where id = $1', [joaoRequest.id]))[0]!.status).toBe(
      'REQUESTED',
    );
    const refused = ok(
      await call<{ refuseErasureRequest: Erasure }>(admin, REFUSE, { id: joaoRequest.id, answer: 'Há uma ação judicial em curso.' }),
    ).refuseErasureRequest;
    expect(refused).toMatchObject({ status: 'REFUSED', answer: 'Há uma ação judicial em curso.', retentionReason: null });
    expect(ok(await call<{ myErasureRequests: Erasure[] }>(joao, MINE)).myErasureRequests[0]).toMatchObject({ status: 'REFUSED' });
    const mails = await db<{ to: string; template: string; text: string }>(
      'select "to", template, text from mail_outbox where template = \'erasure_request_refused\'',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Há uma ação judicial em curso.');
    // João's data is untouched; a second answer is a CONFLICT.
    expect((await db<{ mail: string | null }>('select mail from person where id = $1', [personOf(joao)]))[0]!.mail).not.toBeNull();
    expect(codeOf(await call(admin, ANONYMISE, { id: joaoRequest.id }))).toBe('CONFLICT');
  });

  it('anonymising erases contact data, closes the sign-in, keeps the record and stores the reason', async () => {
    const mariaId = personOf(maria);
    // A conversation of hers with a file attached: both go with the erasure (their rows' bodies, the file itself).
    const sent = ok(
      await call<{ sendMessage: { id: string } }>(maria, 'mutation($i: NewMessageInput!) { sendMessage(input: $i) { id } }', {
        i: { subject: 'Exame', body: 'Segue o meu exame.' },
      }),
    ).sendMessage;
    const file = { fileName: 'exame.pdf', contentType: 'application/pdf', base64: pdfBytes().toString('base64') };
    ok(
      await call(maria, 'mutation($id: ID!, $file: FileInput!) { uploadMessageAttachment(messageId: $id, file: $file) { id } }', {
        id: sent.id,
        file,
      }),
    );
    const [attached] = await db<{ file_path: string }>('select file_path from message_attachment where message_id = $1', [sent.id]);
    expect(await stack.services.ctx.storage.get(attached!.file_path)).not.toBeNull();
    const before = {
      appointments: await rowsOf('appointment', 'patient_id', mariaId),
      messages: await rowsOf('message', 'person_id', mariaId),
      consents: await rowsOf('consent', 'person_id', mariaId),
    };
    expect(before.appointments).toBeGreaterThan(0);
    const done = ok(await call<{ anonymiseErasureRequest: Erasure }>(admin, ANONYMISE, { id: mariaRequest.id })).anonymiseErasureRequest;
    expect(done).toMatchObject({ status: 'DONE', retentionReason: 'legal retention (Lei 13.787/2018, 20 years)' });

    const [person] = await db<Record<string, string | null>>(
      `select name, cpf, uhc_id, birth_date::text as birth_date, social_name, mail, cell_phone, telephone, profession, push_token,
              street, number, complement, neighborhood, city, region, zip_code, status from person where id = $1`,
      [mariaId],
    );
    expect(person).toMatchObject({ name: 'Maria Silva', cpf: '52998224725', birth_date: '1985-04-12', status: 'inactive' });
    for (const erased of [
      'social_name',
      'mail',
      'cell_phone',
      'telephone',
      'profession',
      'push_token',
      'street',
      'number',
      'complement',
      'neighborhood',
      'city',
      'region',
      'zip_code',
    ])
      expect(person![erased], erased).toBeNull();
    // The health record is kept, row for row; the conversations keep their rows, not their bodies.
    expect(await rowsOf('appointment', 'patient_id', mariaId)).toBe(before.appointments);
    expect(await rowsOf('consent', 'person_id', mariaId)).toBe(before.consents);
    expect(await rowsOf('message', 'person_id', mariaId)).toBe(before.messages);
    expect((await db<{ n: number }>("select count(*)::int as n from message where person_id = $1 and body <> '—'", [mariaId]))[0]!.n).toBe(
      0,
    );
    expect(await db('select id from message_attachment where message_id = $1', [sent.id])).toEqual([]);
    expect(await stack.services.ctx.storage.get(attached!.file_path)).toBeNull();
    // The sign-in is closed: the account's identifiers are gone, every way in is refused, the old session too.
    const [account] = await db<{ status: string; email: string | null; cpf: string | null; password_hash: string | null }>(
      'select status, email, cpf, password_hash from app_user where id = $1',
      [maria.viewer.id],
    );
    expect(account).toEqual({ status: 'closed', email: null, cpf: null, password_hash: null });
    expect(
      (
        await db<{ n: number }>('select count(*)::int as n from refresh_token where user_id = $1 and revoked_at is null', [maria.viewer.id])
      )[0]!.n,
    ).toBe(0);
    await expect(signIn(stack.gatewayUrl, DEMO_LOGINS.maria)).rejects.toThrow();
    await expect(signIn(stack.gatewayUrl, DEMO_LOGINS.mariaByEmail)).rejects.toThrow();
    expect(codeOf(await call(maria, MINE))).toMatch(/UNAUTHENTICATED|ACCESS_DENIED/);
    // The clinic still reads the record and the request with its reason; the patient was mailed before the address went.
    const record = ok(
      await call<{ person: { name: string; mail: string | null } }>(admin, 'query($id: ID!) { person(id: $id) { name mail } }', {
        id: mariaId,
      }),
    );
    expect(record.person).toEqual({ name: 'Maria Silva', mail: null });
    expect(ok(await call<{ erasureRequest: Erasure }>(admin, ONE, { id: mariaRequest.id })).erasureRequest.retentionReason).toContain(
      'Lei 13.787/2018',
    );
    const [mail] = await db<{ to: string; text: string }>('select "to", text from mail_outbox where template = \'erasure_request_done\'');
    expect(mail!.to).toBe('maria@example.com');
    expect(mail!.text).toContain('Lei 13.787/2018');
    // Events like the other domains'.
    const events = await db<{ type: string }>("select type from flow_event where topic = 'erasure-request' order by seq");
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['CREATED', 'REFUSED', 'ANONYMISED']));
  });

  it('bad ids are refused naming the field and change nothing', async () => {
    const before = await db<{ id: string; status: string }>('select id, status from erasure_request order by id');
    const bad = await call(admin, ANONYMISE, { id: 'nope' });
    expect(codeOf(bad)).toBe('BAD_INPUT');
    expect(fieldsOf(bad).map((f: { field: string }) => f.field)).toEqual(['id']);
    expect(fieldsOf(await call(admin, REFUSE, { id: 'nope', answer: 'x' })).map((f: { field: string }) => f.field)).toEqual(['id']);
    expect(codeOf(await call(admin, ANONYMISE, { id: '6b1f0c0e-1d2b-4b8e-9a55-0d0b8f6f0a11' }))).toBe('NOT_FOUND');
    expect(await db<{ id: string; status: string }>('select id, status from erasure_request order by id')).toEqual(before);
  });
});
