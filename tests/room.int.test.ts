import { CURRENT_TERMS, errorText } from '@teleconsulta/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farSlot, type MadeAppointment, makeAppointment } from './factories/appointments.js';
import { as, codeOf, fieldsOf, type People, signInPeople } from './harness/booking.js';
import { gql, type SignedIn } from './harness/graphql.js';
import { startStack, type TestStack } from './harness/stack.js';
import { subscribe } from './harness/subscribe.js';

const SESSION = `sessionId connectionId appointmentId protocol role state status companyId professionalName patientName personId
  enteredAt eventsAfter peerPresent peerConnectionId consentGiven npsAnswered provider iceServers { urls } dailyUrl dailyToken inactivitySeconds`;
const JOIN = `mutation($access: String!) { joinRoom(access: $access) { ${SESSION} } }`;
const START = `mutation($s: ID!) { startRoom(sessionId: $s) { ${SESSION} } }`;
const FINISH = `mutation($s: ID!) { finishRoom(sessionId: $s) { ${SESSION} } }`;
const LEAVE = `mutation($s: ID!) { leaveRoom(sessionId: $s) { ${SESSION} } }`;
const AWAY = `mutation($s: ID!) { awayFromRoom(sessionId: $s) }`;
const SIGNAL = `mutation($s: ID!, $signal: JSON!) { sendRoomSignal(sessionId: $s, signal: $signal) }`;
const CHAT = `mutation($s: ID!, $text: String!) { sendRoomChat(sessionId: $s, text: $text) { id role name text sentAt } }`;
const CHAT_LOG = `query($s: ID!) { roomChat(sessionId: $s) { role name text } }`;
const EVENTS = `subscription($s: ID!, $after: String) { roomEvents(sessionId: $s, after: $after) { type role fromConnectionId signal chat { text name } status } }`;
const AGGREGATE = `mutation($input: AggregatorEventInput!) { sendToAggregator(input: $input) }`;
const ACCEPT_TELE = `mutation($protocol: String!, $version: String!) { acceptTelemedicineConsent(protocol: $protocol, version: $version) { accepted } }`;
const NPS = `mutation($protocol: String!) { answerNps(protocol: $protocol, input: { score: 9, comment: "Ótimo" }) { score } }`;

type Session = {
  sessionId: string;
  connectionId: string;
  appointmentId: string;
  role: string;
  state: string;
  status: string;
  companyId: string;
  personId: string;
  enteredAt: string;
  peerPresent: boolean;
  peerConnectionId: string | null;
  consentGiven: boolean;
  npsAnswered: boolean;
  provider: string;
  iceServers: Array<{ urls: string[] }>;
  dailyUrl: string | null;
  eventsAfter: string | null;
};
type RoomEvent = {
  type: string;
  role: string | null;
  fromConnectionId: string | null;
  signal: unknown;
  chat: { text: string } | null;
  status: string | null;
};

let stack: TestStack;
let p: People;
let slot = 0;

beforeAll(async () => {
  // Rooms open 60 days ahead here, so appointments placed 50 days ahead (clear of the demo's) can be entered.
  stack = await startStack({ servicesEnv: { ROOM_OPENS_MINUTES_BEFORE: '86400', VIDEO_ICE_SERVERS: 'stun:stun.example.com:3478' } });
  p = await signInPeople(stack);
});
afterAll(async () => {
  await stack?.close();
});

const appointment = (o: { status?: string; priceCents?: number; daysAhead?: number; patientName?: string } = {}) =>
  makeAppointment(stack.services.ctx.db, {
    doctorEmail: 'dr.house@example.com',
    patientName: o.patientName ?? 'Maria Silva',
    startsAt: farSlot(++slot, o.daysAhead ?? 50),
    status: o.status ?? 'PAID',
    priceCents: o.priceCents,
  });

const join = (who: SignedIn, access: string, locale = 'en') =>
  gql<{ joinRoom: Session }>(stack.gatewayUrl, JOIN, { access }, as(who, locale));
const call = <T = Record<string, unknown>>(who: SignedIn, query: string, variables: Record<string, unknown>, locale = 'en') =>
  gql<T>(stack.gatewayUrl, query, variables, as(who, locale));
const consent = (a: MadeAppointment) => call(p.maria, ACCEPT_TELE, { protocol: a.protocol, version: CURRENT_TERMS.TELEMEDICINE.version });
const statusOf = async (id: string) =>
  (await stack.services.ctx.db.query<{ status: string }>('select status from appointment where id = $1', [id]))[0]!.status;
const events = (who: SignedIn, sessionId: string, after: string | null = null) =>
  subscribe<{ roomEvents: RoomEvent }>(stack.gatewayUrl, who.accessToken, EVENTS, { s: sessionId, after });
/** Waits until a subscription has received an event of a type (the events come through the flow log, a moment later). */
async function eventOf(sub: ReturnType<typeof events>, type: string, timeoutMs = 5_000): Promise<RoomEvent> {
  const start = Date.now();
  for (;;) {
    const found = sub.received.find((r) => r.roomEvents.type === type);
    if (found) return found.roomEvents;
    if (sub.errors.length) throw new Error(JSON.stringify(sub.errors));
    if (Date.now() - start > timeoutMs) throw new Error(`no ${type} event: ${JSON.stringify(sub.received)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('entering the room (SPEC §2 /accessroom/:id, §8)', () => {
  it('refuses, with the spec message, an unknown code, a cancelled appointment, one not open yet, and people who are not in it', async () => {
    const unavailable = errorText('ROOM_UNAVAILABLE', 'en');
    const unknown = await join(p.maria, 'no-such-code-0123456789abcdefghij');
    expect(codeOf(unknown)).toBe('ROOM_UNAVAILABLE');
    expect(unknown.errors![0]!.message).toBe(unavailable);

    const cancelled = await appointment({ status: 'CANCELLED' });
    expect(codeOf(await join(p.house, cancelled.roomCode))).toBe('ROOM_UNAVAILABLE');
    const tooEarly = await appointment({ daysAhead: 70 });
    expect(codeOf(await join(p.house, tooEarly.roomCode))).toBe('ROOM_UNAVAILABLE');

    const a = await appointment();
    for (const stranger of [p.joao, p.ana, p.admin, p.adminB]) expect(codeOf(await join(stranger, a.roomCode))).toBe('ROOM_UNAVAILABLE');
    // SECURITY.md T24: the cancel and payment links' codes open no room, even to its own people.
    for (const other of [a.cancelCode, a.paymentCode]) {
      for (const own of [p.house, p.maria]) expect(await join(own, other)).toEqual(await join(own, 'no-such-code-0123456789abcdefghij'));
    }
    const anonymous = await gql(stack.gatewayUrl, JOIN, { access: a.roomCode });
    expect(codeOf(anonymous)).toBe('UNAUTHENTICATED');
    // Nobody entered.
    const [row] = await stack.services.ctx.db.query<{ n: number }>(
      'select count(*)::int as n from room_participant where appointment_id = $1',
      [a.id],
    );
    expect(row?.n).toBe(0);
  });

  it('asks the patient of an unpaid appointment to pay ("To access the attendance you should pay"), in her language; the professional may enter', async () => {
    const unpaid = await appointment({ status: 'SCHEDULED', priceCents: 15_000 });
    await consent(unpaid);
    const pt = await join(p.maria, unpaid.roomCode, 'pt-BR');
    expect(codeOf(pt)).toBe('PAYMENT_REQUIRED');
    expect(pt.errors![0]!.message).toBe('Para acessar o atendimento você deve pagar');
    expect((await join(p.maria, unpaid.roomCode)).errors![0]!.message).toBe('To access the attendance you should pay');
    const doctor = await join(p.house, unpaid.roomCode);
    expect(doctor.errors).toBeUndefined();
    expect(doctor.data!.joinRoom).toMatchObject({ role: 'PROFESSIONAL', state: 'WAITING', peerPresent: false });
    // A free appointment asks nothing.
    const free = await appointment({ status: 'SCHEDULED', priceCents: 0 });
    expect((await join(p.maria, free.roomCode)).errors).toBeUndefined();
  });

  it("does not start without the patient's stored telemedicine consent (SECURITY.md T23)", async () => {
    // João never gave it (Maria's is given by the other tests).
    const a = await appointment({ patientName: 'João Souza' });
    const patient = await join(p.joao, a.roomCode);
    expect(codeOf(patient)).toBe('CONSENT_REQUIRED');
    const doctor = (await join(p.house, a.roomCode)).data!.joinRoom;
    expect(doctor.consentGiven).toBe(false);
    const refused = await call(p.house, START, { s: doctor.sessionId });
    expect(codeOf(refused)).toBe('CONSENT_REQUIRED');
    expect(await statusOf(a.id)).toBe('PAID');

    const given = await call(p.joao, ACCEPT_TELE, { protocol: a.protocol, version: CURRENT_TERMS.TELEMEDICINE.version });
    expect(given.errors).toBeUndefined();
    const started = await call<{ startRoom: Session }>(p.house, START, { s: doctor.sessionId });
    expect(started.errors).toBeUndefined();
    expect(started.data!.startRoom).toMatchObject({ state: 'LIVE', status: 'IN_ATTENDANCE', consentGiven: true });
    expect(await statusOf(a.id)).toBe('IN_ATTENDANCE');
  });
});

describe('a consultation in the room', () => {
  it('waiting room, admission, signals to the other side only, chat, another location, and the end with NPS', async () => {
    const a = await appointment();
    await consent(a);
    const doctor = (await join(p.house, a.roomCode)).data!.joinRoom;
    expect(doctor).toMatchObject({ role: 'PROFESSIONAL', state: 'WAITING', provider: 'BUILTIN', dailyUrl: null });
    expect(doctor.iceServers).toEqual([{ urls: ['stun:stun.example.com:3478'] }]);
    const doctorEvents = events(p.house, doctor.sessionId);
    await new Promise((r) => setTimeout(r, 200));

    // The patient waits in the waiting room; the doctor is told she arrived.
    const patient = (await join(p.maria, a.roomCode)).data!.joinRoom;
    expect(patient).toMatchObject({ role: 'PATIENT', state: 'WAITING', peerPresent: true, peerConnectionId: doctor.connectionId });
    expect(patient.personId).toBe(p.maria.viewer.personId);
    const patientEvents = events(p.maria, patient.sessionId);
    const arrived = await eventOf(doctorEvents, 'PEER_JOINED');
    expect(arrived).toMatchObject({ role: 'PATIENT', fromConnectionId: patient.connectionId });

    // The professional admits her: both are told, the appointment is in attendance.
    await new Promise((r) => setTimeout(r, 200));
    expect((await call(p.house, START, { s: doctor.sessionId })).errors).toBeUndefined();
    expect(await eventOf(patientEvents, 'STARTED')).toMatchObject({ status: 'IN_ATTENDANCE' });

    // A signal reaches the other side's location, tagged with the sender's; the sender does not get it back.
    const offer = { description: { type: 'offer', sdp: 'v=0\r\n' } };
    const sent = await call<{ sendRoomSignal: boolean }>(p.maria, SIGNAL, { s: patient.sessionId, signal: offer });
    expect(sent.data!.sendRoomSignal).toBe(true);
    expect(await eventOf(doctorEvents, 'SIGNAL')).toMatchObject({ role: 'PATIENT', fromConnectionId: patient.connectionId, signal: offer });
    const bad = await call(p.maria, SIGNAL, { s: patient.sessionId, signal: { nothing: 1 } });
    expect(fieldsOf(bad)).toEqual({ signal: 'Signal is invalid' });

    // Chat: stored, sent to the other side, read back by both.
    const chat = await call(p.house, CHAT, { s: doctor.sessionId, text: '  Bom dia, Maria  ' });
    expect(chat.errors).toBeUndefined();
    expect((await eventOf(patientEvents, 'CHAT')).chat).toMatchObject({ text: 'Bom dia, Maria', name: 'Dr. Gregório House' });
    const empty = await call(p.maria, CHAT, { s: patient.sessionId, text: '   ' }, 'pt-BR');
    expect(fieldsOf(empty)).toEqual({ text: 'O campo Mensagem é obrigatório' });
    const log = await call<{ roomChat: Array<{ role: string; text: string }> }>(p.maria, CHAT_LOG, { s: patient.sessionId });
    expect(log.data!.roomChat).toEqual([{ role: 'PROFESSIONAL', name: 'Dr. Gregório House', text: 'Bom dia, Maria' }]);
    expect(doctorEvents.received.filter((r) => r.roomEvents.type === 'CHAT')).toEqual([]);

    // The doctor reloads: a new location of the same side; the visit goes on, the patient is told who to talk to now.
    const again = (await join(p.house, a.roomCode)).data!.joinRoom;
    expect(again).toMatchObject({ state: 'LIVE', status: 'IN_ATTENDANCE', enteredAt: doctor.enteredAt, peerPresent: true });
    expect(again.connectionId).not.toBe(doctor.connectionId);
    expect(await eventOf(doctorEvents, 'SUPERSEDED')).toMatchObject({ type: 'SUPERSEDED' });
    await expect.poll(() => patientEvents.received.filter((r) => r.roomEvents.type === 'PEER_JOINED').length).toBe(1);
    const stale = await call(p.house, SIGNAL, { s: doctor.sessionId, signal: offer });
    expect(codeOf(stale)).toBe('ANOTHER_LOCATION');
    expect(stale.errors![0]!.message).toBe('You were disconnected because you entered another location');

    // Only the professional finishes; the patient cannot, the professional does not "leave".
    expect(codeOf(await call(p.maria, FINISH, { s: patient.sessionId }))).toBe('ACCESS_DENIED');
    expect(codeOf(await call(p.house, LEAVE, { s: again.sessionId }))).toBe('ACCESS_DENIED');
    const finished = await call<{ finishRoom: Session }>(p.house, FINISH, { s: again.sessionId });
    expect(finished.data!.finishRoom).toMatchObject({ state: 'ENDED', status: 'FINISHED_BY_PROFESSIONAL' });
    expect(await eventOf(patientEvents, 'ENDED')).toMatchObject({ status: 'FINISHED_BY_PROFESSIONAL' });
    expect(await statusOf(a.id)).toBe('FINISHED_BY_PROFESSIONAL');

    // The patient's end screen: the room opens ENDED, the NPS is stored once.
    const end = (await join(p.maria, a.roomCode)).data!.joinRoom;
    expect(end).toMatchObject({ state: 'ENDED', npsAnswered: false });
    expect((await call(p.maria, NPS, { protocol: a.protocol })).errors).toBeUndefined();
    expect((await join(p.maria, a.roomCode)).data!.joinRoom.npsAnswered).toBe(true);
    doctorEvents.dispose();
    patientEvents.dispose();
  });

  it('a patient who leaves ends the attendance (left by the patient); going away does not', async () => {
    const a = await appointment();
    await consent(a);
    const doctor = (await join(p.house, a.roomCode)).data!.joinRoom;
    const patient = (await join(p.maria, a.roomCode)).data!.joinRoom;
    await call(p.house, START, { s: doctor.sessionId });
    expect((await call<{ awayFromRoom: boolean }>(p.maria, AWAY, { s: patient.sessionId })).data!.awayFromRoom).toBe(true);
    expect(await statusOf(a.id)).toBe('IN_ATTENDANCE');
    const seen = (await join(p.house, a.roomCode)).data!.joinRoom;
    expect(seen.peerPresent).toBe(false);
    // A signal to nobody is not delivered.
    expect(
      (await call<{ sendRoomSignal: boolean }>(p.house, SIGNAL, { s: seen.sessionId, signal: { candidates: [] } })).data!.sendRoomSignal,
    ).toBe(false);

    const back = (await join(p.maria, a.roomCode)).data!.joinRoom;
    const left = await call<{ leaveRoom: Session }>(p.maria, LEAVE, { s: back.sessionId });
    expect(left.data!.leaveRoom).toMatchObject({ state: 'ENDED', status: 'LEFT_BY_PATIENT' });
    expect(await statusOf(a.id)).toBe('LEFT_BY_PATIENT');
  });

  it("what the other side sent between the join and the subscription is replayed from the join's cursor", async () => {
    const a = await appointment();
    await consent(a);
    const doctor = (await join(p.house, a.roomCode)).data!.joinRoom;
    await call(p.house, START, { s: doctor.sessionId });
    const patient = (await join(p.maria, a.roomCode)).data!.joinRoom;
    expect(patient.eventsAfter).toMatch(/^\d+$/);
    // The doctor offers at once, before the patient's page has subscribed.
    const offer = { description: { type: 'offer', sdp: 'v=0\r\n' } };
    expect((await call<{ sendRoomSignal: boolean }>(p.house, SIGNAL, { s: doctor.sessionId, signal: offer })).data!.sendRoomSignal).toBe(
      true,
    );
    const late = events(p.maria, patient.sessionId, patient.eventsAfter);
    expect(await eventOf(late, 'SIGNAL')).toMatchObject({ role: 'PROFESSIONAL', fromConnectionId: doctor.connectionId, signal: offer });
    // Without the cursor it is gone: the stream is live only.
    const live = events(p.maria, patient.sessionId);
    await new Promise((r) => setTimeout(r, 300));
    expect(live.received).toEqual([]);
    late.dispose();
    live.dispose();
  });

  it('someone else cannot use a session id (it answers like a replaced one)', async () => {
    const a = await appointment();
    const doctor = (await join(p.house, a.roomCode)).data!.joinRoom;
    expect(codeOf(await call(p.ana, START, { s: doctor.sessionId }))).toBe('ANOTHER_LOCATION');
    expect(codeOf(await call(p.joao, CHAT_LOG, { s: doctor.sessionId }))).toBe('ANOTHER_LOCATION');
    const sub = events(p.joao, doctor.sessionId);
    await sub.done;
    expect(JSON.stringify(sub.errors)).toContain('ANOTHER_LOCATION');
  });
});

describe('POST /sendtoaggregator (SPEC §7 metrics)', () => {
  it("stores the minutes since the entry for the caller's own person, and refuses another company or person by field", async () => {
    const a = await appointment();
    await consent(a);
    const patient = (await join(p.maria, a.roomCode)).data!.joinRoom;
    const input = { companyId: patient.companyId, eventType: 'PERSON_LOGIN', personId: patient.personId, value: 12.5 };
    const ok = await call<{ sendToAggregator: boolean }>(p.maria, AGGREGATE, { input });
    expect(ok.data!.sendToAggregator).toBe(true);
    const rows = await stack.services.ctx.db.query<{ value: string; event_type: string }>(
      'select value::text, event_type from aggregator_event where person_id = $1',
      [patient.personId],
    );
    expect(rows).toEqual([{ value: '12.50', event_type: 'PERSON_LOGIN' }]);

    const doctor = (await join(p.house, a.roomCode)).data!.joinRoom;
    const asDoctor = { ...input, personId: doctor.personId };
    expect((await call(p.house, AGGREGATE, { input: asDoctor })).errors).toBeUndefined();

    expect(fieldsOf(await call(p.maria, AGGREGATE, { input: { ...input, personId: doctor.personId } }))).toEqual({
      personId: 'Patient is invalid',
    });
    const otherCompany = await call(p.maria, AGGREGATE, { input: { ...input, companyId: p.adminB.viewer.companyId } });
    expect(fieldsOf(otherCompany)).toEqual({ companyId: 'Company is invalid' });
    expect(fieldsOf(await call(p.maria, AGGREGATE, { input: { ...input, eventType: 'OTHER', value: -1 } }))).toEqual({
      eventType: 'Event type is invalid',
      value: 'Value is invalid',
    });
  });
});
