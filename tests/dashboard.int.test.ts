import { nowMs } from '@teleconsulta/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInInTurn } from './harness/demo-logins.js';
import { putOnDuty } from './harness/emergency-duty.js';
import { callerOf, codeOf, ok } from './harness/gateway-call.js';
import { gql, type SignedIn } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';
import { subscribe } from './harness/subscribe.js';

let stack: TestStack;
let admin: SignedIn; // clinic admin of Clínica Saúde Total (emergency on)
let manager: SignedIn;
let rep: SignedIn; // representative: reads companies only
let house: SignedIn; // doctor
let maria: SignedIn; // patient of Saúde Total
let adminB: SignedIn; // clinic admin of Clínica Bem Viver (emergency off)

beforeAll(async () => {
  stack = await startStack();
  // Patients join only a queue someone is checked in to (Emergency is offline otherwise).
  await putOnDuty(stack.gatewayUrl);
  [admin, manager, rep, house, maria, adminB] = await signInInTurn(stack, 'admin', 'manager', 'rep', 'house', 'mariaByEmail', 'adminB');
});
afterAll(async () => {
  await stack?.close();
});

type Counts = Record<
  'scheduled' | 'paid' | 'cancelled' | 'inAttendance' | 'finishedByProfessional' | 'leftByPatient' | 'noShow' | 'total',
  number
>;
type Queue = { queueId: string; name: string; waiting: number; called: number; inAttendance: number; oldestWaitingSince: string | null };
type Dashboard = {
  companyId: string;
  date: string;
  timeZone: string;
  appointments: Counts;
  emergency: { online: boolean; message: string | null; waiting: number; called: number; inAttendance: number; queues: Queue[] };
  messages: { unread: number };
};
const DASHBOARD = `query { dashboard {
  companyId date timeZone
  appointments { scheduled paid cancelled inAttendance finishedByProfessional leftByPatient noShow total }
  emergency { online message waiting called inAttendance queues { queueId name waiting called inAttendance oldestWaitingSince } }
  messages { unread }
} }`;
const CHANGED = 'subscription { dashboardChanged { sequence topic resyncRequired } }';

const call = callerOf(() => stack.gatewayUrl);
const dashboardOf = async (who: SignedIn, locale = 'en') => ok(await call<{ dashboard: Dashboard }>(who, DASHBOARD, {}, locale)).dashboard;

/** Today of São Paulo, where the demo clinics are, computed here without the code under test. */
function saoPauloToday(): string {
  const d = new Date(nowMs() - 3 * 3600_000); // Brazil has had no daylight saving time since 2019: UTC−3 all year
  return d.toISOString().slice(0, 10);
}

describe('dashboard: the clinic’s day for its staff', () => {
  it('counts today’s appointments by status exactly as the appointment list shows them', async () => {
    const dashboard = await dashboardOf(admin);
    expect(dashboard.date).toBe(saoPauloToday());
    expect(dashboard.timeZone).toBe('America/Sao_Paulo');
    const list = ok(
      await call<{ appointments: { total: number; items: Array<{ status: string }> } }>(
        admin,
        'query($f: AppointmentFilter) { appointments(perPage: 100, filter: $f) { total items { status } } }',
        { f: { from: dashboard.date, to: dashboard.date } },
      ),
    ).appointments;
    const count = (status: string) => list.items.filter((a) => a.status === status).length;
    expect(list.total).toBeGreaterThan(0); // the demo always has appointments today
    expect(dashboard.appointments).toEqual({
      scheduled: count('SCHEDULED'),
      paid: count('PAID'),
      cancelled: count('CANCELLED'),
      inAttendance: count('IN_ATTENDANCE'),
      finishedByProfessional: count('FINISHED_BY_PROFESSIONAL'),
      leftByPatient: count('LEFT_BY_PATIENT'),
      noShow: count('NO_SHOW'),
      total: list.total,
    });
    expect(dashboard.appointments.inAttendance).toBe(1); // the seeded one in attendance now
  });

  it('lists every active emergency queue, empty ones too, and counts who waits, from the patient joining to the manager closing', async () => {
    const before = await dashboardOf(manager);
    expect(before.emergency.online).toBe(true);
    expect(before.emergency.queues.map((q) => q.name).sort()).toEqual(['Clínica geral', 'Pediatria']);
    const general = before.emergency.queues.find((q) => q.name === 'Clínica geral')!;

    const opened = ok(
      await call<{ openEmergencyProtocol: { id: string; status: string } }>(
        maria,
        'mutation($q: ID!) { openEmergencyProtocol(queueId: $q) { id status } }',
        {
          q: general.queueId,
        },
      ),
    ).openEmergencyProtocol;
    const during = await dashboardOf(manager);
    const generalDuring = during.emergency.queues.find((q) => q.queueId === general.queueId)!;
    expect(generalDuring.waiting).toBe(general.waiting + 1);
    expect(during.emergency.waiting).toBe(before.emergency.waiting + 1);
    expect(Date.parse(generalDuring.oldestWaitingSince!)).toBeLessThanOrEqual(nowMs());

    ok(await call(manager, 'mutation($id: ID!) { closeEmergencyProtocol(id: $id, reason: "test") { id } }', { id: opened.id }));
    const after = await dashboardOf(manager);
    expect(after.emergency.queues.find((q) => q.queueId === general.queueId)!.waiting).toBe(general.waiting);
  });

  it('counts the inbox’s unread messages: a patient’s new message adds one', async () => {
    const before = (await dashboardOf(admin)).messages.unread;
    ok(await call(maria, 'mutation { sendMessage(input: { subject: "Dúvida", body: "Posso remarcar?" }) { id } }'));
    expect((await dashboardOf(admin)).messages.unread).toBe(before + 1);
    const unread = ok(await call<{ unreadMessages: number }>(admin, 'query { unreadMessages }')).unreadMessages;
    expect(unread).toBe(before + 1);
  });

  it('says "Emergency is offline" in the request’s language for a clinic without the module, with no queue', async () => {
    const en = await dashboardOf(adminB, 'en');
    expect(en.emergency).toMatchObject({ online: false, message: 'Emergency is offline', waiting: 0, queues: [] });
    const pt = await dashboardOf(adminB, 'pt-BR');
    expect(pt.emergency.message).toBe('O pronto atendimento está offline');
  });

  it('is only for the clinic’s staff: a representative, a doctor and a patient are refused', async () => {
    for (const who of [rep, house, maria]) expect(codeOf(await call(who, DASHBOARD))).toBe('ACCESS_DENIED');
  });

  it('a clinic admin of another company sees only their own company’s day, and nothing by naming ours', async () => {
    const theirs = await dashboardOf(adminB);
    expect(theirs.companyId).toBe(adminB.viewer.companyId);
    expect(theirs.companyId).not.toBe(admin.viewer.companyId);
    const list = ok(
      await call<{ appointments: { total: number } }>(adminB, 'query($f: AppointmentFilter) { appointments(filter: $f) { total } }', {
        f: { from: theirs.date, to: theirs.date },
      }),
    ).appointments;
    expect(theirs.appointments.total).toBe(list.total);
    // Saúde Total's id in the header: not a company of theirs
    const foreign = await gql(stack.gatewayUrl, DASHBOARD, {}, { token: adminB.accessToken, companyId: admin.viewer.companyId });
    expect(codeOf(foreign)).toBe('ACCESS_DENIED');
    expect(foreign.data?.dashboard ?? null).toBeNull();
  });
});

describe('dashboardChanged: live changes of what the dashboard counts', () => {
  it('starts with SUBSCRIBED, then says EMERGENCY when a patient joins a queue and MESSAGE when one writes', async () => {
    const sub = subscribe<{ dashboardChanged: { topic: string; resyncRequired: boolean } }>(stack.gatewayUrl, manager.accessToken, CHANGED);
    try {
      expect((await sub.waitFor(1))[0]!.dashboardChanged.topic).toBe('SUBSCRIBED');
      const status = ok(
        await call<{ emergencyStatus: { queues: Array<{ id: string; name: string }> } }>(
          maria,
          'query { emergencyStatus { queues { id name } } }',
        ),
      );
      const queueId = status.emergencyStatus.queues.find((q) => q.name === 'Pediatria')!.id;
      const opened = ok(
        await call<{ openEmergencyProtocol: { id: string } }>(maria, 'mutation($q: ID!) { openEmergencyProtocol(queueId: $q) { id } }', {
          q: queueId,
        }),
      ).openEmergencyProtocol;
      const afterOpen = await sub.waitFor(2);
      expect(afterOpen[1]!.dashboardChanged).toMatchObject({ topic: 'EMERGENCY', resyncRequired: false });

      ok(await call(maria, 'mutation { sendMessage(input: { subject: "Exame", body: "Resultado chegou" }) { id } }'));
      const topics = (await sub.waitFor(3)).map((r) => r.dashboardChanged.topic);
      expect(topics).toContain('MESSAGE');
      ok(await call(manager, 'mutation($id: ID!) { closeEmergencyProtocol(id: $id, reason: "test") { id } }', { id: opened.id }));
    } finally {
      sub.dispose();
    }
  });

  it('resumes after a cursor: what changed while disconnected, of every topic, arrives first', async () => {
    const first = subscribe<{ dashboardChanged: { sequence: string; topic: string } }>(stack.gatewayUrl, admin.accessToken, CHANGED);
    const cursor = (await first.waitFor(1))[0]!.dashboardChanged.sequence;
    first.dispose();

    ok(await call(maria, 'mutation { sendMessage(input: { subject: "Enquanto isso", body: "Mensagem offline" }) { id } }'));
    const status = ok(
      await call<{ emergencyStatus: { queues: Array<{ id: string; name: string }> } }>(
        maria,
        'query { emergencyStatus { queues { id name } } }',
      ),
    );
    const opened = ok(
      await call<{ openEmergencyProtocol: { id: string } }>(maria, 'mutation($q: ID!) { openEmergencyProtocol(queueId: $q) { id } }', {
        q: status.emergencyStatus.queues[0]!.id,
      }),
    ).openEmergencyProtocol;

    const again = subscribe<{ dashboardChanged: { sequence: string; topic: string } }>(
      stack.gatewayUrl,
      admin.accessToken,
      'subscription($after: ID) { dashboardChanged(after: $after) { sequence topic } }',
      { after: cursor },
    );
    try {
      const got = (await again.waitFor(3)).map((r) => r.dashboardChanged);
      expect(got[0]!.topic).toBe('SUBSCRIBED');
      const replayed = got.slice(1).map((c) => c.topic);
      expect(replayed).toEqual(expect.arrayContaining(['MESSAGE', 'EMERGENCY']));
      for (const c of got.slice(1)) expect(BigInt(c.sequence)).toBeGreaterThan(BigInt(cursor));
    } finally {
      again.dispose();
      ok(await call(manager, 'mutation($id: ID!) { closeEmergencyProtocol(id: $id, reason: "test") { id } }', { id: opened.id }));
    }
  });

  it('refuses a representative and a patient at subscribe, streaming nothing', async () => {
    for (const who of [rep, maria]) {
      const sub = subscribe(stack.gatewayUrl, who.accessToken, CHANGED);
      await sub.done;
      expect(sub.received).toEqual([]);
      expect(JSON.stringify(sub.errors)).toContain('ACCESS_DENIED');
      sub.dispose();
    }
  });
});
