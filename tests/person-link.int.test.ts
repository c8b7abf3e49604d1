import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInInTurn } from './harness/demo-logins.js';
import { callerOf, codeOf, fieldsOf, ok } from './harness/gateway-call.js';
import type { SignedIn } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';

/**
 * Links in the health record (SPEC §3 history type LINK; issue 19 item 6) through the gateway: Dr. House shares a link
 * with Maria from her attendance; she and the clinic read it in her record (page and item), with its address; only
 * http and https addresses are taken, bad input names its field in both languages and saves nothing; patients,
 * managers, a doctor of another clinic and another clinic's patient are refused; the write is in the access audit.
 */
let stack: TestStack;
let house: SignedIn;
let maria: SignedIn;
let joao: SignedIn;
let manager: SignedIn;
let rita: SignedIn;
let mariaId: string;
const call = callerOf(() => stack.gatewayUrl);
const db = <T>(text: string, params: unknown[] = []) => stack.services.ctx.db.query<T>(text, params);

const ITEM = 'id itemId type date title summary professionalName appointmentId url';
const CONTENT = 'content { __typename ... on PersonHistoryLink { title url note sharedByName sharedAt } }';
const SHARE = `mutation($p: ID!, $i: RecordLinkInput!) { shareRecordLink(personId: $p, input: $i) { ${ITEM} ${CONTENT} } }`;
const PAGE = `query($p: ID!) { personHistory(personId: $p, filter: [LINK], perPage: 100) { total items { ${ITEM} } } }`;
const ONE = `query($p: ID!, $i: ID!) { personHistoryItem(personId: $p, itemType: LINK, itemId: $i) { ${ITEM} ${CONTENT} } }`;

type Item = {
  id: string;
  itemId: string;
  type: string;
  title: string;
  summary: string | null;
  url: string | null;
  appointmentId: string | null;
};
const LINK = {
  title: 'Resultado da ressonância de joelho',
  url: 'https://laudos.example.com.br/r/8f2a?acesso=77',
  note: 'A senha é a sua data de nascimento',
};
const links = async () => (await db<{ n: number }>('select count(*)::int as n from person_link'))[0]!.n;

beforeAll(async () => {
  stack = await startStack();
  [house, maria, joao, manager, rita] = await signInInTurn(stack, 'house', 'maria', 'joao', 'manager', 'rita');
  mariaId = maria.viewer.personId!;
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

describe('links shared in the health record', () => {
  let shared: Item;

  it('Dr. House shares a link from Maria’s attendance; it is her record’s newest LINK item, with its address', async () => {
    const { appointments } = ok(
      await call<{ appointments: { items: Array<{ id: string; patientId: string; professionalName: string }> } }>(
        house,
        '{ appointments(perPage: 100) { items { id patientId professionalName } } }',
      ),
    );
    const attendance = appointments.items.find((a) => a.patientId === mariaId)!.id;
    shared = ok(
      await call<{ shareRecordLink: Item }>(house, SHARE, { p: mariaId, i: { ...LINK, appointmentId: attendance } }, 'pt'),
    ).shareRecordLink;
    expect(shared).toMatchObject({
      type: 'LINK',
      title: LINK.title,
      url: LINK.url,
      summary: `${LINK.note} · laudos.example.com.br`,
      professionalName: 'Dr. Gregório House',
      appointmentId: attendance,
      content: { __typename: 'PersonHistoryLink', ...LINK, sharedByName: 'Dr. Gregório House' },
    });
    // Maria reads it in her record (the page and the item), the clinic too.
    for (const who of [maria, house]) {
      const page = ok(await call<{ personHistory: { items: Item[] } }>(who, PAGE, { p: mariaId })).personHistory;
      expect(page.items.map((i) => [i.itemId, i.url])).toContainEqual([shared.itemId, LINK.url]);
      const one = ok(await call<{ personHistoryItem: Item & { content: { note: string } } }>(who, ONE, { p: mariaId, i: shared.itemId }));
      expect(one.personHistoryItem.content.note).toBe(LINK.note);
    }
  });

  it('the share is in the access audit as a write of a LINK item by Dr. House', async () => {
    const rows = await db<{ action: string; item_type: string; outcome: string; reader_user_id: string; person_id: string }>(
      'select action, item_type, outcome, reader_user_id, person_id from record_access where item_id = $1',
      [shared.itemId],
    );
    expect(rows).toContainEqual({
      action: 'WRITE',
      item_type: 'LINK',
      outcome: 'ALLOWED',
      reader_user_id: house.viewer.id,
      person_id: mariaId,
    });
  });

  it('only http and https addresses; bad input names its field in the caller’s language and saves nothing', async () => {
    const before = await links();
    const script = await call(house, SHARE, { p: mariaId, i: { title: 'Veja', url: 'javascript:alert(document.cookie)' } }, 'pt');
    expect(codeOf(script)).toBe('BAD_INPUT');
    expect(fieldsOf(script)).toEqual([{ field: 'url', message: 'O campo URL é inválido' }]);
    const empty = await call(house, SHARE, { p: mariaId, i: { url: 'https://example.com/', note: 'x'.repeat(501) } }, 'en');
    expect(fieldsOf(empty)).toEqual([
      { field: 'title', message: 'Title is required' },
      { field: 'note', message: 'Note must be at most 500 characters' },
    ]);
    const foreignAppointment = await call(house, SHARE, { p: mariaId, i: { ...LINK, appointmentId: crypto.randomUUID() } }, 'en');
    expect(fieldsOf(foreignAppointment)).toEqual([{ field: 'appointmentId', message: 'Appointment is invalid' }]);
    expect(await links()).toBe(before);
  });

  it('patients, managers and another clinic’s doctor cannot share; a patient’s guardian cannot either; nothing is saved', async () => {
    const before = await links();
    expect(codeOf(await call(maria, SHARE, { p: mariaId, i: LINK }))).toBe('ACCESS_DENIED');
    expect(codeOf(await call(joao, SHARE, { p: mariaId, i: LINK }))).toBe('ACCESS_DENIED');
    expect(codeOf(await call(manager, SHARE, { p: mariaId, i: LINK }))).toBe('ACCESS_DENIED');
    expect(['ACCESS_DENIED', 'NOT_FOUND']).toContain(codeOf(await call(rita, SHARE, { p: mariaId, i: LINK })));
    // Another patient reads nothing of Maria's links.
    const peek = await call<{ personHistory: unknown }>(joao, PAGE, { p: mariaId });
    expect(peek.data?.personHistory ?? null).toBeNull();
    expect(await links()).toBe(before);
  });

  it('the database takes only http(s) addresses and never lets the application rewrite or delete a link', async () => {
    await expect(
      db(
        `insert into person_link (company_id, person_id, professional_name, title, url)
         select company_id, id, 'x', 'x', 'javascript:alert(1)' from person where id = $1`,
        [mariaId],
      ),
    ).rejects.toThrow(/person_link_url_check|check constraint/);
    const [grants] = await db<{ update: boolean; delete: boolean }>(
      `select has_table_privilege('teleconsulta_app', 'person_link', 'UPDATE') as update,
              has_table_privilege('teleconsulta_app', 'person_link', 'DELETE') as delete`,
    );
    expect(grants).toEqual({ update: false, delete: false });
  });
});
