import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInInTurn } from './harness/demo-logins.js';
import { putOnDuty, takeOffDuty } from './harness/emergency-duty.js';
import { toWaitingRoom } from './harness/emergency-flow.js';
import { callerOf, codeOf, fieldsOf, ok } from './harness/gateway-call.js';
import { asEmail, type SignedIn, signIn } from './harness/graphql.js';
import { callService } from './harness/service-call.js';
import { startStack, type TestStack } from './harness/stack.js';
import { subscribe } from './harness/subscribe.js';

let stack: TestStack;
let admin: SignedIn; // clinic admin of Clínica Saúde Total (emergency on)
let manager: SignedIn;
let adminB: SignedIn; // clinic admin of Clínica Bem Viver (emergency off)
let house: SignedIn; // Dr. Gregório House (D), emergency access, granted the demo queues
let paulo: SignedIn; // Dr. Paulo Dermato (D), no emergency access
let maria: SignedIn; // patient, dependents Pedro and Laura
let joao: SignedIn; // patient, dependent Ana
let carla: SignedIn; // patient of Bem Viver
let ana: SignedIn; // Dra. Ana (DC), granted the demo queues: put on duty once the offline rule is shown

beforeAll(async () => {
  stack = await startStack();
  // One after the other: eight argon2id verifications at once can outlast the gateway's upstream timeout on a busy machine.
  [admin, manager, adminB, house, paulo, maria, joao, carla, ana] = await signInInTurn(
    stack,
    'admin',
    'manager',
    'adminB',
    'house',
    'paulo',
    'mariaByEmail',
    'joaoByEmail',
    'carlaByEmail',
    'ana',
  );
});
afterAll(async () => {
  await stack?.close();
});

type Queue = {
  id: string;
  name: string;
  groupId: string;
  groupName: string;
  active: boolean;
  maxWaitMinutes: number;
  professionalIds: string[];
  professionals: Array<{ name: string }>;
  specialty: { code: string; name: string };
  counts: { waiting: number; called: number; inAttendance: number } | null;
};
type Protocol = {
  id: string;
  number: string;
  patientName: string;
  queueId: string;
  queueName: string;
  step: number;
  status: string;
  position: number | null;
  closeReason: string | null;
  notice: string | null;
};
const QUEUE =
  'id name groupId groupName active maxWaitMinutes professionalIds professionals { name } specialty { code name } counts { waiting called inAttendance }';
const PROTOCOL = 'id number patientName queueId queueName step status position closeReason notice';

const call = callerOf(() => stack.gatewayUrl);

const STATUS = `query { emergencyStatus { online canManage message queues { ${QUEUE} } } }`;
const QUEUES = `query($activeOnly: Boolean) { emergencyQueues(activeOnly: $activeOnly) { ${QUEUE} } }`;
const CREATE_QUEUE = `mutation($input: EmergencyQueueInput!) { createEmergencyQueue(input: $input) { ${QUEUE} } }`;
const UPDATE_QUEUE = `mutation($id: ID!, $input: EmergencyQueueInput!) { updateEmergencyQueue(id: $id, input: $input) { ${QUEUE} } }`;
const GRANTS = `mutation($id: ID!, $ids: [ID!]!) { setEmergencyQueueGrants(id: $id, professionalIds: $ids) { ${QUEUE} } }`;
const OPEN = `mutation($queueId: ID!, $personId: ID) { openEmergencyProtocol(queueId: $queueId, personId: $personId) { ${PROTOCOL} } }`;
const CLOSE = `mutation($id: ID!, $reason: String) { closeEmergencyProtocol(id: $id, reason: $reason) { ${PROTOCOL} } }`;
const BOARD = `query { emergencyBoard { ${PROTOCOL} } }`;
const ONE = `query($id: ID!) { emergencyProtocol(id: $id) { ${PROTOCOL} } }`;
const UPDATE_COMPANY = 'mutation($id: ID!, $input: CompanyInput!) { updateCompany(id: $id, input: $input) { id } }';

const queues = async (who: SignedIn) => ok(await call<{ emergencyQueues: Queue[] }>(who, QUEUES)).emergencyQueues;
const queueNamed = async (name: string) => (await queues(manager)).find((q) => q.name === name)!;
const board = async (who: SignedIn) => ok(await call<{ emergencyBoard: Protocol[] }>(who, BOARD)).emergencyBoard;
const professionalId = async (name: string) => {
  const r = ok(
    await call<{ professionals: { items: Array<{ id: string; name: string }> } }>(
      admin,
      'query($q: String) { professionals(filter: { q: $q }) { items { id name } } }',
      { q: name },
    ),
  );
  return r.professionals.items.find((p) => p.name === name)!.id;
};
const personId = async (name: string) => {
  const r = ok(
    await call<{ persons: { items: Array<{ id: string; name: string }> } }>(
      admin,
      'query($q: String) { persons(filter: { q: $q }) { items { id name } } }',
      { q: name },
    ),
  );
  return r.persons.items.find((p) => p.name === name)!.id;
};

/** Calls the emergency service directly (SPEC §7 paths the gateway reads for the app). */
const service = <T = Record<string, unknown>>(who: SignedIn, method: string, path: string, body?: unknown, locale = 'en') =>
  callService<T>(stack.servicesUrl, who, method, path, { body, locale });

describe('emergency status', () => {
  type Status = { online: boolean; enabled: boolean; canManage: boolean; message: string | null; queues: Queue[] };
  const status = async (who: SignedIn, locale = 'en') =>
    ok(
      await call<{ emergencyStatus: Status }>(
        who,
        `query { emergencyStatus { online enabled canManage message queues { ${QUEUE} } } }`,
        {},
        locale,
      ),
    ).emergencyStatus;

  it('is offline for patients until a professional checks in; staff keep their queues to check in and manage', async () => {
    const clinica = await queueNamed('Clínica geral');
    const pediatria = await queueNamed('Pediatria');
    // nobody is checked in yet (the demo starts that way): patients can neither see queues nor join
    expect(await status(maria)).toMatchObject({ online: false, enabled: true, message: 'Emergency is offline', queues: [] });
    expect((await status(maria, 'pt-BR')).message).toBe('O pronto atendimento está offline');
    const refused = await call(maria, OPEN, { queueId: clinica.id });
    expect(codeOf(refused)).toBe('EMERGENCY_OFFLINE');
    expect(refused.errors?.[0]?.message).toBe('Emergency is offline');
    const manage = await status(manager);
    expect(manage).toMatchObject({ online: false, enabled: true, canManage: true, message: 'Emergency is offline' });
    expect(manage.queues.map((q) => q.name)).toEqual(['Clínica geral', 'Pediatria']);
    expect((await status(house)).queues.map((q) => q.name)).toEqual(['Clínica geral', 'Pediatria']);

    // Dra. Ana checks in to Clínica geral only: online, and patients see (and may join) that queue alone
    await putOnDuty(stack.gatewayUrl, [clinica.id], ana);
    expect(await status(maria)).toMatchObject({ online: true, enabled: true, message: null });
    expect((await status(maria)).queues.map((q) => q.name)).toEqual(['Clínica geral']);
    const unstaffed = await call(maria, OPEN, { queueId: pediatria.id }, 'pt-BR');
    expect(codeOf(unstaffed)).toBe('BAD_INPUT');
    expect(fieldsOf(unstaffed)).toEqual([{ field: 'queueId', message: 'Nenhum profissional está atendendo nesta fila agora' }]);
    expect(await board(manager)).toEqual([]);

    // she checks out: offline again
    await takeOffDuty(stack.gatewayUrl, ana);
    expect((await status(joao)).online).toBe(false);
    // every other test here runs with her on duty in both queues
    await putOnDuty(stack.gatewayUrl, [clinica.id, pediatria.id], ana);
    expect((await status(joao)).queues.map((q) => q.name)).toEqual(['Clínica geral', 'Pediatria']);
  });

  it('is online for the demo clinic with someone on duty, and offline for a clinic without the module', async () => {
    const on = await status(manager);
    expect(on).toMatchObject({ online: true, enabled: true, canManage: true, message: null });
    expect(on.queues.map((q) => q.name)).toEqual(['Clínica geral', 'Pediatria']);

    expect(await status(adminB)).toMatchObject({ online: false, enabled: false, message: 'Emergency is offline', queues: [] });
    expect((await status(adminB, 'pt-BR')).message).toBe('O pronto atendimento está offline');
  });

  it('goes offline when the company rule access_emergency is off, and then refuses new protocols', async () => {
    const clinica = await queueNamed('Clínica geral');
    ok(await call(admin, UPDATE_COMPANY, { id: admin.viewer.companyId, input: { rules: { accessEmergency: false } } }));
    try {
      const off = ok(await call<{ emergencyStatus: { online: boolean; queues: Queue[] } }>(maria, STATUS));
      expect(off.emergencyStatus).toMatchObject({ online: false, queues: [] });
      const refused = await call(maria, OPEN, { queueId: clinica.id });
      expect(codeOf(refused)).toBe('EMERGENCY_OFFLINE');
      expect(refused.errors?.[0]?.message).toBe('Emergency is offline');
      expect(await board(manager)).toEqual([]);
    } finally {
      ok(await call(admin, UPDATE_COMPANY, { id: admin.viewer.companyId, input: { rules: { accessEmergency: true } } }));
    }
    expect(ok(await call<{ emergencyStatus: { online: boolean } }>(maria, STATUS)).emergencyStatus.online).toBe(true);
  });

  it('tells a doctor and a patient they do not manage the board', async () => {
    const doctor = ok(await call<{ emergencyStatus: { canManage: boolean; queues: Queue[] } }>(house, STATUS)).emergencyStatus;
    expect(doctor.canManage).toBe(false);
    const patient = ok(await call<{ emergencyStatus: { canManage: boolean; queues: Queue[] } }>(maria, STATUS)).emergencyStatus;
    expect(patient.canManage).toBe(false);
    expect(patient.queues.every((q) => q.counts === null && q.professionalIds.length === 0)).toBe(true);
  });
});

describe('emergency groups', () => {
  it('reads every page: the gateway returns all groups, the service pages them', async () => {
    for (let i = 0; i < 104; i++) {
      const r = await service(manager, 'POST', '/emergency/group', { name: `Grupo ${String(i).padStart(3, '0')}` });
      expect(r.status).toBe(201);
    }
    const page2 = await service<{ items: Array<{ name: string }>; total: number }>(manager, 'GET', '/emergency/group?page=2&perPage=50');
    expect(page2.body.total).toBe(105);
    expect(page2.body.items).toHaveLength(50);
    const all = ok(
      await call<{ emergencyGroups: Array<{ name: string; queueCount: number }> }>(
        manager,
        'query { emergencyGroups { name queueCount } }',
      ),
    );
    expect(all.emergencyGroups).toHaveLength(105);
    expect(all.emergencyGroups.find((g) => g.name === 'Pronto atendimento virtual')?.queueCount).toBe(2);
    // another company sees none of them
    expect(ok(await call<{ emergencyGroups: unknown[] }>(adminB, 'query { emergencyGroups { name } }')).emergencyGroups).toEqual([]);
  });

  it('refuses a duplicate name and a blank one, in the request language', async () => {
    const dup = await call(manager, 'mutation { createEmergencyGroup(input: { name: "Grupo 001" }) { id } }');
    expect(codeOf(dup)).toBe('CONFLICT');
    expect(fieldsOf(dup)).toEqual([{ field: 'name', message: 'Name already exists' }]);
    const blank = await call(manager, 'mutation { createEmergencyGroup(input: { name: "  " }) { id } }', {}, 'pt-BR');
    expect(fieldsOf(blank)).toEqual([{ field: 'name', message: 'O campo Nome é obrigatório' }]);
  });

  it('refuses to delete a group that has queues', async () => {
    const groupId = (await queueNamed('Clínica geral')).groupId;
    const r = await call(manager, 'mutation($id: ID!) { deleteEmergencyGroup(id: $id) { id } }', { id: groupId });
    expect(codeOf(r)).toBe('CONFLICT');
    expect((await queueNamed('Clínica geral')).groupId).toBe(groupId);
  });
});

describe('emergency queues and grants', () => {
  it('creates a queue with its grants; bad input changes nothing and says why per field', async () => {
    const groupId = (await queueNamed('Clínica geral')).groupId;
    const houseId = await professionalId('Dr. Gregório House');
    const before = (await queues(manager)).length;

    const bad = await call(
      manager,
      CREATE_QUEUE,
      { input: { groupId, name: 'Ortopedia', specialtyCode: '999', maxWaitMinutes: 0 } },
      'pt-BR',
    );
    expect(codeOf(bad)).toBe('BAD_INPUT');
    expect(fieldsOf(bad)).toEqual(
      expect.arrayContaining([
        { field: 'specialtyCode', message: 'O campo Especialidade é inválido' },
        { field: 'maxWaitMinutes', message: 'O campo Espera máxima (minutos) é inválido' },
      ]),
    );
    const paulosId = await professionalId('Dr. Paulo Dermato');
    const refusedGrant = await call(manager, CREATE_QUEUE, {
      input: { groupId, name: 'Ortopedia', specialtyCode: '225270', professionalIds: [paulosId] },
    });
    expect(fieldsOf(refusedGrant)).toEqual([
      { field: 'professionalIds', message: 'Only professionals with emergency access can be granted a queue' },
    ]);
    expect((await queues(manager)).length).toBe(before);

    const created = ok(
      await call<{ createEmergencyQueue: Queue }>(manager, CREATE_QUEUE, {
        input: { groupId, name: 'Ortopedia', specialtyCode: '225270', maxWaitMinutes: 90, professionalIds: [houseId] },
      }),
    ).createEmergencyQueue;
    expect(created).toMatchObject({
      name: 'Ortopedia',
      active: true,
      maxWaitMinutes: 90,
      professionalIds: [houseId],
      professionals: [{ name: 'Dr. Gregório House' }],
      counts: { waiting: 0, called: 0, inAttendance: 0 },
    });
    expect(created.specialty.code).toBe('225270');

    const dup = await call(manager, CREATE_QUEUE, { input: { groupId, name: 'Ortopedia', specialtyCode: '225270' } });
    expect(codeOf(dup)).toBe('CONFLICT');
  });

  it('grants only professionals with emergency access of the company', async () => {
    const q = await queueNamed('Ortopedia');
    const houseId = await professionalId('Dr. Gregório House');
    const paulosId = await professionalId('Dr. Paulo Dermato');
    const refused = await call(manager, GRANTS, { id: q.id, ids: [houseId, paulosId] }, 'pt-BR');
    expect(codeOf(refused)).toBe('BAD_INPUT');
    expect(fieldsOf(refused)[0]?.message).toBe('Somente profissionais com acesso ao pronto atendimento podem receber uma fila');
    expect((await queueNamed('Ortopedia')).professionalIds).toEqual([houseId]);

    // a professional of another company is an unknown one
    const rita = ok(await call<{ professionals: { items: Array<{ id: string }> } }>(adminB, 'query { professionals { items { id } } }'))
      .professionals.items[0]!.id;
    expect(codeOf(await call(manager, GRANTS, { id: q.id, ids: [rita] }))).toBe('BAD_INPUT');

    // once Paulo has emergency access he can be granted; an empty list revokes everyone
    ok(await call(admin, 'mutation($id: ID!) { updateProfessional(id: $id, input: { emergencyAccess: true }) { id } }', { id: paulosId }));
    const granted = ok(await call<{ setEmergencyQueueGrants: Queue }>(manager, GRANTS, { id: q.id, ids: [houseId, paulosId] }));
    expect(granted.setEmergencyQueueGrants.professionalIds.sort()).toEqual([houseId, paulosId].sort());
    expect(
      (await service<{ professionalIds: string[] }>(manager, 'GET', `/emergency/queue/${q.id}/grants`)).body.professionalIds,
    ).toHaveLength(2);
    ok(await call(manager, GRANTS, { id: q.id, ids: [] }));
    expect((await queueNamed('Ortopedia')).professionalIds).toEqual([]);
  });

  it('shows a doctor only the queues granted to them, and a patient the active queues without grants or counts', async () => {
    expect((await queues(house)).map((q) => q.name)).toEqual(['Clínica geral', 'Pediatria']);
    expect(await queues(paulo)).toEqual([]);
    ok(await call(manager, UPDATE_QUEUE, { id: (await queueNamed('Ortopedia')).id, input: { active: false } }));
    const seen = await queues(maria);
    expect(seen.map((q) => q.name)).toEqual(['Clínica geral', 'Pediatria']);
    expect(seen.every((q) => q.counts === null && q.professionalIds.length === 0)).toBe(true);
    // doctors and patients cannot change queues
    for (const who of [house, maria]) {
      expect(codeOf(await call(who, UPDATE_QUEUE, { id: seen[0]!.id, input: { name: 'X' } }))).toBe('ACCESS_DENIED');
    }
  });
});

describe('emergency protocols and the board', () => {
  let first: Protocol;

  it('opens a protocol at step 1, waiting, numbered, with no place until the pre-assessment, then first in line; a second open one is refused', async () => {
    const clinica = await queueNamed('Clínica geral');
    first = ok(await call<{ openEmergencyProtocol: Protocol }>(maria, OPEN, { queueId: clinica.id })).openEmergencyProtocol;
    expect(first).toMatchObject({
      step: 1,
      status: 'WAITING',
      position: null,
      queueName: 'Clínica geral',
      patientName: 'Maria Silva | 529.982.247-25',
    });
    expect(Number(first.number)).toBeGreaterThan(0);
    await toWaitingRoom(stack.gatewayUrl, maria, first.id);
    expect(ok(await call<{ emergencyProtocol: Protocol }>(maria, ONE, { id: first.id })).emergencyProtocol).toMatchObject({
      step: 6,
      position: 1,
    });

    const again = await call(maria, OPEN, { queueId: (await queueNamed('Pediatria')).id }, 'pt-BR');
    expect(codeOf(again)).toBe('CONFLICT');
    expect(fieldsOf(again)).toEqual([{ field: 'personId', message: 'Este paciente já tem um protocolo de pronto atendimento aberto' }]);
  });

  it('lets a patient open for a dependent but not for someone else’s person; an inactive queue is refused', async () => {
    const clinica = await queueNamed('Clínica geral');
    const pedro = await personId('Pedro Silva');
    const opened = ok(
      await call<{ openEmergencyProtocol: Protocol }>(maria, OPEN, { queueId: clinica.id, personId: pedro }),
    ).openEmergencyProtocol;
    expect(opened.position).toBeNull();
    await toWaitingRoom(stack.gatewayUrl, maria, opened.id);
    expect(ok(await call<{ emergencyProtocol: Protocol }>(maria, ONE, { id: opened.id })).emergencyProtocol.position).toBe(2);
    expect(codeOf(await call(joao, OPEN, { queueId: clinica.id, personId: await personId('Laura Silva') }))).toBe('NOT_FOUND');
    const inactive = await call(joao, OPEN, { queueId: (await queueNamed('Ortopedia')).id });
    expect(fieldsOf(inactive)).toEqual([{ field: 'queueId', message: 'This queue is not active' }]);
    // doctors do not open protocols
    expect(codeOf(await call(house, OPEN, { queueId: clinica.id, personId: pedro }))).toBe('ACCESS_DENIED');
  });

  it('orders the board by priority then arrival with live positions per queue', async () => {
    const joaoOpened = ok(
      await call<{ openEmergencyProtocol: Protocol }>(joao, OPEN, { queueId: (await queueNamed('Clínica geral')).id }),
    ).openEmergencyProtocol;
    const ana = ok(
      await call<{ openEmergencyProtocol: Protocol }>(joao, OPEN, {
        queueId: (await queueNamed('Pediatria')).id,
        personId: await personId('Ana Souza'),
      }),
    ).openEmergencyProtocol;
    await toWaitingRoom(stack.gatewayUrl, joao, joaoOpened.id);
    await toWaitingRoom(stack.gatewayUrl, joao, ana.id);
    const placeOf = async (id: string) => ok(await call<{ emergencyProtocol: Protocol }>(joao, ONE, { id })).emergencyProtocol.position;
    expect(await placeOf(joaoOpened.id)).toBe(3);
    expect(await placeOf(ana.id)).toBe(1);
    const seen = await board(manager);
    expect(seen.map((p) => [p.patientName.split(' | ')[0], p.queueName, p.position])).toEqual([
      ['Maria Silva', 'Clínica geral', 1],
      ['Pedro Silva', 'Clínica geral', 2],
      ['João Souza', 'Clínica geral', 3],
      ['Ana Souza', 'Pediatria', 1],
    ]);
    const counts = (await queueNamed('Clínica geral')).counts;
    expect(counts).toEqual({ waiting: 3, called: 0, inAttendance: 0 });
    // the granted doctor sees the board of his queues; an ungranted one nothing; a patient only their own
    expect((await board(house)).length).toBe(4);
    expect(await board(paulo)).toEqual([]);
    expect((await board(joao)).map((p) => p.patientName.split(' | ')[0])).toEqual(['João Souza', 'Ana Souza']);
    expect(ok(await call<{ emergencyProtocol: Protocol | null }>(joao, ONE, { id: first.id })).emergencyProtocol).toBeNull();
  });

  it('lets only a manager close, with a reason; the patient is told, the line moves up', async () => {
    expect(codeOf(await call(house, CLOSE, { id: first.id, reason: 'x' }))).toBe('ACCESS_DENIED');
    expect(codeOf(await call(maria, CLOSE, { id: first.id, reason: 'x' }))).toBe('ACCESS_DENIED');
    const noReason = await call(manager, CLOSE, { id: first.id }, 'pt-BR');
    expect(fieldsOf(noReason)).toEqual([{ field: 'reason', message: 'O campo Motivo é obrigatório' }]);
    expect((await board(manager)).length).toBe(4);

    const closed = ok(
      await call<{ closeEmergencyProtocol: Protocol }>(manager, CLOSE, { id: first.id, reason: 'Duplicated arrival' }),
    ).closeEmergencyProtocol;
    expect(closed).toMatchObject({ status: 'CLOSED_BY_MANAGER', position: null, closeReason: 'Duplicated arrival' });
    expect((await board(manager)).map((p) => [p.patientName.split(' | ')[0], p.position])).toEqual([
      ['Pedro Silva', 1],
      ['João Souza', 2],
      ['Ana Souza', 1],
    ]);

    const seenByPatient = ok(await call<{ emergencyProtocol: Protocol }>(maria, ONE, { id: first.id }, 'pt-BR')).emergencyProtocol;
    expect(seenByPatient).toMatchObject({
      status: 'CLOSED_BY_MANAGER',
      notice: 'Seu atendimento foi encerrado pelo gestor',
      closeReason: null,
    });
    const en = ok(await call<{ emergencyProtocol: Protocol }>(maria, ONE, { id: first.id })).emergencyProtocol;
    expect(en.notice).toBe('Your attendance was closed by the manager');

    const twice = await call(manager, CLOSE, { id: first.id, reason: 'again' });
    expect(codeOf(twice)).toBe('CONFLICT');
    // no longer open: Maria may join again
    const back = ok(
      await call<{ openEmergencyProtocol: Protocol }>(maria, OPEN, { queueId: (await queueNamed('Clínica geral')).id }),
    ).openEmergencyProtocol;
    // A new arrival: no place until she is past the pre-assessment again.
    expect(back).toMatchObject({ step: 1, position: null });
    expect(Number(back.number)).toBeGreaterThan(Number(first.number));
  });
});

describe('emergency board subscription', () => {
  const SUB = `subscription { emergencyBoardChanged { sequence type queueId protocolId positions { protocolId position } protocol { ${PROTOCOL} } resyncRequired } }`;
  type Change = {
    emergencyBoardChanged: {
      type: string;
      queueId: string;
      protocolId: string;
      positions: Array<{ protocolId: string; position: number }>;
      protocol: Protocol | null;
    };
  };

  it('streams openings and closings to the company’s managers, and nothing to another company', async () => {
    const mine = subscribe<Change>(stack.gatewayUrl, manager.accessToken, SUB);
    const theirs = subscribe<Change>(stack.gatewayUrl, adminB.accessToken, SUB);
    const patient = subscribe<Change>(stack.gatewayUrl, maria.accessToken, SUB);
    try {
      await patient.done;
      expect((patient.errors[0] as { extensions?: { code?: string } }).extensions?.code).toBe('ACCESS_DENIED');
      // every subscription starts with a marker: from here on it misses nothing
      expect((await mine.waitFor(1))[0]!.emergencyBoardChanged.type).toBe('SUBSCRIBED');
      expect((await theirs.waitFor(1))[0]!.emergencyBoardChanged.type).toBe('SUBSCRIBED');

      const pediatria = await queueNamed('Pediatria');
      const laura = await personId('Laura Silva');
      const opened = ok(
        await call<{ openEmergencyProtocol: Protocol }>(admin, OPEN, { queueId: pediatria.id, personId: laura }),
      ).openEmergencyProtocol;
      const [, change] = await mine.waitFor(2);
      expect(change!.emergencyBoardChanged).toMatchObject({
        type: 'PROTOCOL_OPENED',
        queueId: pediatria.id,
        protocolId: opened.id,
        protocol: { patientName: 'Laura Silva', status: 'WAITING', position: null },
      });
      // Laura just arrived: the places are Ana's alone until Laura is past the pre-assessment.
      expect(change!.emergencyBoardChanged.positions.map((p) => p.position)).toEqual([1]);

      ok(await call(manager, CLOSE, { id: opened.id, reason: 'Test' }));
      const [, , closed] = await mine.waitFor(3);
      expect(closed!.emergencyBoardChanged).toMatchObject({
        type: 'PROTOCOL_CLOSED',
        protocolId: opened.id,
        protocol: { status: 'CLOSED_BY_MANAGER' },
      });
      expect(closed!.emergencyBoardChanged.positions.map((p) => p.protocolId)).not.toContain(opened.id);

      await new Promise((r) => setTimeout(r, 300));
      expect(theirs.received.map((c) => c.emergencyBoardChanged.type)).toEqual(['SUBSCRIBED']);
      expect(theirs.errors).toEqual([]);
    } finally {
      await Promise.all([mine.dispose(), theirs.dispose(), patient.dispose()]);
    }
  });
});

describe('another company', () => {
  it('gets nothing of this company’s emergency, and a foreign id answers like an unknown one', async () => {
    const open = await board(manager);
    const target = open[0]!;
    expect(await board(adminB)).toEqual([]);
    expect(await queues(adminB)).toEqual([]);
    expect(ok(await call<{ emergencyProtocol: null }>(adminB, ONE, { id: target.id })).emergencyProtocol).toBeNull();
    expect(codeOf(await call(adminB, CLOSE, { id: target.id, reason: 'x' }))).toBe('NOT_FOUND');
    const clinica = await queueNamed('Clínica geral');
    expect(codeOf(await call(adminB, UPDATE_QUEUE, { id: clinica.id, input: { name: 'Hijack' } }))).toBe('NOT_FOUND');
    expect(
      ok(await call<{ emergencyQueue: null }>(adminB, 'query($id: ID!) { emergencyQueue(id: $id) { id } }', { id: clinica.id }))
        .emergencyQueue,
    ).toBeNull();
    expect(codeOf(await call(adminB, GRANTS, { id: clinica.id, ids: [] }))).toBe('NOT_FOUND');

    // with its own module on, a patient of the other company still cannot join this company's queue
    ok(
      await call(adminB, UPDATE_COMPANY, {
        id: adminB.viewer.companyId,
        input: { rules: { accessEmergency: true }, contractFlags: { useEmergencyModule: true } },
      }),
    );
    const joined = await call(carla, OPEN, { queueId: clinica.id });
    expect(fieldsOf(joined)).toEqual([{ field: 'queueId', message: 'Queue is invalid' }]);
    expect((await board(manager)).length).toBe(open.length);
    expect((await queueNamed('Clínica geral')).name).toBe('Clínica geral');
    expect((await queueNamed('Clínica geral')).professionalIds.length).toBe(2);
  });

  it('a representative gets nothing', async () => {
    const rep = await signIn(stack.gatewayUrl, asEmail('rep@clinica.example.com', 'Representante123'));
    expect(codeOf(await call(rep, BOARD))).toBe('ACCESS_DENIED');
    expect(codeOf(await call(rep, STATUS))).toBe('ACCESS_DENIED');
  });
});
