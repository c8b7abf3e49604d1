import { CURRENT_TERMS, errorText, now } from '@teleconsulta/schema';
import { sweepUnansweredCalls } from '@teleconsulta/services/emergency/emergency-no-answer.sweeper';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emergencyFlowCast, NO_RED_FLAGS } from './harness/emergency-flow.js';
import { callerOf, codeOf, fieldsOf, ok } from './harness/gateway-call.js';
import type { SignedIn } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';
import { subscribe } from './harness/subscribe.js';

/**
 * Issue 7: the patient's person flow (SPEC §2: arrival, check resources, payment, complaint, pre-assessment with the
 * triage, waiting room, called, attendance room, post attendance, NPS, end) through the gateway, the live protocol
 * subscription (the place moves by itself), and the attendance's video-room access.
 */
let stack: TestStack;
let admin: SignedIn;
let house: SignedIn;
let maria: SignedIn;
let joao: SignedIn;
let queueId: string;
let otherQueueId: string;

type Protocol = {
  id: string;
  step: number;
  status: string;
  priority: number | null;
  redFlag: boolean;
  complaint: string | null;
  position: number | null;
  estimatedWaitMinutes: number | null;
  professionalsOnDuty: number | null;
  professionalName: string | null;
  roomAccess: string | null;
  missedCalls: number;
  queueId: string;
  triage: { priority: number; maxWaitMinutes: number; redFlag: boolean; engine: string; reasons: Array<{ text: string }> } | null;
};
const PROTOCOL =
  'id step status missedCalls priority redFlag complaint position estimatedWaitMinutes professionalsOnDuty professionalName roomAccess queueId triage { priority maxWaitMinutes redFlag engine reasons { text } }';
const CHECK_IN = 'mutation($ids: [ID!]!) { checkInEmergency(queueIds: $ids) { queueIds } }';
const OPEN = `mutation($queueId: ID!) { openEmergencyProtocol(queueId: $queueId) { ${PROTOCOL} } }`;
const STEP = `mutation($id: ID!, $step: Int!) { advanceEmergencyStep(id: $id, step: $step) { ${PROTOCOL} } }`;
const COMPLAINT = `mutation($id: ID!, $c: String!) { reportEmergencyComplaint(id: $id, complaint: $c) { ${PROTOCOL} } }`;
const SCREENING = `query($id: ID!) { emergencyProtocol(id: $id) { id screening { id title questions { id text kind required options { id text redFlag } } } } }`;
const ANSWER = `mutation($id: ID!, $a: [EmergencyAnswerInput!]!) { submitEmergencyScreening(id: $id, answers: $a) { ${PROTOCOL} } }`;
const READ = `query($id: ID!) { emergencyProtocol(id: $id) { ${PROTOCOL} } }`;
const NEXT = `mutation { callNextEmergencyPatient { ${PROTOCOL} } }`;
const ATTEND = `mutation($id: ID!) { attendEmergencyProtocol(id: $id) { ${PROTOCOL} } }`;
const FINISH = `mutation($id: ID!) { finishEmergencyProtocol(id: $id) { ${PROTOCOL} } }`;
const FORWARD = `mutation($id: ID!, $q: ID!) { forwardEmergencyProtocol(id: $id, queueId: $q) { ${PROTOCOL} } }`;
const CHANGED = `subscription($id: ID!) { emergencyProtocolChanged(id: $id) { resyncRequired protocol { ${PROTOCOL} } } }`;
const BOARD_CHANGED = 'subscription { emergencyBoardChanged { type protocolId } }';

const call = callerOf(() => stack.gatewayUrl);
const read = async (who: SignedIn, id: string) => ok(await call<{ emergencyProtocol: Protocol }>(who, READ, { id })).emergencyProtocol;

/** Waits until the subscription's latest protocol matches (events of others may come between), then answers it. */
async function until(live: { received: Array<{ emergencyProtocolChanged: { protocol: Protocol } }> }, match: (p: Protocol) => boolean) {
  const latest = () => live.received.at(-1)?.emergencyProtocolChanged.protocol;
  for (let i = 0; i < 250 && !(latest() && match(latest()!)); i++) await new Promise((r) => setTimeout(r, 20));
  return latest();
}

/** The clinic admin closes every open protocol the patient sees (one open protocol a person), with the reason. */
async function closeOpenProtocols(patient: SignedIn, reason: string) {
  const { emergencyBoard } = ok(await call<{ emergencyBoard: Array<{ id: string }> }>(patient, 'query { emergencyBoard { id } }'));
  for (const open of emergencyBoard)
    ok(
      await call(admin, 'mutation($id: ID!, $r: String) { closeEmergencyProtocol(id: $id, reason: $r) { id } }', {
        id: open.id,
        r: reason,
      }),
    );
}

/**
 * Dr. House takes Clínica geral and attends whoever is already in its waiting room, and Maria's open protocols are
 * closed: the line is empty for Maria to join.
 */
async function onlyMariaLeft() {
  ok(await call(house, CHECK_IN, { ids: [queueId] }));
  for (;;) {
    const other = ok(await call<{ callNextEmergencyPatient: Protocol | null }>(house, NEXT)).callNextEmergencyPatient;
    if (!other) break;
    ok(await call(house, FINISH, { id: other.id }));
  }
  await closeOpenProtocols(maria, 'Teste');
}

/** A patient through steps 1–5: arrival, check resources, payment, the complaint; answers the pre-assessment. */
async function throughScreening(who: SignedIn, complaint: string, answers: unknown[]) {
  const opened = ok(await call<{ openEmergencyProtocol: Protocol }>(who, OPEN, { queueId })).openEmergencyProtocol;
  ok(await call(who, STEP, { id: opened.id, step: 2 }));
  ok(await call(who, STEP, { id: opened.id, step: 3 }));
  ok(await call(who, COMPLAINT, { id: opened.id, c: complaint }));
  return ok(await call<{ submitEmergencyScreening: Protocol }>(who, ANSWER, { id: opened.id, a: answers })).submitEmergencyScreening;
}

beforeAll(async () => {
  stack = await startStack();
  ({ admin, house, maria, joao, queueId, otherQueueId } = await emergencyFlowCast(stack.gatewayUrl));
}, 60_000);
afterAll(async () => {
  await stack?.close();
});

describe('the person flow, steps 1 to 6', () => {
  it('moves only forward through the patient’s own steps; the complaint and answers are checked, naming the field', async () => {
    const opened = ok(await call<{ openEmergencyProtocol: Protocol }>(maria, OPEN, { queueId })).openEmergencyProtocol;
    expect(opened).toMatchObject({ step: 1, status: 'WAITING', priority: null, redFlag: false, triage: null });
    // The complaint waits for check resources and payment; a step of the professional's is not the patient's to take.
    const early = await call(maria, COMPLAINT, { id: opened.id, c: 'Febre alta desde ontem' });
    expect(codeOf(early)).toBe('CONFLICT');
    expect(fieldsOf(early)[0]?.message).toBe('This step of your attendance is not available now');
    expect(codeOf(await call(maria, STEP, { id: opened.id, step: 7 }))).toBe('BAD_INPUT');
    ok(await call(maria, STEP, { id: opened.id, step: 2 }));
    ok(await call(maria, STEP, { id: opened.id, step: 3 }));
    expect(codeOf(await call(maria, STEP, { id: opened.id, step: 2 }))).toBe('CONFLICT');
    // Someone else's protocol answers like an unknown one.
    expect(codeOf(await call(joao, STEP, { id: opened.id, step: 3 }))).toBe('NOT_FOUND');

    const short = await call(maria, COMPLAINT, { id: opened.id, c: 'ai' }, 'pt-BR');
    expect(codeOf(short)).toBe('BAD_INPUT');
    expect(fieldsOf(short)[0]?.field).toBe('complaint');
    const reported = ok(
      await call<{ reportEmergencyComplaint: Protocol }>(maria, COMPLAINT, { id: opened.id, c: 'Febre alta desde ontem' }),
    ).reportEmergencyComplaint;
    expect(reported).toMatchObject({ step: 5, complaint: 'Febre alta desde ontem' });

    // The questionnaire of her pre-assessment: the demo clinic's adult emergency screening, in her language.
    const { emergencyProtocol } = ok(
      await call<{ emergencyProtocol: { screening: { title: string; questions: Array<{ id: string; required: boolean }> } } }>(
        maria,
        SCREENING,
        { id: opened.id },
        'pt-BR',
      ),
    );
    expect(emergencyProtocol.screening.title).toBe('Triagem de pronto atendimento — adultos');
    expect(emergencyProtocol.screening.questions.map((q) => q.id)).toContain('chest_pain_breathing');

    // A required question unanswered and an option the question does not have: one error each, named by the question.
    const bad = await call(
      maria,
      ANSWER,
      { id: opened.id, a: [...NO_RED_FLAGS.filter((a) => a.questionId !== 'fainting'), { questionId: 'symptoms', value: ['flu'] }] },
      'pt-BR',
    );
    expect(codeOf(bad)).toBe('BAD_INPUT');
    expect(fieldsOf(bad)).toEqual(
      expect.arrayContaining([
        { field: 'answers.fainting', message: 'Responda “Você desmaiou ou perdeu a consciência nas últimas horas?”' },
        { field: 'answers.symptoms', message: 'A resposta a “Quais destes sintomas você tem?” não é válida' },
      ]),
    );
    expect((await read(maria, opened.id)).step).toBe(5);

    const assessed = ok(
      await call<{ submitEmergencyScreening: Protocol }>(maria, ANSWER, { id: opened.id, a: NO_RED_FLAGS }),
    ).submitEmergencyScreening;
    expect(assessed).toMatchObject({ step: 6, status: 'WAITING', redFlag: false, position: 1 });
    expect(assessed.priority).toBeGreaterThanOrEqual(3);
    expect(assessed.triage).toMatchObject({ engine: 'rules', redFlag: false, priority: assessed.priority });
    expect(assessed.triage!.reasons.length).toBeGreaterThan(0);
    // Answered once: the pre-assessment is not taken again (its priority cannot be talked down).
    expect(codeOf(await call(maria, ANSWER, { id: opened.id, a: NO_RED_FLAGS }))).toBe('CONFLICT');
  });

  it('a red-flag answer gives priority 1 with the reason, ranks first, and alerts the board', async () => {
    const board = subscribe<{ emergencyBoardChanged: { type: string | null; protocolId: string | null } }>(
      stack.gatewayUrl,
      admin.accessToken,
      BOARD_CHANGED,
    );
    await board.waitFor(1);
    const red = await throughScreening(joao, 'Dor no peito e falta de ar', [
      ...NO_RED_FLAGS.filter((a) => a.questionId !== 'chest_pain_breathing'),
      { questionId: 'chest_pain_breathing', value: 'yes' },
    ]);
    expect(red).toMatchObject({ step: 6, priority: 1, redFlag: true, position: 1 });
    expect(red.triage!.reasons.map((r) => r.text).join(' ')).toMatch(/chest pain and shortness of breath/i);
    const flagged = () => board.received.some((c) => c.emergencyBoardChanged.type === 'RED_FLAG');
    for (let i = 0; i < 250 && !flagged(); i++) await new Promise((r) => setTimeout(r, 20));
    const seen = board.received;
    expect(seen.map((c) => c.emergencyBoardChanged.type)).toContain('RED_FLAG');
    expect(seen.find((c) => c.emergencyBoardChanged.type === 'RED_FLAG')!.emergencyBoardChanged.protocolId).toBe(red.id);
    await board.dispose();
  });
});

describe('waiting room, call, attendance room and after', () => {
  it('the place moves by itself when the doctor calls the one ahead; the called patient gets the room, then NPS and end', async () => {
    const [mine] = (await call<{ emergencyBoard: Protocol[] }>(maria, `query { emergencyBoard { ${PROTOCOL} } }`)).data!.emergencyBoard;
    expect(mine).toMatchObject({ position: 2, status: 'WAITING' });
    expect(mine!.estimatedWaitMinutes).toBeGreaterThan(0);
    const live = subscribe<{ emergencyProtocolChanged: { protocol: Protocol } }>(stack.gatewayUrl, maria.accessToken, CHANGED, {
      id: mine!.id,
    });
    const [first] = await live.waitFor(1);
    expect(first!.emergencyProtocolChanged.protocol.position).toBe(2);

    // From here on he takes Clínica geral only (Maria, forwarded to Pediatria below, waits there for someone else).
    ok(await call(house, CHECK_IN, { ids: [queueId] }));
    const called = ok(await call<{ callNextEmergencyPatient: Protocol }>(house, NEXT)).callNextEmergencyPatient;
    expect(called).toMatchObject({ redFlag: true, status: 'CALLED', step: 7 });
    expect(called.roomAccess).toEqual(expect.any(String));

    // Maria is next now, without asking.
    expect(await until(live, (p) => p.position === 1)).toMatchObject({ id: mine!.id, position: 1, status: 'WAITING' });
    await live.dispose();

    // João sees who calls him and the room; the manager sees neither the room code nor is it anyone else's.
    const joaoSees = await read(joao, called.id);
    expect(joaoSees).toMatchObject({ status: 'CALLED', professionalName: 'Dr. Gregório House', roomAccess: called.roomAccess });
    expect((await read(admin, called.id)).roomAccess).toBeNull();
    // The room's access code opens the attendance's appointment with the professional who called.
    const room = ok(
      await call<{ appointmentByAccess: { professionalName: string; status: string } }>(
        joao,
        'query($a: String!) { appointmentByAccess(access: $a, page: ROOM) { status professionalName } }',
        {
          a: called.roomAccess,
        },
      ),
    ).appointmentByAccess;
    expect(room).toMatchObject({ professionalName: 'Dr. Gregório House', status: 'SCHEDULED' });
    // His complaint is the attendance's chief complaint, as for a booked consultation: the doctor's appointment page, the
    // room's notes and the record show it.
    const [attendance] = await stack.services.ctx.db.query<{ reason: string | null }>(
      'select a.reason from appointment a join emergency_protocol ep on ep.appointment_id = a.id where ep.id = $1',
      [called.id],
    );
    expect(called.complaint).toEqual(expect.any(String));
    expect(attendance!.reason).toBe(called.complaint);

    expect(ok(await call<{ attendEmergencyProtocol: Protocol }>(house, ATTEND, { id: called.id })).attendEmergencyProtocol).toMatchObject({
      status: 'IN_ATTENDANCE',
      step: 8,
    });
    expect(codeOf(await call(joao, STEP, { id: called.id, step: 10 }))).toBe('CONFLICT');
    expect(ok(await call<{ finishEmergencyProtocol: Protocol }>(house, FINISH, { id: called.id })).finishEmergencyProtocol).toMatchObject({
      status: 'FINISHED',
      step: 9,
    });
    expect(ok(await call<{ advanceEmergencyStep: Protocol }>(joao, STEP, { id: called.id, step: 10 })).advanceEmergencyStep.step).toBe(10);
    expect(ok(await call<{ advanceEmergencyStep: Protocol }>(joao, STEP, { id: called.id, step: 11 })).advanceEmergencyStep.step).toBe(11);
    // The finished attendance's appointment is finished by the professional.
    const after = ok(
      await call<{ appointmentByAccess: { status: string } }>(
        joao,
        'query($a: String!) { appointmentByAccess(access: $a, page: ROOM) { status } }',
        {
          a: called.roomAccess,
        },
      ),
    ).appointmentByAccess;
    expect(after.status).toBe('FINISHED_BY_PROFESSIONAL');
  });

  it('a forwarded patient waits in the other queue and is told so live; the unattended room is cancelled', async () => {
    const called = ok(await call<{ callNextEmergencyPatient: Protocol }>(house, NEXT)).callNextEmergencyPatient;
    const live = subscribe<{ emergencyProtocolChanged: { protocol: Protocol } }>(stack.gatewayUrl, maria.accessToken, CHANGED, {
      id: called.id,
    });
    await live.waitFor(1);
    const forwarded = ok(
      await call<{ forwardEmergencyProtocol: Protocol }>(house, FORWARD, { id: called.id, q: otherQueueId }),
    ).forwardEmergencyProtocol;
    expect(forwarded).toMatchObject({ status: 'WAITING', step: 6, queueId: otherQueueId, roomAccess: null });
    // Nobody is checked in to that queue now: she is told so (and keeps her place), live, as doctors come and go.
    expect(await until(live, (p) => p.queueId === otherQueueId)).toMatchObject({
      queueId: otherQueueId,
      status: 'WAITING',
      position: 1,
      professionalsOnDuty: 0,
    });
    ok(await call(house, CHECK_IN, { ids: [queueId, otherQueueId] }));
    expect(await until(live, (p) => p.professionalsOnDuty === 1)).toMatchObject({ position: 1, estimatedWaitMinutes: expect.any(Number) });
    ok(await call(house, CHECK_IN, { ids: [queueId] }));
    // he left Pediatria by checking in to Clínica geral alone: she is told at once
    expect(await until(live, (p) => p.professionalsOnDuty === 0)).toMatchObject({ position: 1, status: 'WAITING', professionalsOnDuty: 0 });
    await live.dispose();
    const room = ok(
      await call<{ appointmentByAccess: { status: string } }>(
        maria,
        'query($a: String!) { appointmentByAccess(access: $a, page: ROOM) { status } }',
        {
          a: called.roomAccess,
        },
      ),
    );
    expect(room.appointmentByAccess.status).toBe('CANCELLED');
  });

  it('another patient cannot follow a protocol that is not theirs', async () => {
    const { emergencyBoard } = ok(await call<{ emergencyBoard: Protocol[] }>(maria, `query { emergencyBoard { ${PROTOCOL} } }`));
    const other = subscribe(stack.gatewayUrl, joao.accessToken, CHANGED, { id: emergencyBoard[0]!.id });
    await other.done;
    expect(other.received).toEqual([]);
    expect(JSON.stringify(other.errors)).toContain(errorText('NOT_FOUND', 'pt-BR'));
    await other.dispose();
  });
});

describe('the no-answer rule (company setting)', () => {
  const SETTINGS =
    'mutation($id: ID!, $s: CompanySettingsInput!) { updateCompany(id: $id, input: { settings: $s }) { settings { emergencyNoAnswerMinutes emergencyNoAnswerAction } } }';
  /** Dr. House's call happened `minutes` ago (the sweep compares with the clock). */
  const backdate = (id: string, minutes: number) =>
    stack.services.ctx.db.query(`update emergency_protocol set called_at = $3::timestamptz - make_interval(mins => $2) where id = $1`, [
      id,
      minutes,
      now().toISOString(),
    ]);

  it('is a company setting, checked like any other', async () => {
    const bad = await call(admin, SETTINGS, {
      id: admin.viewer.companyId,
      s: { emergencyNoAnswerMinutes: 0, emergencyNoAnswerAction: 'LATER' },
    });
    expect(codeOf(bad)).toBe('BAD_INPUT');
    expect(
      fieldsOf(bad)
        .map((f) => f.field)
        .sort(),
    ).toEqual(['settings.emergencyNoAnswerAction', 'settings.emergencyNoAnswerMinutes']);
    const set = ok(
      await call<{ updateCompany: { settings: unknown } }>(admin, SETTINGS, {
        id: admin.viewer.companyId,
        s: { emergencyNoAnswerMinutes: 3 },
      }),
    );
    expect(set.updateCompany.settings).toEqual({ emergencyNoAnswerMinutes: 3, emergencyNoAnswerAction: 'REQUEUE' });
  });

  it('a called patient who does not enter the room in time goes back to the queue; a second missed call takes them out', async () => {
    const waiting = await throughScreening(joao, 'Tosse seca há três dias', NO_RED_FLAGS);
    const called = ok(await call<{ callNextEmergencyPatient: Protocol }>(house, NEXT)).callNextEmergencyPatient;
    expect(called.id).toBe(waiting.id);
    // Not yet: within the company's 3 minutes nothing moves.
    await backdate(called.id, 2);
    expect(await sweepUnansweredCalls(stack.services.ctx.db, stack.services.ctx.events)).toBe(0);
    await backdate(called.id, 4);
    expect(await sweepUnansweredCalls(stack.services.ctx.db, stack.services.ctx.events)).toBe(1);
    const back = await read(joao, called.id);
    expect(back).toMatchObject({ status: 'WAITING', step: 6, roomAccess: null, missedCalls: 1, position: 1 });
    // The unanswered call's room is closed.
    const room = ok(
      await call<{ appointmentByAccess: { status: string } }>(
        joao,
        'query($a: String!) { appointmentByAccess(access: $a, page: ROOM) { status } }',
        {
          a: called.roomAccess,
        },
      ),
    );
    expect(room.appointmentByAccess.status).toBe('CANCELLED');

    const again = ok(await call<{ callNextEmergencyPatient: Protocol }>(house, NEXT)).callNextEmergencyPatient;
    await backdate(again.id, 4);
    expect(await sweepUnansweredCalls(stack.services.ctx.db, stack.services.ctx.events)).toBe(1);
    expect(await read(joao, again.id)).toMatchObject({ status: 'LEFT_WITHOUT_BEING_SEEN', missedCalls: 2 });
  });

  it('LEAVE takes them out at once; a patient who entered the room is never moved', async () => {
    ok(await call(admin, SETTINGS, { id: admin.viewer.companyId, s: { emergencyNoAnswerAction: 'LEAVE' } }));
    await throughScreening(joao, 'Dor de ouvido desde ontem', NO_RED_FLAGS);
    const first = ok(await call<{ callNextEmergencyPatient: Protocol }>(house, NEXT)).callNextEmergencyPatient;
    await backdate(first.id, 10);
    expect(await sweepUnansweredCalls(stack.services.ctx.db, stack.services.ctx.events)).toBe(1);
    expect(await read(joao, first.id)).toMatchObject({ status: 'LEFT_WITHOUT_BEING_SEEN', missedCalls: 1 });

    await throughScreening(joao, 'Dor de ouvido que piorou', NO_RED_FLAGS);
    const second = ok(await call<{ callNextEmergencyPatient: Protocol }>(house, NEXT)).callNextEmergencyPatient;
    // He enters the room (a location of his): the rule no longer applies to him.
    await stack.services.ctx.db.query(
      `insert into room_participant (company_id, appointment_id, role, user_id, session_id, connection_id, present)
       select company_id, appointment_id, 'PATIENT', $2, gen_random_uuid(), gen_random_uuid(), true from emergency_protocol where id = $1`,
      [second.id, joao.viewer.id],
    );
    await backdate(second.id, 10);
    expect(await sweepUnansweredCalls(stack.services.ctx.db, stack.services.ctx.events)).toBe(0);
    expect((await read(joao, second.id)).status).toBe('CALLED');
    ok(await call(admin, SETTINGS, { id: admin.viewer.companyId, s: { emergencyNoAnswerMinutes: 5, emergencyNoAnswerAction: 'REQUEUE' } }));
  });

  it('the doctor finishing in the video room ends the attendance too: the patient goes on to the NPS, no second finish', async () => {
    // João's attendance of the test before ends first (one open protocol a person).
    await closeOpenProtocols(joao, 'Atendido no teste anterior');
    ok(await call(house, CHECK_IN, { ids: [queueId] }));
    await throughScreening(joao, 'Tosse seca há três dias', NO_RED_FLAGS);
    const called = ok(await call<{ callNextEmergencyPatient: Protocol }>(house, NEXT)).callNextEmergencyPatient;
    expect(called.status).toBe('CALLED');
    ok(await call(house, ATTEND, { id: called.id }));
    const { appointmentByAccess } = ok(
      await call<{ appointmentByAccess: { protocol: string } }>(
        joao,
        'query($a: String!) { appointmentByAccess(access: $a, page: ROOM) { protocol } }',
        {
          a: called.roomAccess,
        },
      ),
    );
    ok(
      await call(joao, 'mutation($p: String!, $v: String!) { acceptTelemedicineConsent(protocol: $p, version: $v) { accepted } }', {
        p: appointmentByAccess.protocol,
        v: CURRENT_TERMS.TELEMEDICINE.version,
      }),
    );
    const JOIN = 'mutation($access: String!) { joinRoom(access: $access) { sessionId } }';
    const doctor = ok(await call<{ joinRoom: { sessionId: string } }>(house, JOIN, { access: called.roomAccess })).joinRoom;
    ok(await call(house, 'mutation($s: ID!) { startRoom(sessionId: $s) { status } }', { s: doctor.sessionId }));
    ok(await call(house, 'mutation($s: ID!) { finishRoom(sessionId: $s) { status } }', { s: doctor.sessionId }));

    expect(await read(joao, called.id)).toMatchObject({ status: 'FINISHED', step: 9 });
    // Nothing left to finish: the attendance already ended with its room.
    expect(codeOf(await call(house, FINISH, { id: called.id }))).toBe('CONFLICT');
    expect(ok(await call<{ advanceEmergencyStep: Protocol }>(joao, STEP, { id: called.id, step: 10 })).advanceEmergencyStep.step).toBe(10);
  });
});

describe('callable only from the waiting room (issue 21)', () => {
  it('a patient still answering the pre-assessment is passed by; once it is done she is the one called', async () => {
    await onlyMariaLeft();
    const opened = ok(await call<{ openEmergencyProtocol: Protocol }>(maria, OPEN, { queueId })).openEmergencyProtocol;
    ok(await call(maria, STEP, { id: opened.id, step: 2 }));
    ok(await call(maria, STEP, { id: opened.id, step: 3 }));
    ok(await call(maria, COMPLAINT, { id: opened.id, c: 'Dor de garganta e febre' }));
    // Step 5: she is answering the questionnaire. No place, and "call next" finds nobody.
    expect(await read(maria, opened.id)).toMatchObject({ step: 5, status: 'WAITING', position: null });
    expect(ok(await call<{ callNextEmergencyPatient: Protocol | null }>(house, NEXT)).callNextEmergencyPatient).toBeNull();
    expect((await read(maria, opened.id)).status).toBe('WAITING');

    const assessed = ok(
      await call<{ submitEmergencyScreening: Protocol }>(maria, ANSWER, { id: opened.id, a: NO_RED_FLAGS }),
    ).submitEmergencyScreening;
    expect(assessed).toMatchObject({ step: 6, status: 'WAITING', position: 1 });
    const called = ok(await call<{ callNextEmergencyPatient: Protocol }>(house, NEXT)).callNextEmergencyPatient;
    expect(called).toMatchObject({ id: opened.id, status: 'CALLED', step: 7 });
    ok(await call(house, FINISH, { id: called.id }));
    // Finished from the line, its room never started: the attendance ran from the call to the finish, not the two
    // hours its room was valid for.
    const { appointmentId } = ok(
      await call<{ emergencyProtocol: { appointmentId: string } }>(
        house,
        'query($id: ID!) { emergencyProtocol(id: $id) { appointmentId } }',
        {
          id: called.id,
        },
      ),
    ).emergencyProtocol;
    const { appointment } = ok(
      await call<{ appointment: { status: string; startsAt: string; attendanceStartedAt: string; finishedAt: string } }>(
        house,
        'query($id: ID!) { appointment(id: $id) { status startsAt attendanceStartedAt finishedAt } }',
        { id: appointmentId },
      ),
    );
    expect(appointment.status).toBe('FINISHED_BY_PROFESSIONAL');
    expect(appointment.attendanceStartedAt).toBe(appointment.startsAt);
    const lasted = Date.parse(appointment.finishedAt) - Date.parse(appointment.attendanceStartedAt);
    expect(lasted).toBeGreaterThanOrEqual(0);
    expect(lasted).toBeLessThan(60_000);
  });
});

describe('one protocol number from the queue to the console (issue 21)', () => {
  type Numbered = { number: string; appointmentId: string | null; status: string };
  const NUMBERED = 'query($id: ID!) { emergencyProtocol(id: $id) { number appointmentId status } }';
  const numbered = async (who: SignedIn, id: string) =>
    ok(await call<{ emergencyProtocol: Numbered }>(who, NUMBERED, { id })).emergencyProtocol;
  const appointmentOf = async (id: string) =>
    ok(
      await call<{ appointment: { protocol: string; status: string } }>(
        house,
        'query($id: ID!) { appointment(id: $id) { protocol status } }',
        {
          id,
        },
      ),
    ).appointment;

  it('the queue, the attendance, a second attendance after a forward, the NPS and the console read one number', async () => {
    await onlyMariaLeft();
    const assessed = await throughScreening(maria, 'Tosse seca há três dias', NO_RED_FLAGS);
    const { number } = await numbered(maria, assessed.id);
    expect(number).toMatch(/^\d{6}$/);

    // The call makes the attendance's appointment with the protocol's number.
    const called = ok(await call<{ callNextEmergencyPatient: Protocol }>(house, NEXT)).callNextEmergencyPatient;
    expect(called.id).toBe(assessed.id);
    const first = (await numbered(house, called.id)).appointmentId!;
    expect(await appointmentOf(first)).toMatchObject({ protocol: number, status: 'SCHEDULED' });

    // Forwarded before the room started: that appointment is cancelled; the next call makes another with the same number.
    ok(await call(house, FORWARD, { id: called.id, q: otherQueueId }));
    expect(await appointmentOf(first)).toMatchObject({ protocol: number, status: 'CANCELLED' });
    ok(await call(house, CHECK_IN, { ids: [otherQueueId] }));
    const again = ok(await call<{ callNextEmergencyPatient: Protocol }>(house, NEXT)).callNextEmergencyPatient;
    expect(again.id).toBe(assessed.id);
    const second = (await numbered(house, again.id)).appointmentId!;
    expect(second).not.toBe(first);
    expect(await appointmentOf(second)).toMatchObject({ protocol: number, status: 'SCHEDULED' });
    ok(await call(house, FINISH, { id: again.id }));

    // The NPS by that number rates the attendance that happened, not the cancelled one; the console reads the same number.
    ok(await call(maria, STEP, { id: again.id, step: 10 }));
    ok(await call(maria, 'mutation($p: String!) { answerNps(protocol: $p, input: { score: 9 }) { score } }', { p: number }));
    const nps = ok(
      await call<{ appointment: { nps: { score: number } | null } }>(admin, 'query($id: ID!) { appointment(id: $id) { nps { score } } }', {
        id: second,
      }),
    ).appointment.nps;
    expect(nps).toEqual({ score: 9 });
    expect(await numbered(admin, again.id)).toMatchObject({ number, status: 'FINISHED' });

    // The next protocol, and a booked appointment after it, take the following numbers of the same counter.
    await closeOpenProtocols(joao, 'Teste');
    const next = ok(await call<{ openEmergencyProtocol: { id: string } }>(joao, OPEN, { queueId: otherQueueId })).openEmergencyProtocol;
    expect(Number((await numbered(joao, next.id)).number)).toBeGreaterThan(Number(number));
    ok(
      await call(admin, 'mutation($id: ID!, $r: String) { closeEmergencyProtocol(id: $id, reason: $r) { id } }', {
        id: next.id,
        r: 'Teste',
      }),
    );
  });
});
