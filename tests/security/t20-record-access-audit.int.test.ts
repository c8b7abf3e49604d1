import { inScope } from '@teleconsulta/services/kit/tenant';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInInTurn } from '../harness/demo-logins.js';
import { callerOf, codeOf, ok } from '../harness/gateway-call.js';
import type { SignedIn } from '../harness/graphql.js';
import { startStack, type TestStack } from '../harness/stack.js';

/**
 * SECURITY.md T20, the access audit of the health record (issue 19 item 7; CFM secrecy, LGPD art. 37): every read of a
 * patient's record by the clinic's side (a page of it, or one item) is logged in the read's own transaction, with who,
 * which roles, what and the reader's appointment with the patient; the patient and their guardian read it for their
 * persons, the clinic administrator for everyone of the tenant, nobody else; the log is append-only for the
 * application; a patient's own reads and a guardian's are not logged.
 */
let stack: TestStack;
let house: SignedIn;
let admin: SignedIn;
let manager: SignedIn;
let adminB: SignedIn;
let maria: SignedIn;
let joao: SignedIn;
const call = callerOf(() => stack.gatewayUrl);
const db = <T>(text: string, params: unknown[] = []) => stack.services.ctx.db.query<T>(text, params);

const HISTORY = 'query($p: ID!, $f: [PersonHistoryItemType!]) { personHistory(personId: $p, filter: $f) { total items { type itemId } } }';
const ITEM = 'query($p: ID!, $t: PersonHistoryItemType!, $i: ID!) { personHistoryItem(personId: $p, itemType: $t, itemId: $i) { itemId } }';
const ACCESSES = `query($p: ID) { recordAccesses(perPage: 50, filter: { personId: $p }) { total items {
  personId personName readerName readerRoles kind itemType itemId types appointmentProtocol accessedAt } } }`;
type Access = {
  personId: string;
  personName: string;
  readerName: string;
  readerRoles: string[];
  kind: string;
  itemType: string | null;
  itemId: string | null;
  types: string[];
  appointmentProtocol: string | null;
  accessedAt: string;
};
const accessesOf = async (who: SignedIn, personId?: string) =>
  ok(await call<{ recordAccesses: { total: number; items: Access[] } }>(who, ACCESSES, { p: personId ?? null })).recordAccesses;
const logged = async (personId: string) =>
  (await db<{ n: number }>('select count(*)::int as n from record_access where person_id = $1', [personId]))[0]!.n;

let mariaId: string;
let pedroId: string;

beforeAll(async () => {
  stack = await startStack();
  [house, admin, manager, adminB, maria, joao] = await signInInTurn(stack, 'house', 'admin', 'manager', 'adminB', 'maria', 'joao');
  mariaId = maria.viewer.personId!;
  const [pedro] = await db<{ id: string }>("select id from person where name = 'Pedro Silva'");
  pedroId = pedro!.id;
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

describe('T20 access audit of the health record', () => {
  it('Dr. House’s reads of Maria’s record (a page, then an item) are each logged with who, what and his appointment with her', async () => {
    const before = await logged(mariaId);
    const page = ok(
      await call<{ personHistory: { items: Array<{ type: string; itemId: string }> } }>(house, HISTORY, { p: mariaId, f: ['APPOINTMENT'] }),
    );
    const first = page.personHistory.items[0]!;
    ok(await call(house, ITEM, { p: mariaId, t: first.type, i: first.itemId }));
    expect(await logged(mariaId)).toBe(before + 2);

    const seen = await accessesOf(maria, mariaId);
    const [item, history] = seen.items;
    expect(history).toMatchObject({
      personId: mariaId,
      readerName: 'Dr. Gregório House',
      readerRoles: ['D'],
      kind: 'HISTORY',
      types: ['APPOINTMENT'],
    });
    expect(item).toMatchObject({ kind: 'ITEM', itemType: 'APPOINTMENT', itemId: first.itemId });
    expect(history!.appointmentProtocol).toMatch(/^\d+$/);
    console.log(
      `T20: ${seen.total} accesses to Maria's record; the newest: ${item!.readerName} (${item!.readerRoles}) ${item!.kind} under ${item!.appointmentProtocol}`,
    );
  });

  it('the clinic’s staff reads are logged too; the patient’s and the guardian’s own reads are not', async () => {
    const before = await logged(mariaId);
    ok(await call(admin, HISTORY, { p: mariaId }));
    expect(await logged(mariaId)).toBe(before + 1);
    const pedroBefore = await logged(pedroId);
    ok(await call(maria, HISTORY, { p: mariaId }));
    ok(await call(maria, HISTORY, { p: pedroId }));
    expect(await logged(mariaId)).toBe(before + 1);
    expect(await logged(pedroId)).toBe(pedroBefore);
  });

  it('an appointment’s detail (its service notes) read by the clinic’s side is logged too; the patient’s own read is not', async () => {
    const { appointments } = ok(
      await call<{ appointments: { items: Array<{ id: string; patientId: string }> } }>(
        house,
        '{ appointments(perPage: 50) { items { id patientId } } }',
      ),
    );
    const a = appointments.items.find((i) => i.patientId === mariaId)!;
    const before = await logged(mariaId);
    ok(await call(house, 'query($id: ID!) { appointment(id: $id) { id notes } }', { id: a.id }));
    expect(await logged(mariaId)).toBe(before + 1);
    expect((await accessesOf(maria, mariaId)).items[0]).toMatchObject({
      kind: 'ITEM',
      itemType: 'APPOINTMENT',
      itemId: a.id,
      readerName: 'Dr. Gregório House',
    });
    ok(await call(maria, 'query($id: ID!) { appointment(id: $id) { id } }', { id: a.id }));
    expect(await logged(mariaId)).toBe(before + 1);
  });

  it('a guardian reads the accesses to a dependent’s record; another patient, a manager and a doctor read none', async () => {
    ok(await call(house, HISTORY, { p: pedroId }));
    expect((await accessesOf(maria, pedroId)).items[0]).toMatchObject({ personId: pedroId, readerName: 'Dr. Gregório House' });
    // João names Maria: nothing of hers; without a name, only his own persons' (none read).
    expect((await accessesOf(joao, mariaId)).items).toEqual([]);
    expect((await accessesOf(joao)).items.every((a) => a.personId !== mariaId && a.personId !== pedroId)).toBe(true);
    expect(codeOf(await call(manager, ACCESSES, {}))).toBe('ACCESS_DENIED');
    expect(codeOf(await call(house, ACCESSES, {}))).toBe('ACCESS_DENIED');
  });

  it('the clinic administrator reads every patient’s accesses of the clinic; another clinic’s reads none of them', async () => {
    const all = await accessesOf(admin);
    expect(all.items.some((a) => a.personId === mariaId)).toBe(true);
    expect(all.items.some((a) => a.personId === pedroId)).toBe(true);
    const other = await accessesOf(adminB);
    expect(other.items.some((a) => a.personId === mariaId || a.personId === pedroId)).toBe(false);
  });

  it('the log is append-only for the application: no update, no delete', async () => {
    const attempt = (statement: ReturnType<typeof sql>) =>
      inScope(stack.services.ctx.db, { companyId: admin.viewer.companyId, userId: null }, (tx) => tx.execute(statement))
        .then(() => 'done')
        .catch((error: { message?: string; cause?: { message?: string } }) => error.cause?.message ?? error.message ?? 'refused');
    expect(await attempt(sql`update record_access set reader_name = 'x'`)).toMatch(/permission denied/);
    expect(await attempt(sql`delete from record_access`)).toMatch(/permission denied/);
  });
});
