import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inScope } from '@teleconsulta/services/kit/tenant';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_LOGINS, signInInTurn } from '../harness/demo-logins.js';
import { callerOf, codeOf, ok } from '../harness/gateway-call.js';
import { gql, type SignedIn } from '../harness/graphql.js';
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
let logDir: string;
/** What the gateway printed while this file ran (it logs to the console); the services log to LOG_FILE. */
const gatewayLines: string[] = [];

beforeAll(async () => {
  logDir = await mkdtemp(join(tmpdir(), 't20-logs-'));
  for (const level of ['log', 'info', 'warn', 'error'] as const) {
    const original = console[level].bind(console);
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      gatewayLines.push(args.map(String).join(' '));
      original(...args);
    });
  }
  stack = await startStack({ servicesEnv: { LOG_LEVEL: 'info', LOG_FILE: join(logDir, 'services.log') } });
  [house, admin, manager, adminB, maria, joao] = await signInInTurn(stack, 'house', 'admin', 'manager', 'adminB', 'maria', 'joao');
  mariaId = maria.viewer.personId!;
  const [pedro] = await db<{ id: string }>("select id from person where name = 'Pedro Silva'");
  pedroId = pedro!.id;
}, 120_000);
afterAll(async () => {
  await stack?.close();
  vi.restoreAllMocks();
  if (logDir) await rm(logDir, { recursive: true, force: true });
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

  it('the clinic’s staff reads are logged too, and the patient’s and the guardian’s own reads, which her view leaves out', async () => {
    const before = await logged(mariaId);
    ok(await call(admin, HISTORY, { p: mariaId }));
    expect(await logged(mariaId)).toBe(before + 1);
    const shown = (await accessesOf(maria, mariaId)).total;
    const pedroBefore = await logged(pedroId);
    ok(await call(maria, HISTORY, { p: mariaId }));
    ok(await call(maria, HISTORY, { p: pedroId }));
    expect(await logged(mariaId)).toBe(before + 2);
    expect(await logged(pedroId)).toBe(pedroBefore + 1);
    expect((await accessesOf(maria, mariaId)).total).toBe(shown);
  });

  it('an appointment’s detail (its service notes) is logged for every reader; the patient sees the clinic’s read, not her own', async () => {
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
    const newest = { kind: 'ITEM', itemType: 'APPOINTMENT', itemId: a.id, readerName: 'Dr. Gregório House' };
    expect((await accessesOf(maria, mariaId)).items[0]).toMatchObject(newest);
    ok(await call(maria, 'query($id: ID!) { appointment(id: $id) { id } }', { id: a.id }));
    expect(await logged(mariaId)).toBe(before + 2);
    expect((await accessesOf(maria, mariaId)).items[0]).toMatchObject(newest);
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

  it('a page of exam requests is logged once per patient it shows, as a read of their EXAM items', async () => {
    const requestId = `t20-exams-${Date.now()}`;
    const r = await gql<{ serviceRequests: { items: Array<{ subjectId: string }> } }>(
      stack.gatewayUrl,
      '{ serviceRequests(perPage: 100) { items { subjectId } } }',
      {},
      { token: manager.accessToken, headers: { 'x-request-id': requestId } },
    );
    const shown = [...new Set(ok(r).serviceRequests.items.map((i) => i.subjectId))].sort();
    expect(shown.length).toBeGreaterThan(1);
    const rows = await db<{ person_id: string; kind: string; types: string[]; reader_user_id: string; outcome: string }>(
      'select person_id, kind, types, reader_user_id, outcome from record_access where request_id = $1 order by person_id',
      [requestId],
    );
    expect(rows.map((row) => row.person_id)).toEqual(shown);
    for (const row of rows) {
      expect(row).toMatchObject({ kind: 'HISTORY', types: ['EXAM'], reader_user_id: manager.viewer.id, outcome: 'ALLOWED' });
    }
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

/**
 * SECURITY.md T20's sample: 1,000 random reads and writes of the record (history pages and items, attendances, notes,
 * diagnostics, clinical documents), allowed and refused, by patients, professionals and staff of two clinics, each
 * with its own X-Request-Id → exactly one audit row per request, with actor, roles, tenant, patient (null only for a
 * refused access to another clinic's record), action, object, outcome, request id and time. Then the audit rows, the
 * services' log file and the gateway's console are searched for CPFs, tokens, passwords, PIX keys and card numbers.
 */
/**
 * A card number as printed: a PAN of the card schemes' prefixes and lengths (American Express 15 digits; Visa,
 * Mastercard, Elo and others 16), or four groups of four; alone (not part of an id, a longer number or a fraction).
 */
const CARD = /(?<![\w.-])(?:3[47]\d{13}|4\d{15}|5[1-5]\d{14}|2[2-7]\d{14}|6\d{15}|(?:\d{4}[ -]){3}\d{4})(?![\w.-])/;
/** The Luhn check every card number passes (and most other digit runs fail). */
function luhn(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

describe('T20 every access audited (1,000 random operations)', () => {
  type Op = {
    name: string;
    who: () => SignedIn;
    query: string;
    variables: () => Record<string, unknown>;
    /** The field of the answer that is null when a read is refused without an error (a foreign appointment). */
    field: string;
    allowed: boolean;
    action: 'READ' | 'WRITE';
    kind: 'HISTORY' | 'ITEM';
    itemType: string | null;
    /** The patient the row must name (null: a refused access to another clinic's record). */
    person: () => string | null;
    /** The company the row is logged in: the caller's. */
    company: () => string;
  };
  const RUNS = 1_000;
  const SEED = Number(process.env.T20_SEED ?? Date.now() % 100_000);
  let joaoId: string;
  let mariaAppointment: string;
  let joaoAppointment: string;
  let item: { type: string; itemId: string };
  let foreignPerson: string;
  let mariaExam: string;
  let ops: Op[];

  const HISTORY_Q = 'query($p: ID!) { personHistory(personId: $p) { total } }';
  const ITEM_Q =
    'query($p: ID!, $t: PersonHistoryItemType!, $i: ID!) { personHistoryItem(personId: $p, itemType: $t, itemId: $i) { itemId } }';
  const APPOINTMENT_Q = 'query($id: ID!) { appointment(id: $id) { id } }';
  const NOTES_M = 'mutation($id: ID!, $n: String!) { updateAppointment(id: $id, input: { notes: $n }) { id } }';
  const DIAGNOSTIC_M = 'mutation($p: ID!) { recordDiagnostic(personId: $p, input: { cid10: "J06.9", description: "IVAS" }) { itemId } }';
  const DOCUMENTS_Q = 'query($p: ID!) { clinicalDocuments(personId: $p) { id } }';
  const EXAM_Q = 'query($id: ID!) { serviceRequest(id: $id) { id } }';
  const EXAM_M = `mutation($s: String!) { createServiceRequest(input: { subject: $s, note: "Hemograma de controle" }) { id } }`;

  beforeAll(async () => {
    joaoId = joao.viewer.personId!;
    type Listed = { id: string; patientId: string; professionalName: string; status: string };
    const { appointments } = ok(
      await call<{ appointments: { items: Listed[] } }>(
        manager,
        '{ appointments(perPage: 100) { items { id patientId professionalName status } } }',
      ),
    );
    mariaAppointment = appointments.items.find((a) => a.patientId === mariaId && a.professionalName === 'Dr. Gregório House')!.id;
    joaoAppointment = appointments.items.find(
      (a) => a.patientId === joaoId && a.professionalName === 'Dr. Gregório House' && a.status === 'SCHEDULED',
    )!.id;
    const page = ok(await call<{ personHistory: { items: Array<{ type: string; itemId: string }> } }>(house, HISTORY, { p: mariaId }));
    item = page.personHistory.items[0]!;
    const [other] = await db<{ id: string }>(
      "select p.id from person p join company c on c.id = p.company_id where c.name like '%Bem Viver%' limit 1",
    );
    foreignPerson = other!.id;
    const exams = ok(
      await call<{ serviceRequests: { items: Array<{ id: string; subjectId: string }> } }>(
        manager,
        '{ serviceRequests(perPage: 100) { items { id subjectId } } }',
      ),
    );
    mariaExam = exams.serviceRequests.items.find((r) => r.subjectId === mariaId)!.id;
    const A = () => admin.viewer.companyId;
    const B = () => adminB.viewer.companyId;
    ops = [
      // Allowed.
      {
        name: 'house reads Maria’s record',
        who: () => house,
        query: HISTORY_Q,
        variables: () => ({ p: mariaId }),
        field: 'personHistory',
        allowed: true,
        action: 'READ',
        kind: 'HISTORY',
        itemType: null,
        person: () => mariaId,
        company: A,
      },
      {
        name: 'house opens an item of it',
        who: () => house,
        query: ITEM_Q,
        variables: () => ({ p: mariaId, t: item.type, i: item.itemId }),
        field: 'personHistoryItem',
        allowed: true,
        action: 'READ',
        kind: 'ITEM',
        itemType: item.type,
        person: () => mariaId,
        company: A,
      },
      {
        name: 'house opens her attendance',
        who: () => house,
        query: APPOINTMENT_Q,
        variables: () => ({ id: mariaAppointment }),
        field: 'appointment',
        allowed: true,
        action: 'READ',
        kind: 'ITEM',
        itemType: 'APPOINTMENT',
        person: () => mariaId,
        company: A,
      },
      {
        name: 'the administrator reads João’s record',
        who: () => admin,
        query: HISTORY_Q,
        variables: () => ({ p: joaoId }),
        field: 'personHistory',
        allowed: true,
        action: 'READ',
        kind: 'HISTORY',
        itemType: null,
        person: () => joaoId,
        company: A,
      },
      {
        name: 'Maria reads Pedro’s record',
        who: () => maria,
        query: HISTORY_Q,
        variables: () => ({ p: pedroId }),
        field: 'personHistory',
        allowed: true,
        action: 'READ',
        kind: 'HISTORY',
        itemType: null,
        person: () => pedroId,
        company: A,
      },
      {
        name: 'Maria opens her attendance',
        who: () => maria,
        query: APPOINTMENT_Q,
        variables: () => ({ id: mariaAppointment }),
        field: 'appointment',
        allowed: true,
        action: 'READ',
        kind: 'ITEM',
        itemType: 'APPOINTMENT',
        person: () => mariaId,
        company: A,
      },
      {
        name: 'house writes João’s notes',
        who: () => house,
        query: NOTES_M,
        variables: () => ({ id: joaoAppointment, n: `Evolução ${Math.random()}` }),
        field: 'updateAppointment',
        allowed: true,
        action: 'WRITE',
        kind: 'ITEM',
        itemType: 'NOTES',
        person: () => joaoId,
        company: A,
      },
      {
        name: 'house records a diagnostic of Maria',
        who: () => house,
        query: DIAGNOSTIC_M,
        variables: () => ({ p: mariaId }),
        field: 'recordDiagnostic',
        allowed: true,
        action: 'WRITE',
        kind: 'ITEM',
        itemType: 'DIAGNOSTIC',
        person: () => mariaId,
        company: A,
      },
      {
        name: 'the manager lists Maria’s documents',
        who: () => manager,
        query: DOCUMENTS_Q,
        variables: () => ({ p: mariaId }),
        field: 'clinicalDocuments',
        allowed: true,
        action: 'READ',
        kind: 'HISTORY',
        itemType: null,
        person: () => mariaId,
        company: A,
      },
      {
        name: 'house opens Maria’s exam request',
        who: () => house,
        query: EXAM_Q,
        variables: () => ({ id: mariaExam }),
        field: 'serviceRequest',
        allowed: true,
        action: 'READ',
        kind: 'ITEM',
        itemType: 'EXAM',
        person: () => mariaId,
        company: A,
      },
      {
        name: 'house requests an exam for Maria',
        who: () => house,
        query: EXAM_M,
        variables: () => ({ s: `person|${mariaId}` }),
        field: 'createServiceRequest',
        allowed: true,
        action: 'WRITE',
        kind: 'ITEM',
        itemType: 'EXAM',
        person: () => mariaId,
        company: A,
      },
      // Refused.
      {
        name: 'João opens Maria’s exam request',
        who: () => joao,
        query: EXAM_Q,
        variables: () => ({ id: mariaExam }),
        field: 'serviceRequest',
        allowed: false,
        action: 'READ',
        kind: 'ITEM',
        itemType: 'EXAM',
        person: () => mariaId,
        company: A,
      },
      {
        name: 'João requests an exam for Maria',
        who: () => joao,
        query: EXAM_M,
        variables: () => ({ s: `person|${mariaId}` }),
        field: 'createServiceRequest',
        allowed: false,
        action: 'WRITE',
        kind: 'ITEM',
        itemType: 'EXAM',
        person: () => mariaId,
        company: A,
      },
      {
        name: 'Bem Viver’s administrator opens her exam request',
        who: () => adminB,
        query: EXAM_Q,
        variables: () => ({ id: mariaExam }),
        field: 'serviceRequest',
        allowed: false,
        action: 'READ',
        kind: 'ITEM',
        itemType: 'EXAM',
        person: () => null,
        company: B,
      },
      {
        name: 'João reads Maria’s record',
        who: () => joao,
        query: HISTORY_Q,
        variables: () => ({ p: mariaId }),
        field: 'personHistory',
        allowed: false,
        action: 'READ',
        kind: 'HISTORY',
        itemType: null,
        person: () => mariaId,
        company: A,
      },
      {
        name: 'João opens Maria’s attendance',
        who: () => joao,
        query: APPOINTMENT_Q,
        variables: () => ({ id: mariaAppointment }),
        field: 'appointment',
        allowed: false,
        action: 'READ',
        kind: 'ITEM',
        itemType: 'APPOINTMENT',
        person: () => mariaId,
        company: A,
      },
      {
        name: 'Maria records a diagnostic',
        who: () => maria,
        query: DIAGNOSTIC_M,
        variables: () => ({ p: mariaId }),
        field: 'recordDiagnostic',
        allowed: false,
        action: 'WRITE',
        kind: 'ITEM',
        itemType: 'DIAGNOSTIC',
        person: () => mariaId,
        company: A,
      },
      {
        name: 'Maria writes her attendance’s notes',
        who: () => maria,
        query: NOTES_M,
        variables: () => ({ id: mariaAppointment, n: 'Sem queixas' }),
        field: 'updateAppointment',
        allowed: false,
        action: 'WRITE',
        kind: 'ITEM',
        itemType: 'NOTES',
        person: () => mariaId,
        company: A,
      },
      {
        name: 'João lists Maria’s documents',
        who: () => joao,
        query: DOCUMENTS_Q,
        variables: () => ({ p: mariaId }),
        field: 'clinicalDocuments',
        allowed: false,
        action: 'READ',
        kind: 'HISTORY',
        itemType: null,
        person: () => mariaId,
        company: A,
      },
      {
        name: 'Bem Viver’s administrator reads Maria’s record',
        who: () => adminB,
        query: HISTORY_Q,
        variables: () => ({ p: mariaId }),
        field: 'personHistory',
        allowed: false,
        action: 'READ',
        kind: 'HISTORY',
        itemType: null,
        person: () => null,
        company: B,
      },
      {
        name: 'Bem Viver’s administrator opens her attendance',
        who: () => adminB,
        query: APPOINTMENT_Q,
        variables: () => ({ id: mariaAppointment }),
        field: 'appointment',
        allowed: false,
        action: 'READ',
        kind: 'ITEM',
        itemType: 'APPOINTMENT',
        person: () => null,
        company: B,
      },
      {
        name: 'house reads a Bem Viver patient’s record',
        who: () => house,
        query: HISTORY_Q,
        variables: () => ({ p: foreignPerson }),
        field: 'personHistory',
        allowed: false,
        action: 'READ',
        kind: 'HISTORY',
        itemType: null,
        person: () => null,
        company: A,
      },
    ];
  });

  it('writes one audit row per access, complete, whether allowed or refused', async () => {
    let state = SEED;
    const random = () => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state / 2 ** 31;
    };
    const runs = Array.from({ length: RUNS }, (_, i) => ({
      i,
      op: ops[Math.floor(random() * ops.length)]!,
      requestId: `t20-${SEED}-${i}`,
    }));
    const answers: Array<{ refused: boolean }> = [];
    const queue = [...runs];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let run = queue.shift(); run; run = queue.shift()) {
          const r = await gql<Record<string, unknown>>(stack.gatewayUrl, run.op.query, run.op.variables(), {
            token: run.op.who().accessToken,
            headers: { 'x-request-id': run.requestId },
          });
          const code = r.errors?.[0]?.extensions?.code;
          expect(code === undefined || code === 'NOT_FOUND' || code === 'ACCESS_DENIED', `${run.op.name}: ${code}`).toBe(true);
          answers[run.i] = { refused: code !== undefined || r.data?.[run.op.field] == null };
        }
      }),
    );
    const logged = await db<{
      request_id: string;
      company_id: string;
      person_id: string | null;
      reader_user_id: string | null;
      reader_roles: string[];
      kind: string;
      item_type: string | null;
      item_id: string | null;
      action: string;
      outcome: string;
      accessed_at: string | null;
    }>('select * from record_access where request_id like $1', [`t20-${SEED}-%`]);
    const byRequest = new Map<string, typeof logged>();
    for (const row of logged) byRequest.set(row.request_id, [...(byRequest.get(row.request_id) ?? []), row]);
    let complete = 0;
    for (const { i, op, requestId } of runs) {
      expect(answers[i]!.refused, `${op.name} (${requestId})`).toBe(!op.allowed);
      const rows = byRequest.get(requestId) ?? [];
      expect(rows, `${op.name} (${requestId})`).toHaveLength(1);
      const row = rows[0]!;
      expect(row, `${op.name} (${requestId})`).toMatchObject({
        company_id: op.company(),
        person_id: op.person(),
        reader_user_id: op.who().viewer.id,
        action: op.action,
        outcome: op.allowed ? 'ALLOWED' : 'DENIED',
        kind: op.kind,
        item_type: op.itemType,
      });
      expect(row.reader_roles.length).toBeGreaterThan(0);
      expect(row.item_id).toBeTruthy();
      expect(row.accessed_at).toBeTruthy();
      complete++;
    }
    const denied = runs.filter((r) => !r.op.allowed).length;
    const writes = runs.filter((r) => r.op.action === 'WRITE').length;
    console.log(
      `T20 (seed ${SEED}): ${RUNS} operations (${RUNS - denied} allowed, ${denied} refused; ${RUNS - writes} reads, ${writes} writes) → ` +
        `${logged.length} audit rows, ${complete} complete (actor, roles, tenant, patient, action, object, outcome, request id, time)`,
    );
    expect(logged).toHaveLength(RUNS);
  }, 600_000);

  it('the audit rows and the logs hold no CPF, token, password, PIX key or card number', async () => {
    const [pix] = await db<{ keys: string | null }>(
      "select string_agg(pix_key, '|') as keys from company_financial where pix_key is not null",
    ).catch(() => [{ keys: null }]);
    const secrets = [
      ...Object.values(DEMO_LOGINS).flatMap((l) => ('password' in l ? [l.password] : [l.cpf, l.cpf.replace(/\D/g, '')])),
      ...(pix?.keys ? pix.keys.split('|') : []),
    ];
    const patterns: Array<[string, RegExp]> = [
      ['CPF', /(?<![\d.])\d{3}\.\d{3}\.\d{3}-\d{2}(?![\d])/],
      ['JWT', /eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/],
      ['card number', CARD],
      ['PIX BR Code', /000201\d{2}26\d{2}0014br\.gov\.bcb\.pix/i],
    ];
    const audit = (await db<{ line: string }>('select to_jsonb(r)::text as line from record_access r')).map((r) => r.line);
    const services = (await readFile(join(logDir, 'services.log'), 'utf8').catch(() => '')).split('\n');
    const sources: Array<[string, string[]]> = [
      ['audit rows', audit],
      ['services log', services],
      ['gateway console', gatewayLines],
    ];
    const hits: string[] = [];
    for (const [source, lines] of sources) {
      for (const line of lines) {
        for (const [what, pattern] of patterns) {
          const found = [...line.matchAll(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))].map((m) => m[0]);
          if (found.some((value) => what !== 'card number' || luhn(value))) hits.push(`${source}: ${what}: ${line.slice(0, 200)}`);
        }
        for (const secret of secrets)
          if (secret.length >= 6 && line.includes(secret)) hits.push(`${source}: a demo secret: ${line.slice(0, 200)}`);
      }
    }
    console.log(
      `T20 log hygiene: ${audit.length} audit rows, ${services.length} service log lines, ${gatewayLines.length} gateway lines scanned for ` +
        `${patterns.length} patterns and ${secrets.length} demo secrets → ${hits.length} hits`,
    );
    expect(services.length).toBeGreaterThan(RUNS);
    expect(hits).toEqual([]);
  });
});
