import { errorText } from '@teleconsulta/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from './harness/database.js';
import { signInInTurn } from './harness/demo-logins.js';
import { toWaitingRoom } from './harness/emergency-flow.js';
import { callerOf, codeOf, fieldsOf, ok } from './harness/gateway-call.js';
import type { SignedIn } from './harness/graphql.js';
import { insertPersons } from './harness/persons.js';
import { startStack, type TestStack } from './harness/stack.js';

/**
 * Issue 7, first part: the professional flow's check-in with queue choice, "call next" and finish, live positions
 * and wait estimates; SECURITY.md T18 (200 concurrent joins → positions 1..200; two doctors calling next 500 times →
 * no patient twice, none skipped).
 */
/**
 * The patients the two doctors call: SECURITY.md's 500 on PostgreSQL, where the calls race on separate connections;
 * 250 on PGlite, whose one connection runs every transaction in turn (no race to lose there, only time).
 */
const CALLS = testEngine() === 'postgres' ? 500 : 250;

let stack: TestStack;
let admin: SignedIn;
let house: SignedIn;
let ana: SignedIn;
let paulo: SignedIn;
let maria: SignedIn;
let joao: SignedIn;
let queueId: string;
let groupId: string;
let pediatricsId: string;
let houseId: string;
let anaId: string;
let persons: string[] = [];

type Protocol = {
  id: string;
  number: string;
  arrivedAt: string;
  status: string;
  position: number | null;
  estimatedWaitMinutes: number | null;
  professionalId: string | null;
  queueId: string;
};
const PROTOCOL = 'id number status position estimatedWaitMinutes professionalId queueId arrivedAt';
const OPEN = `mutation($queueId: ID!, $personId: ID) { openEmergencyProtocol(queueId: $queueId, personId: $personId) { ${PROTOCOL} } }`;
const BOARD = `query { emergencyBoard { ${PROTOCOL} } }`;
const CHECK_IN = 'mutation($ids: [ID!]!) { checkInEmergency(queueIds: $ids) { professionalId queueIds checkedInAt } }';
const CHECK_OUT = 'mutation { checkOutEmergency { professionalId queueIds checkedInAt } }';
const CURRENT = 'query { emergencyCheckIn { professionalId queueIds checkedInAt } }';
const NEXT = `mutation { callNextEmergencyPatient { ${PROTOCOL} } }`;
const FINISH = `mutation($id: ID!) { finishEmergencyProtocol(id: $id) { ${PROTOCOL} } }`;
const GRANTS = 'mutation($id: ID!, $ids: [ID!]!) { setEmergencyQueueGrants(id: $id, professionalIds: $ids) { id } }';

const call = callerOf(() => stack.gatewayUrl);
const board = async () => ok(await call<{ emergencyBoard: Protocol[] }>(admin, BOARD)).emergencyBoard.filter((p) => p.queueId === queueId);
const open = async (personId: string) =>
  ok(await call<{ openEmergencyProtocol: Protocol }>(admin, OPEN, { queueId, personId })).openEmergencyProtocol;
/**
 * These patients have no account to walk their own steps: the queue's open protocols are put in the waiting room
 * (step 6) as each would be once past the pre-assessment (tests/emergency-flow.int.test.ts walks the steps through the
 * API). Only from there has a patient a place and may be called.
 */
const allToWaitingRoom = async () => {
  await stack.services.ctx.db.query(`update emergency_protocol set step = 6 where queue_id = $1 and status = 'WAITING' and step < 6`, [
    queueId,
  ]);
};
const protocolOf = async (who: SignedIn, id: string) =>
  ok(await call<{ emergencyProtocol: Protocol }>(who, `query($id: ID!) { emergencyProtocol(id: $id) { ${PROTOCOL} } }`, { id }))
    .emergencyProtocol;

beforeAll(async () => {
  stack = await startStack();
  [admin, house, ana, paulo, maria, joao] = await signInInTurn(stack, 'admin', 'house', 'ana', 'paulo', 'mariaByEmail', 'joaoByEmail');
  const { emergencyQueues } = ok(
    await call<{ emergencyQueues: Array<{ id: string; name: string; groupId: string }> }>(
      admin,
      'query { emergencyQueues { id name groupId } }',
    ),
  );
  const general = emergencyQueues.find((q) => q.name === 'Clínica geral')!;
  pediatricsId = emergencyQueues.find((q) => q.name === 'Pediatria')!.id;
  queueId = general.id;
  groupId = general.groupId;
  const { professionals } = ok(
    await call<{ professionals: { items: Array<{ id: string; userId: string | null }> } }>(
      admin,
      'query { professionals(perPage: 100) { items { id userId } } }',
    ),
  );
  houseId = professionals.items.find((p) => p.userId === house.viewer.id)!.id;
  anaId = professionals.items.find((p) => p.userId === ana.viewer.id)!.id;
  ok(await call(admin, GRANTS, { id: queueId, ids: [houseId, anaId] }));
  // The patients of the clinic (written directly: the person API is tested elsewhere and would only slow this down).
  persons = await insertPersons(stack.services.ctx.db, admin.viewer.companyId, 'Paciente da fila', CALLS);
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

describe('check-in with queue choice (SPEC §2 professional flow)', () => {
  it('a professional checks in only to queues granted to them; none granted is the spec message; calling needs a check-in', async () => {
    const none = await call(paulo, CHECK_IN, { ids: [queueId] }, 'pt-BR');
    expect(codeOf(none)).toBe('NO_QUEUE_TO_CHECK_IN');
    expect(none.errors![0]!.message).toBe(errorText('NO_QUEUE_TO_CHECK_IN', 'pt-BR'));

    const foreign = ok(
      await call<{ createEmergencyQueue: { id: string } }>(
        admin,
        'mutation($input: EmergencyQueueInput!) { createEmergencyQueue(input: $input) { id } }',
        {
          input: { name: 'Fila sem acesso', groupId, specialtyCode: '225125', maxWaitMinutes: 30, active: true },
        },
      ),
    );
    const refused = await call(house, CHECK_IN, { ids: [queueId, foreign.createEmergencyQueue.id] });
    expect(fieldsOf(refused)).toEqual([{ field: 'queueIds', message: 'Queues is invalid' }]);
    expect(ok(await call<{ emergencyCheckIn: { queueIds: string[] } }>(house, CURRENT)).emergencyCheckIn.queueIds).toEqual([]);

    const notYet = await call(house, NEXT);
    expect(codeOf(notYet)).toBe('CONFLICT');
    expect(fieldsOf(notYet)).toEqual([{ field: 'queueIds', message: 'Check in to a queue first' }]);

    const checked = ok(
      await call<{ checkInEmergency: { professionalId: string; queueIds: string[]; checkedInAt: string } }>(house, CHECK_IN, {
        ids: [queueId],
      }),
    );
    expect(checked.checkInEmergency).toMatchObject({ professionalId: houseId, queueIds: [queueId] });
    expect(
      ok(await call<{ checkOutEmergency: { queueIds: string[]; checkedInAt: null } }>(house, CHECK_OUT)).checkOutEmergency,
    ).toMatchObject({
      queueIds: [],
      checkedInAt: null,
    });
  });
});

describe('SECURITY.md T18: the queue under concurrency', () => {
  it('200 concurrent joins get positions 1..200 in arrival order, each with a wait estimate', async () => {
    // Patients join only a queue someone is checked in to: Dra. Ana is on duty.
    ok(await call(ana, CHECK_IN, { ids: [queueId] }));
    const opened = await Promise.all(persons.slice(0, 200).map(open));
    expect(new Set(opened.map((p) => p.number)).size).toBe(200);
    // Just arrived (step 1): nobody has a place before the pre-assessment.
    expect(opened.every((p) => p.position === null)).toBe(true);
    await allToWaitingRoom();
    const waiting = (await board()).filter((p) => p.status === 'WAITING');
    expect(waiting.map((p) => p.position).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    // Same priority: the position follows the arrival (then the protocol number, for arrivals in the same millisecond).
    const byArrival = [...waiting].sort((a, b) => Date.parse(a.arrivedAt) - Date.parse(b.arrivedAt) || Number(a.number) - Number(b.number));
    expect(byArrival.map((p) => p.position)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    // One professional checked in, the queue's configured 15 minutes each.
    expect(byArrival[0]!.estimatedWaitMinutes).toBe(15);
    expect(byArrival[199]!.estimatedWaitMinutes).toBe(3000);
  }, 120_000);

  it(`two doctors calling next ${CALLS} times: every patient called once, by one doctor, in rank order; none skipped`, async () => {
    for (let i = 200; i < CALLS; i += 50) await Promise.all(persons.slice(i, i + 50).map(open));
    await allToWaitingRoom();
    ok(await call(house, CHECK_IN, { ids: [queueId] }));
    ok(await call(ana, CHECK_IN, { ids: [queueId] }));
    const waiting = (await board()).filter((p) => p.status === 'WAITING').sort((a, b) => a.position! - b.position!);
    expect(waiting).toHaveLength(CALLS);
    // Two checked in now: the estimate is shared (15 minutes each, two at a time).
    expect(waiting[0]!.estimatedWaitMinutes).toBe(8);
    expect(waiting[CALLS - 1]!.estimatedWaitMinutes).toBe(Math.ceil((CALLS * 15) / 2));

    const calledBy = new Map<string, string[]>([
      [houseId, []],
      [anaId, []],
    ]);
    const doctor = async (who: SignedIn, id: string) => {
      for (;;) {
        const next = ok(await call<{ callNextEmergencyPatient: Protocol | null }>(who, NEXT)).callNextEmergencyPatient;
        if (!next) return;
        expect(next).toMatchObject({ status: 'CALLED', professionalId: id, position: null });
        calledBy.get(id)!.push(next.id);
      }
    };
    await Promise.all([doctor(house, houseId), doctor(ana, anaId)]);

    const all = [...calledBy.get(houseId)!, ...calledBy.get(anaId)!];
    expect(all).toHaveLength(CALLS);
    expect(new Set(all).size).toBe(CALLS);
    expect(new Set(all)).toEqual(new Set(waiting.map((p) => p.id)));
    expect(calledBy.get(houseId)!.length).toBeGreaterThan(0);
    expect(calledBy.get(anaId)!.length).toBeGreaterThan(0);
    // Each doctor got patients in rank order (never one behind a patient still waiting).
    const rank = new Map(waiting.map((p) => [p.id, p.position!]));
    for (const ids of calledBy.values()) {
      const ranks = ids.map((id) => rank.get(id)!);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    }
    const stored = await stack.services.ctx.db.query<{ status: string; n: number }>(
      `select status, count(*)::int as n from emergency_protocol where queue_id = $1 group by status`,
      [queueId],
    );
    expect(stored).toEqual([{ status: 'CALLED', n: CALLS }]);
    expect(ok(await call<{ callNextEmergencyPatient: Protocol | null }>(house, NEXT)).callNextEmergencyPatient).toBeNull();
  }, 180_000);

  it('only the doctor who called finishes; finished attendances drive the estimate', async () => {
    const { emergencyBoard } = ok(await call<{ emergencyBoard: Protocol[] }>(house, BOARD));
    const mine = emergencyBoard.find((p) => p.professionalId === houseId && p.status === 'CALLED')!;
    const notMine = await call(ana, FINISH, { id: mine.id });
    expect(codeOf(notMine)).toBe('CONFLICT');
    expect(fieldsOf(notMine)).toEqual([{ field: 'protocol', message: 'Only a patient you called can be finished' }]);
    const finished = ok(await call<{ finishEmergencyProtocol: Protocol }>(house, FINISH, { id: mine.id })).finishEmergencyProtocol;
    expect(finished.status).toBe('FINISHED');
    // That attendance took 30 minutes: the next patient's estimate is 30 ÷ 2 doctors.
    await stack.services.ctx.db.query(`update emergency_protocol set called_at = closed_at - interval '30 minutes' where id = $1`, [
      mine.id,
    ]);
    const [extra] = (
      await stack.services.ctx.db.query<{ id: string }>(`insert into person (company_id, name) values ($1, 'Paciente 501') returning id`, [
        admin.viewer.companyId,
      ])
    ).map((r) => r.id);
    const next = await open(extra!);
    await allToWaitingRoom();
    expect(await protocolOf(admin, next.id)).toMatchObject({ status: 'WAITING', position: 1, estimatedWaitMinutes: 15 });
  });
});

describe('forward and leave', () => {
  const FORWARD = `mutation($id: ID!, $queueId: ID!) { forwardEmergencyProtocol(id: $id, queueId: $queueId) { ${PROTOCOL} } }`;
  const LEAVE = `mutation($id: ID!) { leaveEmergencyQueue(id: $id) { ${PROTOCOL} } }`;

  it('the doctor who called a patient forwards them to another queue, where they wait again', async () => {
    const called = ok(await call<{ callNextEmergencyPatient: Protocol }>(house, NEXT)).callNextEmergencyPatient;
    expect(called.status).toBe('CALLED');
    const notHis = await call(ana, FORWARD, { id: called.id, queueId: pediatricsId });
    expect(fieldsOf(notHis)).toEqual([{ field: 'protocol', message: 'Only a patient you called can be finished' }]);
    const same = await call(house, FORWARD, { id: called.id, queueId }, 'pt-BR');
    expect(fieldsOf(same)).toEqual([{ field: 'queueId', message: 'O paciente já está nesta fila' }]);
    const forwarded = ok(
      await call<{ forwardEmergencyProtocol: Protocol }>(house, FORWARD, { id: called.id, queueId: pediatricsId }),
    ).forwardEmergencyProtocol;
    expect(forwarded).toMatchObject({
      queueId: pediatricsId,
      status: 'WAITING',
      position: 1,
      professionalId: null,
      arrivedAt: called.arrivedAt,
    });
  });

  it('a patient leaves the queue while waiting (left without being seen); the places behind move up', async () => {
    const OPEN_SELF = `mutation($queueId: ID!) { openEmergencyProtocol(queueId: $queueId) { ${PROTOCOL} } }`;
    const first = ok(await call<{ openEmergencyProtocol: Protocol }>(maria, OPEN_SELF, { queueId })).openEmergencyProtocol;
    const second = ok(await call<{ openEmergencyProtocol: Protocol }>(joao, OPEN_SELF, { queueId })).openEmergencyProtocol;
    await toWaitingRoom(stack.gatewayUrl, maria, first.id);
    await toWaitingRoom(stack.gatewayUrl, joao, second.id);
    expect([(await protocolOf(maria, first.id)).position, (await protocolOf(joao, second.id)).position]).toEqual([1, 2]);
    expect(codeOf(await call(joao, LEAVE, { id: first.id }))).toBe('NOT_FOUND');
    const left = ok(await call<{ leaveEmergencyQueue: Protocol }>(maria, LEAVE, { id: first.id })).leaveEmergencyQueue;
    expect(left).toMatchObject({ status: 'LEFT_WITHOUT_BEING_SEEN', position: null });
    const again = await call(maria, LEAVE, { id: first.id });
    expect(fieldsOf(again)).toEqual([{ field: 'protocol', message: 'You can leave only while waiting' }]);
    expect(
      ok(
        await call<{ emergencyProtocol: Protocol }>(joao, `query($id: ID!) { emergencyProtocol(id: $id) { ${PROTOCOL} } }`, {
          id: second.id,
        }),
      ).emergencyProtocol.position,
    ).toBe(1);
  });
});
